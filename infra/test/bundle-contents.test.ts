import * as path from 'node:path';
import { build } from 'esbuild';
import { ESM_REQUIRE_SHIM, EXTERNAL_MODULES } from '../lib/function-factory';
import { lambdaEntries } from '../../scripts/bench/lambda-bundles';

/**
 * Each Lambda bundle holds only the adapters its handler reaches (functions/src/deps.ts,
 * docs/BENCH.md). These guard the composition against a change that silently puts an AWS
 * client, jose or classic zod back into every bundle; the sizes themselves are in the bench.
 */
const ROOT = path.resolve(__dirname, '../..');

async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'functions/src', entry)],
    outfile: 'index.mjs',
    write: false,
    metafile: true,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_SHIM },
    external: EXTERNAL_MODULES,
    tsconfig: path.join(ROOT, 'functions', 'tsconfig.json'),
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).flatMap((o) =>
    Object.keys(o.inputs).filter((i) => o.inputs[i]!.bytesInOutput > 0),
  );
}

const has = (inputs: string[], fragment: string) => inputs.some((i) => i.includes(fragment));

/** The handlers that publish to WebSockets (through scripts/script-request-deps.ts). */
const PUBLISHERS = ['scripts/generate-script.handler.ts', 'scripts/ai-edit-script.handler.ts'];
/** No token to verify: public routes checked otherwise, triggers, tasks, $disconnect. */
const WITHOUT_TOKENS = [
  'health/health.handler.ts',
  'jobs/finder-webhook.handler.ts',
  'realtime/ws-disconnect.handler.ts',
  'accounts/post-confirmation.handler.ts',
  'accounts/custom-message.handler.ts',
  'jobs/start-finder-job.task.ts',
];

let bundles: Map<string, string[]>;
beforeAll(async () => {
  bundles = new Map(await Promise.all(lambdaEntries().map(async (e) => [e, await inputsOf(e)] as const)));
}, 60_000);

it('leaves every AWS SDK client and jose out of health', () => {
  const inputs = bundles.get('health/health.handler.ts')!;
  expect(inputs.filter((i) => /node_modules\/(@aws-sdk|@smithy|jose)\//.test(i))).toEqual([]);
});

it('bundles the API Gateway management client only into the handlers that publish', () => {
  const withClient = [...bundles]
    .filter(([, inputs]) => has(inputs, '@aws-sdk/client-apigatewaymanagementapi'))
    .map(([e]) => e);
  expect(withClient.sort()).toEqual([...PUBLISHERS].sort());
});

it('bundles jose only into the handlers that verify tokens', () => {
  for (const entry of WITHOUT_TOKENS)
    expect([entry, has(bundles.get(entry)!, 'node_modules/jose/')]).toEqual([entry, false]);
});

it('keeps classic zod out of every bundle (the server parses with zod/mini, the script contract included)', () => {
  const classic = [...bundles].filter(([, inputs]) => has(inputs, 'zod/v4/classic/')).map(([e]) => e);
  expect(classic).toEqual([]);
});
