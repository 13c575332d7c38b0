process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import fs from 'node:fs';
import path from 'node:path';
import type { ApiRoute } from '@shared/api/api-route';
import { access, COGNITO_TRIGGERS, HTTP_ROUTES, WEBSOCKET_ROUTES, type HttpRouteSpec } from './routes';

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

const SHARED = path.join(SRC, '..', '..', 'shared', 'src');

/** Every route description of shared/src/<feature>/<feature>.api.ts (docs/ARCHITECTURE.md §api-contract). */
async function contractRoutes(): Promise<Array<{ name: string; route: ApiRoute }>> {
  const files = fs
    .readdirSync(SHARED, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(SHARED, d.name))
        .filter((f) => f.endsWith('.api.ts'))
        .map((f) => `${d.name}/${f}`),
    );
  const routes = await Promise.all(
    files.map(async (file) => {
      const mod = (await import(`@shared/${file.replace(/\.ts$/, '')}`)) as Record<string, ApiRoute>;
      return Object.entries(mod).map(([name, route]) => ({ name: `${file} ${name}`, route }));
    }),
  );
  return routes.flat();
}

/** The values a source file imports by name from shared/ (`import { a, b as c } from '@shared/x'`). */
async function sharedImports(file: string): Promise<unknown[]> {
  const source = fs.readFileSync(file, 'utf8');
  const values: unknown[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@shared\/([^']+)'/g)) {
    const mod = (await import(`@shared/${m[2]}`)) as Record<string, unknown>;
    for (const spec of m[1]!.split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) values.push(mod[name]);
    }
  }
  return values;
}

/** The handler's file and the files it imports from its feature's folder (a use case may do the parsing). */
function handlerAndUseCases(entry: string): string[] {
  const file = path.join(SRC, entry);
  // handlers/<feature>/x.handler.ts → the use cases in <feature>/ (docs/ARCHITECTURE.md §functions-floors).
  const feature = path.basename(path.dirname(file));
  const local = [...fs.readFileSync(file, 'utf8').matchAll(/from '\.\.\/\.\.\/([^']+)'/g)]
    .filter((m) => m[1]!.startsWith(`${feature}/`))
    .map((m) => path.join(SRC, `${m[1]}.ts`));
  return [file, ...local.filter((f) => fs.existsSync(f))];
}

describe('the API contract', () => {
  const served = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

  it('serves every route a contract describes, and only those', async () => {
    const described = (await contractRoutes()).map(({ route }) => served({ ...route, path: `/api${route.path}` }));
    expect(new Set(described).size).toBe(described.length);
    expect(HTTP_ROUTES.map(served).sort()).toEqual(described.sort());
  });

  it('has each handler validate its input with the request schema its contract names', async () => {
    const contracts = await contractRoutes();
    const withRequest = (r: HttpRouteSpec) =>
      contracts.find(({ route }) => served({ ...route, path: `/api${route.path}` }) === served(r))?.route.request;
    const checked: string[] = [];
    for (const r of HTTP_ROUTES) {
      const schema = withRequest(r);
      if (!schema) continue;
      const imported = (await Promise.all(handlerAndUseCases(r.entry).map(sharedImports))).flat();
      expect([r.entry, imported.includes(schema)]).toEqual([r.entry, true]);
      checked.push(r.entry);
    }
    expect(checked.length).toBeGreaterThan(15);
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
      generationWorker: false,
    });
    expect(access({ table: 'none', textModel: true })).toMatchObject({ textModel: true, imageModel: false });
  });

  it('keeps public routes (anyone can call them) from publishing or calling a model', () => {
    // The Stripe webhook publishes subscription.updated, but only once Stripe's signature holds
    // and only to the user of the subscription it read back from Stripe (docs/DATA-MODEL.md B2).
    // The finder webhook publishes 'new-reel' and the job's status, but only once the provider's signature holds
    // and only to the owner of the job it read (docs/DATA-MODEL.md J2).
    const signedPublishers = ['handlers/billing/stripe-webhook.handler.ts', 'handlers/jobs/finder-webhook.handler.ts'];
    for (const r of HTTP_ROUTES.filter((x) => x.public))
      expect([r.entry, r.access.realtime, r.access.textModel, r.access.imageModel]).toEqual([
        r.entry,
        signedPublishers.includes(r.entry),
        false,
        false,
      ]);
  });
});
