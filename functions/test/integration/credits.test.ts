import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { subscriptionSchema } from '@shared/subscription/subscription.schema';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import type { RealtimePublisher } from '../../src/core/ports';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeGetSubscription } from '../../src/handlers/subscription/get-subscription.handler';
import { apiEvent, finishedGeneration, generateAs, makeHarness, subscribedUser, type Harness } from './harness';
let generate: ReturnType<typeof makeGenerate>;
let getSubscription: ReturnType<typeof makeGetSubscription>;

/**
 * Issue 9 #9: credits held by a crashed generation come back when the subscription is read,
 * show as 'em uso' while held, and the killed generation's retry starts anew.
 */
const TABLE = process.env.TEST_TABLE_NAME!;
const db = makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });
const ledger = new DynamoCreditLedger(db, TABLE);

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
  generate = makeGenerate(h.deps);
  getSubscription = makeGetSubscription(h.deps);
});

beforeEach(() => {
  const silent: RealtimePublisher = { publish: async () => {} };
  h.deps.realtime = silent;
  Object.assign(h.deps, { scripts: new DynamoScriptStore(db, TABLE), writer: new OfflineWriter({ delayMs: 0 }) });
  h.deps.ledger = ledger;
});

const userWith = (plan: Subscription['plan'], credits: number) => subscribedUser(h, plan, credits);
const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
/** A generation to its end, as the browser sees it (the job run in-process, then GET /api/generations/{id}). */
const gen = async (token: string, generationId?: string) =>
  finishedGeneration(h, token, await generateAs(generate, token, generationId));
const readSubscription = async (token: string) =>
  parse(await getSubscription(apiEvent('GET /api/subscription', { token })));
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
/** A generation charged at `at` whose process then died: pending, never settled nor refunded. */
async function chargedAt(userId: string, at: Date, cost = 100, generationId: string = randomUUID()): Promise<string> {
  await ledger.charge({ userId, operationId: generationId, cost, kind: 'generate', now: at });
  return generationId;
}
const rawCharge = async (userId: string, id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE, Key: { pk: `USER#${userId}`, sk: `GEN#${id}` }, ConsistentRead: true }),
    )
  ).Item;

describe('GET /api/subscription', () => {
  it("gives back a dead generation's credits (the repro: a free user at 0 after a restart), once, and shows live ones as in use", async () => {
    const u = await userWith('free', 200);
    const dead = await chargedAt(u.id, minutesAgo(9));
    await chargedAt(u.id, minutesAgo(1)); // still running
    const r = await readSubscription(u.token);
    expect(r.status).toBe(200);
    const sub = subscriptionSchema.parse(r.body);
    expect(sub).toMatchObject({ creditsRemaining: 100, creditsInUse: 100 });
    expect(await rawCharge(u.id, dead)).toMatchObject({ status: 'failed', stale: true });

    // read again: nothing more to give back
    expect((await readSubscription(u.token)).body).toMatchObject({ creditsRemaining: 100, creditsInUse: 100 });
  });

  it('refunds each dead generation exactly once while reads and generations race', async () => {
    const u = await userWith('pro', 1000);
    await chargedAt(u.id, minutesAgo(9));
    await chargedAt(u.id, minutesAgo(30), 300);
    expect((await h.deps.accounts.getSubscription(u.id))!.creditsRemaining).toBe(600);

    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => readSubscription(u.token)),
      gen(u.token),
      gen(u.token),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = (await readSubscription(u.token)).body;
    expect(after).toMatchObject({ creditsRemaining: 1000 - 200, creditsInUse: 0 });
  });

  it('counts no credits in use when nothing is running', async () => {
    const u = await userWith('pro', 1000);
    expect((await gen(u.token)).status).toBe(200);
    expect((await readSubscription(u.token)).body).toMatchObject({ creditsRemaining: 900, creditsInUse: 0 });
  });
});

