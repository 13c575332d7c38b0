import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { fixedClock } from '../core/clock';
import type { Logger, OriginCheck } from '../core/ports';
import type { PublicHttpDeps } from '../composition/core';
import { originOf } from '../composition/core';
import { openOrigin, SecretOriginCheck } from '../adapters/origin/origin-secret-check';
import type { ContactQuota, ContactStore } from '../contact/ports';
import { contactClientKey, makeHandler as makeContact } from '../handlers/contact/send-contact-message.handler';
import { makeHandler as makeHealth } from '../handlers/health/health.handler';
import { testDeps } from '../../test/support/deps';
import { authedHandler, json, publicHandler } from './http-handler';
import { checkOrigin, headerOf, ORIGIN_REFUSED_MESSAGE, viewerIpOf } from './origin';

const SECRET = 'o-segredo-da-distribuicao-0123456789';
const silent: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

/** The secret as the extension would hand it over, counting the reads. */
function secretReader() {
  const reads: string[] = [];
  return {
    reads,
    get: async (name: string) => {
      reads.push(name);
      return SECRET;
    },
  };
}

const enforced = () => new SecretOriginCheck('arn:aws:secretsmanager:us-west-2:1:secret:origin-AbCdEf', secretReader());

function event(headers: Record<string, string>, sourceIp = '130.176.0.10'): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/contact',
    rawPath: '/api/contact',
    rawQueryString: '',
    headers,
    requestContext: { requestId: 'r', http: { method: 'POST', path: '/api/contact', sourceIp } },
    isBase64Encoded: false,
    body: JSON.stringify({
      nome: 'Ana',
      email: 'ana@example.com',
      assunto: 'duvida',
      mensagem: 'Uma mensagem longa o bastante para o formulário.',
    }),
  } as unknown as APIGatewayProxyEventV2;
}

describe('viewerIpOf: the IP of CloudFront-Viewer-Address (ip:port)', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    [' 203.0.113.7:443 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6:46532', '2001:db8:1:2:3:4:5:6'],
    ['2001:db8::8:46532', '2001:db8::8'],
    ['[2001:db8::8]:46532', '2001:db8::8'],
    ['::ffff:198.51.100.10:1024', '::ffff:198.51.100.10'],
  ])('reads %s as %s', (value, ip) => {
    expect(viewerIpOf(value)).toBe(ip);
  });

  it.each([
    undefined,
    '',
    '198.51.100.10',
    '198.51.100.10:',
    '198.51.100.10:99999',
    '198.51.100.10:80x',
    'example.com:443',
    '999.1.1.1:80',
    '2001:db8::8',
    '1.2.3.4:1, 198.51.100.10:46532',
    '[2001:db8::8]',
  ])('finds no address in %p', (value) => {
    expect(viewerIpOf(value)).toBeUndefined();
  });
});

describe('headerOf', () => {
  it('finds a header whatever its case (the WebSocket API keeps the case it was sent with)', () => {
    expect(headerOf({ 'X-Viraliza-Origin': 'a' }, 'x-viraliza-origin')).toBe('a');
    expect(headerOf(null, 'x')).toBeUndefined();
  });
});

describe('SecretOriginCheck', () => {
  it('accepts the secret only, and reads nothing when the header is missing', async () => {
    const reader = secretReader();
    const check = new SecretOriginCheck('origin-secret', reader);
    expect(await check.matches(undefined)).toBe(false);
    expect(await check.matches('')).toBe(false);
    expect(reader.reads).toEqual([]);
    expect(await check.matches(`${SECRET}x`)).toBe(false);
    expect(await check.matches(SECRET.slice(1))).toBe(false);
    expect(await check.matches(SECRET)).toBe(true);
    expect(reader.reads).toEqual(['origin-secret', 'origin-secret', 'origin-secret']);
  });
});

describe('checkOrigin', () => {
  it('takes the viewer address only from a request that carries the secret', async () => {
    const viewer = { 'cloudfront-viewer-address': '198.51.100.10:46532' };
    expect(await checkOrigin(enforced(), { ...viewer, 'x-viraliza-origin': SECRET }, '130.176.0.10')).toEqual({
      ok: true,
      clientIp: '198.51.100.10',
    });
    expect(await checkOrigin(enforced(), viewer, '130.176.0.10')).toEqual({ ok: false });
    // without a usable header, the connection's address
    expect(await checkOrigin(enforced(), { 'x-viraliza-origin': SECRET }, '130.176.0.10')).toEqual({
      ok: true,
      clientIp: '130.176.0.10',
    });
  });

  it('never reads the viewer header where the check is off (local mode): a client cannot pick its address', async () => {
    const headers = { 'cloudfront-viewer-address': '198.51.100.10:46532' };
    expect(await checkOrigin(openOrigin, headers, '127.0.0.1')).toEqual({ ok: true, clientIp: '127.0.0.1' });
  });
});

