import * as os from 'node:os';
import * as path from 'node:path';
import {
  type Access,
  COGNITO_TRIGGERS,
  GENERATION_WORKER,
  HTTP_ROUTES,
  JOB_TASK_ACCESS,
  WEBSOCKET_ROUTES,
} from '../../functions/src/routes';
import { JOB_TASKS } from '../../functions/src/jobs/job-tasks';
import { buildLambdaBundles, entryOfOutput, lambdaEntries } from '../lib/lambda-bundles';

/**
 * Each Lambda bundle holds only the adapters its handler reaches (functions/src/composition/core.ts,
 * docs/BENCH.md). These guard the composition against a change that silently puts an AWS
 * client, jose or classic zod back into every bundle; the sizes themselves are in the bench.
 */

/** The inputs that put bytes into each entry's bundle: the factory's one esbuild run, kept in memory. */
function inputsByEntry(): Map<string, string[]> {
  const { metafile } = buildLambdaBundles(lambdaEntries(), {
    outdir: path.join(os.tmpdir(), 'viraliza-bundle-contents'),
    write: false,
    metafile: true,
  });
  const byEntry = new Map<string, string[]>();
  for (const output of Object.values(metafile!.outputs)) {
    const entry = entryOfOutput(output);
    if (entry)
      byEntry.set(
        entry,
        Object.keys(output.inputs).filter((i) => output.inputs[i]!.bytesInOutput > 0),
      );
  }
  return byEntry;
}

const has = (inputs: string[], fragment: string) => inputs.some((i) => i.includes(fragment));

/** What each entry declares in functions/src/routes.ts. */
const DECLARED = new Map<string, Access>([
  ...HTTP_ROUTES.map((r) => [r.entry, r.access] as const),
  ...WEBSOCKET_ROUTES.map((r) => [r.entry, r.access] as const),
  ...Object.values(COGNITO_TRIGGERS).map((t) => [t.entry, t.access] as const),
  ...Object.entries(JOB_TASKS).map(([key, t]) => [t.entry, JOB_TASK_ACCESS[key as keyof typeof JOB_TASKS]] as const),
  [GENERATION_WORKER.entry, GENERATION_WORKER.access],
]);

/**
 * The AWS client each right needs. A bundle holds the client exactly when its entry declares
 * the right: a declaration without the client grants what the code never uses; code with
 * the client but no declaration would fail in production for want of the grant.
 */
const CLIENT_OF_RIGHT: ReadonlyArray<{ right: string; client: string; declared: (a: Access) => boolean }> = [
  { right: 'realtime', client: '@aws-sdk/client-apigatewaymanagementapi', declared: (a) => a.realtime },
  { right: 'table', client: '@aws-sdk/client-dynamodb', declared: (a) => a.table !== 'none' },
  { right: 'a model', client: '@aws-sdk/client-bedrock-runtime', declared: (a) => a.textModel || a.imageModel },
  { right: 'jobs', client: '@aws-sdk/client-sfn', declared: (a) => a.jobs !== 'none' },
  { right: 'images', client: '@aws-sdk/client-s3', declared: (a) => a.images !== 'none' },
  {
    right: 'identityAdmin',
    client: '@aws-sdk/client-cognito-identity-provider',
    declared: (a) => a.identityAdmin || a.passwordCheck || a.globalSignOut || a.ownIdentity,
  },
];

/** No token to verify: public routes checked otherwise, triggers, tasks, the generation worker, $disconnect, $default. */
const WITHOUT_TOKENS = [
  'handlers/health/health.handler.ts',
  'handlers/jobs/finder-webhook.handler.ts',
  'handlers/contact/send-contact-message.handler.ts',
  'handlers/realtime/ws-disconnect.handler.ts',
  'handlers/realtime/ws-message.handler.ts',
  'handlers/accounts/post-confirmation.handler.ts',
  'handlers/accounts/custom-message.handler.ts',
  'handlers/jobs/start-finder-job.task.ts',
  GENERATION_WORKER.entry,
];

/**
 * Clients a bundle holds without ever calling them, each with the reason. A row that is no
 * longer true fails too, so this list cannot outlive the code it excuses.
 */
const BUNDLED_BUT_NEVER_CALLED: ReadonlyArray<{ entry: string; client: string; why: string }> = [];

let bundles: Map<string, string[]>;
// One esbuild run for every entry (infra/lib/lambda-bundles.ts): a few seconds on a quiet machine, more under load.
beforeAll(() => {
  bundles = inputsByEntry();
}, 120_000);

it('leaves every AWS SDK client and jose out of health', () => {
  const inputs = bundles.get('handlers/health/health.handler.ts')!;
  expect(inputs.filter((i) => /node_modules\/(@aws-sdk|@smithy|jose)\//.test(i))).toEqual([]);
});

it('knows the declared access of every bundled entry', () => {
  expect([...DECLARED.keys()].sort()).toEqual(lambdaEntries().sort());
});

it.each(lambdaEntries())('bundles into %s exactly the AWS clients its declared access needs', (entry) => {
  const inputs = bundles.get(entry)!;
  const access = DECLARED.get(entry)!;
  for (const { right, client, declared } of CLIENT_OF_RIGHT) {
    const excused = BUNDLED_BUT_NEVER_CALLED.some((x) => x.entry === entry && x.client === client);
    const bundled = has(inputs, `node_modules/${client}/`);
    expect({ client, right, declared: declared(access), bundled }).toEqual({
      client,
      right,
      declared: declared(access),
      bundled: declared(access) || excused,
    });
  }
});

it('bundles jose only into the handlers that verify tokens', () => {
  for (const entry of WITHOUT_TOKENS)
    expect([entry, has(bundles.get(entry)!, 'node_modules/jose/')]).toEqual([entry, false]);
});

it('keeps classic zod out of every bundle (the server parses with zod/mini, the script contract included)', () => {
  const classic = [...bundles].filter(([, inputs]) => has(inputs, 'zod/v4/classic/')).map(([e]) => e);
  expect(classic).toEqual([]);
});
