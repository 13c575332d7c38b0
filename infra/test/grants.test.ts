import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { access, COGNITO_TRIGGERS, GENERATION_WORKER, HTTP_ROUTES, WEBSOCKET_ROUTES } from '../../functions/src/routes';
import { JOB_TASKS } from '../../functions/src/jobs/job-tasks';
import { grantedTo, type Granted } from './support/granted';
import { logicalIdOf, route, synth, type Synthesized } from './support/synth';

// Template only (no bundling): IAM does not depend on the code assets.

/**
 * What each Lambda needs, written by hand from its handler and the use case it calls; it
 * does not read routes.ts, so a declaration there that grants too much (or too little)
 * fails here. Keyed by entry (relative to functions/src). A new Lambda fails until it has a row.
 */
const NOTHING: Granted = {
  dynamodb: 'none',
  manageConnections: false,
  bedrock: [],
  s3: 'none',
  secrets: [],
  states: [],
  other: [],
};
const READS: Granted = { ...NOTHING, dynamodb: 'read' };
const WRITES: Granted = { ...NOTHING, dynamodb: 'write' };
const READS_AND_WRITES: Granted = { ...NOTHING, dynamodb: 'readWrite' };
/** The dev context's text model: its inference profile here, and its base model anywhere only through that profile. */
const TEXT_MODEL = [
  '*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0 through us-west-2:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0',
  'us-west-2:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0',
];
/** The dev context's image model: Stable Image Core by its base model id, in this region only. */
const IMAGE_MODEL = ['us-west-2::foundation-model/stability.stable-image-core-v1:1'];
/** Paying script routes: credits and scripts in the table, deltas pushed over the WebSocket, the text model. */
const WRITES_SCRIPTS: Granted = { ...READS_AND_WRITES, manageConnections: true, bedrock: TEXT_MODEL };
/** A generation job's work, of any kind: a script streamed with the text model, an image drawn and put. */
const GENERATION_WORK: Granted = {
  ...WRITES_SCRIPTS,
  bedrock: [...TEXT_MODEL, ...IMAGE_MODEL].sort(),
  s3: 'readWrite',
};
/**
 * A paying route run as a job: the charge, the job's record (and an image's slot) in the table, then an
 * asynchronous invoke of the worker alone; no model, WebSocket or bucket right (the worker has them).
 */
const STARTS_A_JOB: Granted = { ...READS_AND_WRITES, other: ['lambda:InvokeFunction'] };

