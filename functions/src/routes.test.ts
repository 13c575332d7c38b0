process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import fs from 'node:fs';
import path from 'node:path';
import { access, COGNITO_TRIGGERS, HTTP_ROUTES, WEBSOCKET_ROUTES } from './routes';

const SRC = __dirname;
const entries = [
  ...HTTP_ROUTES.map((r) => r.entry),
  ...WEBSOCKET_ROUTES.map((r) => r.entry),
  ...Object.values(COGNITO_TRIGGERS).map((t) => t.entry),
];

function handlerFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return handlerFiles(full);
    return d.name.endsWith('.handler.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

describe('the route table', () => {
  it.each(entries)('points at %s, which exports a handler function', async (entry) => {
    const mod = (await import(`./${entry.replace(/\.ts$/, '')}`)) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');
  });

  it('gives every *.handler.ts file a route or a trigger', () => {
    expect(handlerFiles(SRC).sort()).toEqual([...entries].sort());
  });

  it('serves every HTTP route under /api, once per method and path', () => {
    const keys = HTTP_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of HTTP_ROUTES) expect(r.path).toMatch(/^\/api\//);
  });
});

describe('declared access', () => {
  it('denies every right an entry does not list', () => {
    expect(access({ table: 'read' })).toEqual({
      table: 'read',
      realtime: false,
      secrets: [],
      textModel: false,
      imageModel: false,
      images: 'none',
      jobs: 'none',
      identityAdmin: false,
      passwordCheck: false,
      globalSignOut: false,
      ownIdentity: false,
    });
    expect(access({ table: 'none', textModel: true })).toMatchObject({ textModel: true, imageModel: false });
  });

  it('keeps public routes (anyone can call them) from publishing or calling a model', () => {
    // The Stripe webhook publishes subscription.updated, but only once Stripe's signature holds
    // and only to the user of the subscription it read back from Stripe (docs/DATA-MODEL.md B2).
    const signedPublishers = ['billing/stripe-webhook.handler.ts'];
    for (const r of HTTP_ROUTES.filter((x) => x.public))
      expect([r.entry, r.access.realtime, r.access.textModel, r.access.imageModel]).toEqual([
        r.entry,
        signedPublishers.includes(r.entry),
        false,
        false,
      ]);
  });
});
