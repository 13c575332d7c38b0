import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoAccountStore } from '../../src/adapters/dynamo/account-store.dynamo';
import { DynamoPaceStore } from '../../src/adapters/dynamo/pace-store.dynamo';
import { keys } from '../../src/adapters/dynamo/keys';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeGetPace } from '../../src/handlers/teleprompter/get-pace.handler';
import { makeHandler as makeRecordPace } from '../../src/handlers/teleprompter/record-pace.handler';
import { spokenWordCount } from '../../src/adapters/text/offline/compose';
import {
  finishedGeneration,
  generateAs,
  TABLE,
  apiEvent,
  makeHarness,
  makeTestDb,
  subscribedUser,
  useDynamoScripts,
  type Harness,
} from './harness';

/** docs/PRODUCT.md §flows.teleprompter.pace against DynamoDB Local (docs/DATA-MODEL.md T1, T2). */
const db = makeTestDb();
let h: Harness;
let getPace: ReturnType<typeof makeGetPace>;
let recordPace: ReturnType<typeof makeRecordPace>;

beforeAll(async () => {
  h = await makeHarness();
  const deps = { ...h.deps, pace: new DynamoPaceStore(db, TABLE) };
  getPace = makeGetPace(deps);
  recordPace = makeRecordPace(deps);
});

const take = (words: number, durationMs = 60_000) => ({ words, durationMs, fillers: 1, source: 'voice' });
async function post(token: string, body: unknown) {
  const r = await recordPace(apiEvent('POST /api/teleprompter/pace', { token, body }));
  return { status: r.statusCode, body: JSON.parse(r.body!) };
}
async function get(token: string) {
  const r = await getPace(apiEvent('GET /api/teleprompter/pace', { token }));
  return { status: r.statusCode, body: JSON.parse(r.body!) };
}

it("starts with no average, then averages all the words over all the time of the user's takes", async () => {
  const u = await subscribedUser(h, 'free', 200);
  expect(await get(u.token)).toEqual({ status: 200, body: { averageWpm: null, takes: 0 } });
  expect(await post(u.token, take(150))).toEqual({ status: 200, body: { averageWpm: 150, takes: 1 } });
  expect(await post(u.token, take(340, 120_000))).toEqual({ status: 200, body: { averageWpm: 163, takes: 2 } });
  expect(await get(u.token)).toEqual({ status: 200, body: { averageWpm: 163, takes: 2 } });

  const item = (await db.send(new GetCommand({ TableName: TABLE, Key: keys.pace(u.id) }))).Item;
  expect(item).toMatchObject({ type: 'pace', userId: u.id, totalWords: 490, totalMs: 180_000, takes: 2 });
  expect(typeof item?.updatedAt).toBe('string');
});

it('counts every one of 20 takes saved at once (ADD, no read-modify-write)', async () => {
  const u = await subscribedUser(h, 'pro', 0);
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(u.token, take(100 + i))));
  expect(results.every((r) => r.status === 200)).toBe(true);
  // 100 + 101 + … + 119 = 2190 words in 20 minutes
  expect(await get(u.token)).toEqual({ status: 200, body: { averageWpm: 110, takes: 20 } });
});

it('refuses an absurd take with a pt-BR 400 and keeps it out of the average', async () => {
  const u = await subscribedUser(h, 'free', 200);
  await post(u.token, take(150));
  const r = await post(u.token, take(1000));
  expect(r.status).toBe(400);
  expect(r.body.message).toMatch(/^Esse ritmo não parece uma leitura/);
  expect(await get(u.token)).toEqual({ status: 200, body: { averageWpm: 150, takes: 1 } });
});

it('keeps each user to their own pace', async () => {
  const a = await subscribedUser(h, 'free', 200);
  const b = await subscribedUser(h, 'free', 200);
  await post(a.token, take(200));
  expect(await get(b.token)).toEqual({ status: 200, body: { averageWpm: null, takes: 0 } });
});

it("sizes the user's next script at the measured pace", async () => {
  useDynamoScripts(h, db);
  const u = await subscribedUser(h, 'pro', 1000);
  await post(u.token, take(180));
  const started = await generateAs(makeGenerate(h.deps), u.token);
  const res = await finishedGeneration(h, u.token, started);
  // 30 s at 180 wpm: about 90 spoken words (the offline writer keeps within ±15%)
  const words = spokenWordCount(res.body.scripts[0]!.text);
  expect(words).toBeGreaterThanOrEqual(77);
  expect(words).toBeLessThanOrEqual(103);
});

it("goes with the account: deletion's erase of the user's partition takes the pace item too", async () => {
  const u = await subscribedUser(h, 'free', 200);
  await post(u.token, take(150));
  await new DynamoAccountStore(db, TABLE).deleteEverything(u.id);
  expect((await db.send(new GetCommand({ TableName: TABLE, Key: keys.pace(u.id) }))).Item).toBeUndefined();
});