const EXPECTED: Readonly<Record<string, Granted>> = {
  'handlers/health/health.handler.ts': NOTHING,
  // The finder's deliveries: the job read, its reels and count written in one transaction, pushed to its owner.
  'handlers/jobs/finder-webhook.handler.ts': {
    ...READS_AND_WRITES,
    manageConnections: true,
    secrets: ['viraliza/dev/finder-webhook'],
    states: ['states:SendTaskFailure', 'states:SendTaskHeartbeat', 'states:SendTaskSuccess'],
  },
  // The contact form: the window's counter and the message in one transaction, nothing read.
  'handlers/contact/send-contact-message.handler.ts': WRITES,
  // Refunds dead generations (a transaction over the subscription and the charge), then reads.
  'handlers/subscription/get-subscription.handler.ts': READS_AND_WRITES,
  // The row, and the picture's URL signed with the right to read it.
  'handlers/profile/get-profile.handler.ts': { ...READS, s3: 'read' },
  // The picture put, the row updated, the replaced picture deleted.
  'handlers/profile/update-profile.handler.ts': { ...READS_AND_WRITES, s3: 'readWrite' },
  // GetUser is authorized by the caller's own token: nothing in IAM for the pool.
  'handlers/profile/sync-email.handler.ts': { ...READS_AND_WRITES, s3: 'read' },
  // The pool revokes the refresh tokens (that call alone), then tokensValidAfter on the profile row.
  'handlers/profile/sign-out-everywhere.handler.ts': {
    ...READS_AND_WRITES,
    other: ['cognito-idp:AdminUserGlobalSignOut'],
  },
  // Every row of the user, its sockets closed, three admin calls on the pool's users, and the
  // Stripe key to end the user's subscription first.
  'handlers/accounts/delete-account.handler.ts': {
    ...READS_AND_WRITES,
    manageConnections: true,
    // The user's objects: listed and deleted under their prefix.
    s3: 'readWrite',
    secrets: ['viraliza/dev/stripe'],
    other: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminUserGlobalSignOut'],
  },
  // Billing (issue 12). The webhook: Stripe's secret, the row and the event mark in one
  // transaction (it reads the row first), the change pushed to the user's tabs.
  'handlers/billing/stripe-webhook.handler.ts': {
    ...READS_AND_WRITES,
    manageConnections: true,
    secrets: ['viraliza/dev/stripe'],
  },
  // Checkout and the portal only read the row (the customer) and the profile (the e-mail).
  'handlers/billing/create-checkout.handler.ts': { ...READS, secrets: ['viraliza/dev/stripe'] },
  'handlers/billing/customer-portal.handler.ts': { ...READS, secrets: ['viraliza/dev/stripe'] },
  // The password checked again (AdminInitiateAuth only), the row and the feedback written, pushed.
  'handlers/billing/cancel-subscription.handler.ts': {
    ...READS_AND_WRITES,
    manageConnections: true,
    secrets: ['viraliza/dev/stripe'],
    other: ['cognito-idp:AdminInitiateAuth'],
  },
  'handlers/billing/renew-subscription.handler.ts': {
    ...READS_AND_WRITES,
    manageConnections: true,
    secrets: ['viraliza/dev/stripe'],
  },
  // Charges and records the job, then starts the worker (docs/ARCHITECTURE.md §generation-jobs).
  'handlers/scripts/generate-script.handler.ts': STARTS_A_JOB,
  'handlers/scripts/list-scripts.handler.ts': READS,
  'handlers/scripts/get-script.handler.ts': READS,
  'handlers/scripts/update-script.handler.ts': READS_AND_WRITES,
  'handlers/scripts/delete-script.handler.ts': READS_AND_WRITES,
  'handlers/scripts/ai-edit-script.handler.ts': STARTS_A_JOB,
  // The generation worker: the record, the credits and the scripts, the deltas pushed, the text model;
  // an image's model, its PNG put and the row; Lambda sends a failed event to its queue with the
  // function's own role (the on-failure destination).
  'handlers/generations/run-generation.worker.ts': {
    ...GENERATION_WORK,
    other: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
  },
  // The job's record, its charge, the saved scripts or the image (its URL signed) and the balance: reads only.
  'handlers/generations/get-generation.handler.ts': { ...READS, s3: 'read' },
  // Reads the script and writes its previous text back.
  'handlers/scripts/undo-script.handler.ts': READS_AND_WRITES,
  // The model; the account's standing (read by every token check) and the daily counter (R2).
  'handlers/scripts/diagnostic-model.handler.ts': { ...READS_AND_WRITES, bedrock: TEXT_MODEL },
  'handlers/scripts/diagnostic-round-trip.handler.ts': READS_AND_WRITES,
  // Idea tools (issue 13): charge and record the job, start the worker.
  'handlers/viral-questions/generate-viral-questions.handler.ts': STARTS_A_JOB,
  // Últimas Notícias: like a script generation (the Google News fetch needs no AWS right); the save
  // reads the kept result and the plan, then writes the script and its mark in one transaction.
  'handlers/news/generate-news.handler.ts': STARTS_A_JOB,
  'handlers/news/save-news-script.handler.ts': READS_AND_WRITES,
  // Viral Curto: like a script generation (the captions are an outbound HTTPS read, nothing in IAM);
  // its save reads the kept result and the plan, then writes the script and the result's mark.
  'handlers/viral-short/generate-viral-short.handler.ts': STARTS_A_JOB,
  'handlers/viral-short/save-viral-short.handler.ts': READS_AND_WRITES,
  // The pace totals: one GetItem; one UpdateItem ADD after the token check's read.
  'handlers/teleprompter/get-pace.handler.ts': READS,
  'handlers/teleprompter/record-pace.handler.ts': READS_AND_WRITES,
  // Missão Influencer (issue 31): the table only, read and conditionally written (the profile made on
  // first use, today's missions made once, completions, purchases).
  'handlers/hub/get-hub.handler.ts': READS_AND_WRITES,
  // Viral Finder (issue 32): the search bucket; YouTube is outbound HTTPS, no AWS right.
  'handlers/finder/search-finder.handler.ts': READS_AND_WRITES,
  // The deep-search bucket and the jobs in the table, then one execution per job: the only StartExecution.
  'handlers/finder/start-deep-search.handler.ts': { ...READS_AND_WRITES, states: ['states:StartExecution'] },
  'handlers/finder/list-finder-jobs.handler.ts': READS,
  'handlers/hub/complete-mission.handler.ts': STARTS_A_JOB, // the day's last mission starts the coach
  'handlers/hub/create-goal.handler.ts': READS_AND_WRITES,
  'handlers/hub/update-goal-progress.handler.ts': READS_AND_WRITES,
  'handlers/hub/create-diary-entry.handler.ts': STARTS_A_JOB, // the coach's note
  'handlers/hub/retry-coach.handler.ts': STARTS_A_JOB, // the coach's note again, after its job failed
  'handlers/hub/get-calendar.handler.ts': READS_AND_WRITES,
  'handlers/hub/purchase.handler.ts': READS_AND_WRITES,
  'handlers/hub/activate.handler.ts': READS_AND_WRITES,
  'handlers/hub/update-hub-profile.handler.ts': READS_AND_WRITES,
  // Images (issue 14). Generate: dead charges refunded and slots freed, charge, count and the job in
  // one transaction, the worker started.
  'handlers/images/generate-image.handler.ts': STARTS_A_JOB,
  // The history (after freeing dead generations' slots, as GET /api/subscription does) with signed URLs.
  'handlers/images/list-images.handler.ts': { ...READS_AND_WRITES, s3: 'read' },
  'handlers/images/get-image.handler.ts': { ...READS, s3: 'read' },
  // The row (ALL_OLD) and its PNG.
  'handlers/images/delete-image.handler.ts': { ...READS_AND_WRITES, s3: 'readWrite' },
  // The image checked and the script's cover set: the table only.
  'handlers/images/set-cover.handler.ts': READS_AND_WRITES,
  // 'Melhorar prompt': the text model (never the image model) and the daily counter.
  'handlers/images/improve-prompt.handler.ts': { ...READS_AND_WRITES, bedrock: TEXT_MODEL },
  // Connections, and for a phone remote its failed attempts, the pairing and the owner's standing.
  'handlers/realtime/ws-connect.handler.ts': READS_AND_WRITES,
  'handlers/realtime/ws-disconnect.handler.ts': READS_AND_WRITES,
  // The teleprompter remote's frames: the sender's row and the pairing, pushes to the owner's
  // connections or the pairing's phones, and a gone connection's rows deleted.
  'handlers/realtime/ws-message.handler.ts': { ...READS_AND_WRITES, manageConnections: true },
  // The account's standing (every token check), then the pairing's conditional PutItem.
  'handlers/teleprompter/create-pairing.handler.ts': READS_AND_WRITES,
  'handlers/accounts/post-confirmation.handler.ts': WRITES,
  'handlers/accounts/custom-message.handler.ts': NOTHING,
  // The task token on the job row, then the provider's run, signed with the shared secret.
  'handlers/jobs/start-finder-job.task.ts': { ...WRITES, secrets: ['viraliza/dev/finder-webhook'] },
};

