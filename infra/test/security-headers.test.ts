import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_SECURITY_HEADERS } from '../../shared/src/http/security-headers';
import { json } from '../../functions/src/http/http-handler';
import type { LocalServer } from '../../scripts/local/server';
import { serveWebBuild } from '../../scripts/local/test-support';
import { resources, synth } from './support/synth';

jest.setTimeout(60_000);

interface HeadersPolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { FrameOption: string };
    ReferrerPolicy: { ReferrerPolicy: string };
  };
  CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
}

/** A CloudFormation string (possibly an Fn::Join of tokens) with every token as `<token>`. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(flatten).join(join[0]);
  return '<token>';
}

/** CSP directives with their keywords and schemes only: host sources differ by design between AWS and local. */
function cspShape(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values.filter((v) => /^'[a-z-]+'$/.test(v) || /^[a-z]+:$/.test(v))]),
  );
}

describe('local security headers match the CloudFront policy (docs/LOCAL-MODE.md §security-headers)', () => {
  let cloud: HeadersPolicyConfig;
  let server: LocalServer;
  let dir: string;

  const savedEnv = { ...process.env };
  beforeAll(async () => {
    // What the handlers read locally (scripts/local/start.ts sets the real values).
    Object.assign(process.env, {
      VIRALIZA_MODE: 'local',
      TABLE_NAME: 'viraliza-headers-test',
      AWS_REGION: 'us-east-1',
      AUTH_ISSUER: 'http://localhost/cognito/local_pool',
      AUTH_CLIENT_ID: 'client',
    });
    const s = synth();
    cloud = Object.values(resources(s.template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties!
      .ResponseHeadersPolicyConfig as HeadersPolicyConfig;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-headers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'main-ABCD1234.js'), 'x()');
    server = await serveWebBuild(dir, path.join(dir, 'mailbox.json'));
  });
  afterAll(async () => {
    process.env = savedEnv;
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/criar', '/assets/main-ABCD1234.js', '/config.json', '/dev/emails'])(
    'serves %s with the SPA policy’s headers',
    async (p) => {
      const res = await fetch(`${server.url}${p}`);
      const h = res.headers;
      const sec = cloud.SecurityHeadersConfig;
      expect(sec.ContentTypeOptions.Override).toBe(true);
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('x-frame-options')).toBe(sec.FrameOptions.FrameOption);
      expect(h.get('referrer-policy')).toBe(sec.ReferrerPolicy.ReferrerPolicy);
      for (const { Header, Value } of cloud.CustomHeadersConfig.Items) expect(h.get(Header)).toBe(Value);

      const localCsp = h.get('content-security-policy')!;
      const cloudShape = cspShape(flatten(sec.ContentSecurityPolicy.ContentSecurityPolicy));
      const { 'upgrade-insecure-requests': upgrade, ...cloudRest } = cloudShape;
      expect(upgrade).toEqual([]); // present on AWS (https); locally it would break ws://
      expect(cspShape(localCsp)).toEqual(cloudRest);
      const port = new URL(server.url).port;
      expect(localCsp).toContain(`connect-src 'self' ws://localhost:${port} ws://127.0.0.1:${port};`);
    },
  );

  it.each([
    { p: '/api/health', status: 200 },
    { p: '/api/nope', status: 401 },
    { p: '/cognito/', status: 403 },
    { p: '/2015-03-31/functions/x/invocations', status: 403, method: 'POST' },
  ])('answers $p with the API’s headers', async ({ p, status, method }) => {
    const res = await fetch(`${server.url}${p}`, { method: method ?? 'GET' });
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('puts the API headers on every JSON answer of the handlers, on AWS too', () => {
    expect(json(200, {}).headers).toMatchObject(API_SECURITY_HEADERS);
    expect(json(200, {}, { 'x-frame-options': 'SAMEORIGIN' }).headers!['x-frame-options']).toBe('SAMEORIGIN');
  });
});