describe('the HTTP layer refuses a request that bypassed the distribution', () => {
  const refused = {
    statusCode: 403,
    body: JSON.stringify({ error: 'forbidden', message: ORIGIN_REFUSED_MESSAGE }),
  };

  it.each([
    ['without the header', {}],
    ['with a wrong value', { 'x-viraliza-origin': 'adivinhado' }],
  ])('a public route answers 403 in pt-BR %s, before running', async (_, headers) => {
    const run = jest.fn();
    const deps: PublicHttpDeps = { ...testDeps({ tokens: {} }), origin: enforced() };
    const result = await publicHandler({ deps }, run)(event(headers));
    expect(result).toMatchObject(refused);
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    ['without the header', {}],
    ['with a wrong value', { 'x-viraliza-origin': 'adivinhado' }],
  ])('a private route answers 403 in pt-BR %s, before the token is verified', async (_, headers) => {
    const verify = jest.fn();
    const deps = { ...testDeps({ tokens: {} }), tokens: { verify }, origin: enforced() };
    const handler = authedHandler({ deps }, async () => json(200, {}));
    const result = await handler(event({ ...headers, authorization: 'Bearer t' }));
    expect(result).toMatchObject(refused);
    expect(verify).not.toHaveBeenCalled();
  });

  it('serves a request with the right header, on a public and a private route', async () => {
    const deps = { ...testDeps({ tokens: { t: 'ana' } }), origin: enforced() };
    const health = await makeHealth(deps)(event({ 'x-viraliza-origin': SECRET }));
    expect(health.statusCode).toBe(200);
    const handler = authedHandler({ deps }, async ({ caller }) => json(200, { userId: caller.userId }));
    const result = await handler(event({ 'x-viraliza-origin': SECRET, authorization: 'Bearer t' }));
    expect(result).toMatchObject({ statusCode: 200, body: JSON.stringify({ userId: 'ana' }) });
  });
});

describe("POST /api/contact counts against the viewer's address (docs/INFRA-NOTES.md §viewer-address)", () => {
  function contactWith(origin: OriginCheck) {
    const quotas: ContactQuota[] = [];
    const contacts: ContactStore = {
      save: async (_message, quota) => {
        quotas.push(quota);
        return true;
      },
      listMonth: async () => [],
    };
    const handler = makeContact({
      config: testDeps({ tokens: {} }).config,
      clock: fixedClock('2026-03-15T09:30:00.000Z'),
      logger: silent,
      origin,
      contacts,
    });
    return { handler, quotas };
  }

  it('behind the distribution: two viewers behind one edge get two windows', async () => {
    const { handler, quotas } = contactWith(enforced());
    const through = (viewer: string) =>
      event({ 'x-viraliza-origin': SECRET, 'cloudfront-viewer-address': viewer }, '130.176.0.10');
    expect((await handler(through('198.51.100.10:46532'))).statusCode).toBe(202);
    expect((await handler(through('2001:db8:1:2::5:443'))).statusCode).toBe(202);
    expect(quotas.map((q) => q.clientKey)).toEqual([
      contactClientKey('198.51.100.10'),
      contactClientKey('2001:db8:1:2::5'),
    ]);
  });

  it('locally: a CloudFront-Viewer-Address sent by the client changes nothing', async () => {
    const { handler, quotas } = contactWith(openOrigin);
    await handler(event({ 'cloudfront-viewer-address': '198.51.100.10:46532' }, '127.0.0.1'));
    await handler(event({ 'cloudfront-viewer-address': '203.0.113.9:46532' }, '127.0.0.1'));
    expect(quotas.map((q) => q.clientKey)).toEqual([contactClientKey('127.0.0.1'), contactClientKey('127.0.0.1')]);
  });

  it('on AWS: a direct call that names an address is refused, so it never counts against it', async () => {
    const { handler, quotas } = contactWith(enforced());
    const result = await handler(event({ 'cloudfront-viewer-address': '198.51.100.10:46532' }));
    expect(result.statusCode).toBe(403);
    expect(quotas).toEqual([]);
  });
});

describe('originOf: the check by configuration', () => {
  const config = testDeps({ tokens: {} }).config;

  it('is off in local mode', () => {
    expect(originOf({ config: { ...config, mode: 'local' } })).toBe(openOrigin);
  });

  it('is on in AWS mode, and cannot start without the secret id', () => {
    expect(() => originOf({ config: { ...config, mode: 'aws' } })).toThrow(
      'Invalid configuration: ORIGIN_SECRET_ID is required on AWS (the origin header check)',
    );
    expect(originOf({ config: { ...config, mode: 'aws', originSecretId: 'arn:secret' } }).enforced).toBe(true);
  });
});