/**
 * The functions that never check the origin header (docs/INFRA-NOTES.md §origin-secret): $disconnect and
 * $default run on a connection $connect accepted, and the rest are not behind an API. Every other row above
 * reads the stack's origin secret too, and nothing else of it.
 */
const NO_ORIGIN_CHECK = new Set([
  'handlers/realtime/ws-disconnect.handler.ts',
  'handlers/realtime/ws-message.handler.ts',
  'handlers/accounts/post-confirmation.handler.ts',
  'handlers/accounts/custom-message.handler.ts',
  'handlers/jobs/start-finder-job.task.ts',
  'handlers/generations/run-generation.worker.ts',
]);

/** The origin secret as granted.ts reads it: the stack makes it, so the grant names it by its Ref. */
function originSecretOf(x: Synthesized): string {
  const ids = Object.keys(x.template.findResources('AWS::SecretsManager::Secret'));
  expect(ids).toHaveLength(1);
  return JSON.stringify({ Ref: ids[0] });
}

/** A row of the table, with the origin secret when the entry checks the header. */
function withOrigin(x: Synthesized, entry: string, expected: Granted): Granted {
  if (NO_ORIGIN_CHECK.has(entry)) return expected;
  return { ...expected, secrets: [...expected.secrets, originSecretOf(x)].sort() };
}

