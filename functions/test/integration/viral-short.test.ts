import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import {
  VIRAL_SHORT_MESSAGES,
  generateViralShortResponseSchema,
  saveViralShortResponseSchema,
} from '@shared/viral-short/viral-short.schema';
import { YOUTUBE_URL_MESSAGES } from '@shared/viral-short/youtube-url';
import { DynamoIdeaResultStore } from '../../src/adapters/dynamo/idea-result-store.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { keys } from '../../src/adapters/dynamo/keys';
import { NoTranscripts } from '../../src/adapters/youtube/no-transcripts';
import { PASTED_TEXTS } from '../support/viral-short';
import { makeHandler as makeGenerate } from '../../src/handlers/viral-short/generate-viral-short.handler';
import { makeHandler as makeSave } from '../../src/handlers/viral-short/save-viral-short.handler';
import {
  apiEvent,
  finishedIdea,
  makeHarness,
  makeTestDb,
  subscribedUser,
  TABLE,
  useDynamoScripts,
  type Harness,
} from './harness';
let generate: ReturnType<typeof makeGenerate>;
let save: ReturnType<typeof makeSave>;

/** Viral Curto end to end through its two handlers, on DynamoDB Local, in local mode (no captions). */
const db = makeTestDb();
const scripts = new DynamoScriptStore(db, TABLE);
let h: Harness;

beforeAll(async () => {
  h = await makeHarness();
  generate = makeGenerate(h.deps);
  save = makeSave(h.deps);
  useDynamoScripts(h, db);
  h.deps.results = new DynamoIdeaResultStore(db, TABLE);
  h.deps.transcripts = new NoTranscripts();
  // the per-user bucket has its own tests (rate-limits.test.ts)
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
});

const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;
const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });

/** The start, then (202) the job run to its end and read back as the short's answer (harness.ts' finishedIdea). */
function generateAs(token: string, body: Record<string, unknown>) {
  return generate(
    apiEvent('POST /api/viral-short/generate', {
      token,
      body: { operationId: randomUUID(), youtube_url: 'https://youtu.be/Pd8x1kQz9aA', ...body },
    }),
  )
    .then(parse)
    .then((started) => finishedIdea(h, token, started));
}

function saveAs(token: string, operationId: string, selectedHook: string) {
  return save(
    apiEvent('POST /api/viral-short/{operationId}/save', {
      token,
      pathParameters: { operationId },
      body: { selectedHook },
    }),
  ).then(parse);
}

it('writes a short from a pasted transcript, charges 100 and keeps the result a week', async () => {
  const u = await subscribedUser(h, 'pro', 1000);
  const r = await generateAs(u.token, { transcript: PASTED_TEXTS.corrida, target_duration_s: 30 });
  expect(r.status).toBe(200);
  const answer = generateViralShortResponseSchema.parse(r.body);
  expect(answer).toMatchObject({ writer: 'offline', creditsRemaining: 900 });
  expect(answer.result.meta.duration_seconds).toBe(30);
  expect(await credits(u.id)).toBe(900);
  const kept = await db.send(
    new GetCommand({ TableName: TABLE, Key: keys.ideaResult(u.id, answer.operationId), ConsistentRead: true }),
  );
  expect(kept.Item).toMatchObject({ tool: 'viral-short', input: { videoId: 'Pd8x1kQz9aA' } });
});

it('answers 422 transcript_required with the local-mode reason, and charges nothing, without a transcript', async () => {
  const u = await subscribedUser(h, 'pro', 1000);
  const r = await generateAs(u.token, {});
  expect(r).toEqual({
    status: 422,
    body: { error: 'transcript_required', message: VIRAL_SHORT_MESSAGES.transcriptLocal },
  });
  expect(await credits(u.id)).toBe(1000);
});

it.each([
  ['no URL', { youtube_url: '' }, YOUTUBE_URL_MESSAGES.required],
  ['a URL that is not YouTube', { youtube_url: 'https://vimeo.com/1' }, YOUTUBE_URL_MESSAGES.invalid],
  [
    'a duration off the list',
    { target_duration_s: 45, transcript: PASTED_TEXTS.corrida },
    VIRAL_SHORT_MESSAGES.duration,
  ],
])('refuses %s with 400 and its message, before charging', async (_name, body, message) => {
  const u = await subscribedUser(h, 'pro', 1000);
  expect(await generateAs(u.token, body)).toEqual({ status: 400, body: { error: 'validation_failed', message } });
  expect(await credits(u.id)).toBe(1000);
});

it('locks the free plan out (feature viral-curto)', async () => {
  const u = await subscribedUser(h, 'free', 200);
  const r = await generateAs(u.token, { transcript: PASTED_TEXTS.corrida });
  expect(r.status).toBe(403);
  expect(r.body.error).toBe('feature_locked');
  expect(await credits(u.id)).toBe(200);
});

it("saves the short once as a script of origin viral-short, with the chosen hook, and another user can't", async () => {
  const a = await subscribedUser(h, 'pro', 1000);
  const b = await subscribedUser(h, 'pro', 1000);
  const generated = generateViralShortResponseSchema.parse(
    (await generateAs(a.token, { transcript: PASTED_TEXTS.painel, target_duration_s: 90 })).body,
  );
  const hook = generated.result.hooks_variations[2]!;

  // user B knows the operation id, but its key is under A: not found, nothing saved
  expect(await saveAs(b.token, generated.operationId, hook.id)).toEqual({
    status: 404,
    body: { error: 'not_found', message: IDEA_ERRORS.resultGone },
  });

  const first = await saveAs(a.token, generated.operationId, hook.id);
  expect(first.status).toBe(200);
  const saved = saveViralShortResponseSchema.parse(first.body);
  expect(saved.created).toBe(true);
  expect(saved.script).toMatchObject({ origin: 'viral-short', format: 'shorts', duration: 90 });
  expect(saved.script.text.startsWith(`${hook.text}\n\n`)).toBe(true);

  // a second save (another hook, or a double click) answers the first script
  const again = saveViralShortResponseSchema.parse((await saveAs(a.token, generated.operationId, 'h1')).body);
  expect(again).toEqual({ script: saved.script, created: false });

  const page = await scripts.listPage(a.id, new Date(), { limit: 10, filter: { origin: 'viral-short' } });
  expect(page.items.map((s) => s.id)).toEqual([saved.script.id]);
  // a paid plan's script leaves the history 90 days on
  expect(page.items[0]!.ttl).toBe(Math.floor(Date.parse(saved.script.createdAt) / 1000) + 90 * 86_400);
  expect((await scripts.listPage(b.id, new Date(), { limit: 10 })).items).toEqual([]);
});

it('answers 404 for a result that does not exist, and 400 for a hook it does not have', async () => {
  const u = await subscribedUser(h, 'pro', 1000);
  expect((await saveAs(u.token, randomUUID(), 'h1')).status).toBe(404);
  expect((await saveAs(u.token, 'not-an-id', 'h1')).status).toBe(404);
  const generated = generateViralShortResponseSchema.parse(
    (await generateAs(u.token, { transcript: PASTED_TEXTS.corrida })).body,
  );
  expect(await saveAs(u.token, generated.operationId, 'h9')).toEqual({
    status: 400,
    body: { error: 'validation_failed', message: VIRAL_SHORT_MESSAGES.hook },
  });
});