describe('retrying a generation whose process died', () => {
  it('starts anew once its charge was refunded as stale: charged once, one script', async () => {
    const u = await userWith('free', 200);
    const killed = await chargedAt(u.id, minutesAgo(9));
    expect((await readSubscription(u.token)).body.creditsRemaining).toBe(200);

    const retry = await gen(u.token, killed);
    expect(retry.status).toBe(200);
    expect(retry.body.scripts).toHaveLength(1);
    expect(retry.body.creditsRemaining).toBe(100);
    expect(await rawCharge(u.id, killed)).toMatchObject({ status: 'done' });

    // the same id again is the usual replay: the same script, no new charge
    const again = await gen(u.token, killed);
    expect(again).toMatchObject({ status: 200, body: { creditsRemaining: 100 } });
    expect(again.body.scripts[0].id).toBe(retry.body.scripts[0].id);
  });

  it('starts anew without a prior read too: the paying route reconciles first', async () => {
    const u = await userWith('free', 200);
    const killed = await chargedAt(u.id, minutesAgo(9));
    expect(await gen(u.token, killed)).toMatchObject({ status: 200, body: { creditsRemaining: 100 } });
  });

  it('lets exactly one of racing retries charge it anew', async () => {
    const u = await userWith('pro', 1000);
    const killed = await chargedAt(u.id, minutesAgo(9));
    await readSubscription(u.token);
    const results = await Promise.all(Array.from({ length: 4 }, () => gen(u.token, killed)));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await h.deps.accounts.getSubscription(u.id))!.creditsRemaining).toBe(900);
  });

  it('answers a retry of a generation that is still running with a 409 only until it is found dead', async () => {
    const u = await userWith('pro', 1000);
    const running = await chargedAt(u.id, minutesAgo(1));
    expect(await gen(u.token, running)).toMatchObject({
      status: 409,
      body: { error: 'conflict', message: 'Este roteiro ainda está sendo gerado.' },
    });
  });

  it('keeps a plainly failed generation (refunded by its own request) used: a clear 409, no charge', async () => {
    const u = await userWith('pro', 1000);
    const failed = await chargedAt(u.id, new Date());
    await ledger.refund({
      userId: u.id,
      operationId: failed,
      cost: 100,
      reason: 'Erro ao gerar roteiro',
      now: new Date(),
    });
    expect(await gen(u.token, failed)).toMatchObject({
      status: 409,
      body: { error: 'conflict', message: 'Esta geração já foi usada. Gere o roteiro de novo.' },
    });
    expect((await h.deps.accounts.getSubscription(u.id))!.creditsRemaining).toBe(1000);
  });
});

describe('free credits renew (issue 10 #1, docs/PRODUCT.md §credits.renewal)', () => {
  /** A user whose reset date is `resetAt`, with `credits` left. */
  async function expiredUser(plan: Subscription['plan'], credits: number, resetAt: string) {
    const u = await userWith(plan, credits);
    const sub = (await h.deps.accounts.getSubscription(u.id))!;
    await h.deps.accounts.putSubscription({ ...sub, creditsTotal: 200, creditsResetAt: resetAt });
    return u;
  }
  const monthsAgo = (m: number) => {
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() - m, 1);
    return d.toISOString();
  };

  it('renews a free user out of credits when the subscription is read, a whole month past the old date', async () => {
    const from = monthsAgo(3); // three months missed: the next date is the first still ahead
    const u = await expiredUser('free', 0, from);
    const r = await readSubscription(u.token);
    expect(r.body).toMatchObject({ creditsRemaining: 200, creditsTotal: 200 });
    const next = new Date(r.body.creditsResetAt).getTime();
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThan(32 * 86_400_000);
    expect(new Date(r.body.creditsResetAt).getUTCDate()).toBe(new Date(from).getUTCDate());
    expect((await h.deps.accounts.getSubscription(u.id))!.creditsResetAt).toBe(r.body.creditsResetAt);
  });

  it('renews once when two requests race (the write is conditioned on the old date)', async () => {
    const from = monthsAgo(1);
    const u = await expiredUser('free', 0, from);
    const renewal = { fromResetAt: from, credits: 200, nextResetAt: '2099-01-01T00:00:00.000Z', now: new Date() };
    const results = await Promise.all([ledger.renew(u.id, renewal), ledger.renew(u.id, renewal)]);
    expect(results.sort()).toEqual([false, true]);
    // …and a charge after it is not undone by a late renewal.
    await ledger.charge({ userId: u.id, operationId: randomUUID(), cost: 100, kind: 'generate', now: new Date() });
    expect(await ledger.renew(u.id, renewal)).toBe(false);
    expect((await h.deps.accounts.getSubscription(u.id))!.creditsRemaining).toBe(100);
  });

  it('renews before a generation charges, so the first script of the new month is paid from it', async () => {
    const u = await expiredUser('free', 0, monthsAgo(1));
    expect((await gen(u.token)).status).toBe(200);
    expect((await h.deps.accounts.getSubscription(u.id))!.creditsRemaining).toBe(100);
  });

  it('leaves a paid plan past its date to billing', async () => {
    const u = await expiredUser('pro', 50, monthsAgo(1));
    expect((await readSubscription(u.token)).body.creditsRemaining).toBe(50);
  });

  it('refuses an unknown user without creating a row', async () => {
    const id = randomUUID();
    expect(
      await ledger.renew(id, { fromResetAt: monthsAgo(1), credits: 200, nextResetAt: monthsAgo(0), now: new Date() }),
    ).toBe(false);
    expect(await h.deps.accounts.getSubscription(id)).toBeNull();
  });
});