/** Every Lambda the stack builds, by the entry it runs. */
function functionsByEntry(s: Synthesized): Map<string, LambdaFunction> {
  const { api, realtime, auth, jobs, generationWorker } = s.stack;
  return new Map<string, LambdaFunction | undefined>([
    ...HTTP_ROUTES.map((r) => [r.entry, api.functions[`${r.method} ${r.path}`]] as const),
    ...WEBSOCKET_ROUTES.map((r) => [r.entry, realtime.functions[r.routeKey]] as const),
    ...Object.entries(COGNITO_TRIGGERS).map(
      ([key, t]) => [t.entry, auth.triggers[key as keyof typeof COGNITO_TRIGGERS]] as const,
    ),
    [JOB_TASKS.StartFinderJob.entry, jobs.startTask],
    [GENERATION_WORKER.entry, generationWorker.fn],
  ]) as Map<string, LambdaFunction>;
}

let s: Synthesized;
beforeAll(() => {
  s = synth({ stage: 'dev' });
});

const environmentOf = (x: Synthesized, fn: LambdaFunction): Record<string, unknown> =>
  x.template.toJSON().Resources[logicalIdOf(x.stack, fn)].Properties.Environment.Variables;

describe('least privilege, against a table written by hand', () => {
  it('has a row for every Lambda of the stack, and only for those', () => {
    const byEntry = functionsByEntry(s);
    expect([...byEntry.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect([...byEntry.values()].every(Boolean)).toBe(true);
    expect(byEntry.size).toBe(s.stack.functions.created.length);
  });

  it.each(Object.entries(EXPECTED))(
    'grants %s exactly what it needs: nothing missing, nothing extra',
    (entry, expected) => {
      const fn = functionsByEntry(s).get(entry)!;
      expect(grantedTo(s.template, logicalIdOf(s.stack, fn))).toEqual(withOrigin(s, entry, expected));
      // Publishing needs the endpoint as much as the right.
      expect('WS_MANAGEMENT_ENDPOINT' in environmentOf(s, fn)).toBe(expected.manageConnections);
    },
  );
});

it('lets no role Scan the table: every access pattern is a key lookup or a Query (docs/DATA-MODEL.md)', () => {
  const statements = Object.values(s.template.findResources('AWS::IAM::Policy')).flatMap(
    (p) => (p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>) ?? [],
  );
  const actions = statements.flatMap((st) => [st.Action].flat());
  expect(actions).toContain('dynamodb:Query');
  expect(actions.filter((a) => /^dynamodb:(Scan|\*)$/.test(a))).toEqual([]);
});

describe('the comparison itself', () => {
  // Two routes whose declarations are wrong on purpose: the template must show both mistakes.
  let wrong: Synthesized;
  beforeAll(() => {
    wrong = synth({
      httpRoutes: [
        route(
          'GET /api/health',
          'handlers/health/health.handler.ts',
          access({ table: 'readWrite', realtime: true, imageModel: true }),
          { public: true },
        ),
        route(
          'POST /api/scripts/generate',
          'handlers/scripts/generate-script.handler.ts',
          access({ table: 'read', textModel: true }),
        ),
      ],
    });
  });
  const granted = (routeKey: string) =>
    grantedTo(wrong.template, logicalIdOf(wrong.stack, wrong.stack.api.functions[routeKey]!));

  it('sees an extra grant', () => {
    expect(granted('GET /api/health')).toEqual({
      ...NOTHING,
      secrets: [originSecretOf(wrong)],
      dynamodb: 'readWrite',
      manageConnections: true,
      bedrock: ['us-west-2::foundation-model/stability.stable-image-core-v1:1'],
    });
  });

  it('sees a missing grant', () => {
    expect(granted('POST /api/scripts/generate')).toEqual({
      ...NOTHING,
      dynamodb: 'read',
      bedrock: TEXT_MODEL,
      secrets: [originSecretOf(wrong)],
    });
  });
});
