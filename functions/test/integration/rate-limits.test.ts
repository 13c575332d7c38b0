import type { Clock, RealtimePublisher } from '../../src/core/ports';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoRateLimiter } from '../../src/adapters/dynamo/rate-limiter.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeDiagModel } from '../../src/handlers/scripts/diagnostic-model.handler';
import { PAID_STARTS } from '../support/paid-starts';
import { apiEvent, finishedGeneration, generateAs, makeHarness, subscribedUser, type Harness } from './harness';
let generate: ReturnType<typeof makeGenerate>;
let diagModel: ReturnType<typeof makeDiagModel>;

/** Issue 9 #12: the per-user limits (docs/PRODUCT.md §limits.rate) against DynamoDB Local. */
const TABLE = process.env.TEST_TABLE_NAME!;
const db = makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });
const RATE_MESSAGE = 'Muitas gerações seguidas. Aguarde alguns segundos e tente de novo.';

let h: Harness;
let realClock: Clock;
/** The handlers' clock: real unless a test moves it. */
let now: Date | null;

beforeAll(async () => {
  h = await makeHarness();
  generate = makeGenerate(h.deps);
  diagModel = makeDiagModel(h.deps);
  realClock = h.deps.clock;
  h.deps.clock = { now: () => now ?? realClock.now() };
});

beforeEach(() => {
  now = null;
  const silent: RealtimePublisher = { publish: async () => {} };
  h.deps.realtime = silent;
  Object.assign(h.deps, { scripts: new DynamoScriptStore(db, TABLE), writer: new OfflineWriter({ delayMs: 0 }) });
  h.deps.ledger = new DynamoCreditLedger(db, TABLE);
  h.deps.limiter = new DynamoRateLimiter(db, TABLE);
});

afterAll(() => {
  h.deps.clock = realClock;
});

const proUser = (credits = 15_000) => subscribedUser(h, 'pro', credits);
const gen = async (token: string) => {
  const started = await generateAs(generate, token);
  return { ...(await finishedGeneration(h, token, started)), headers: started.headers };
};
const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;

describe('the generation bucket (burst 5, then one every 6 s)', () => {
  it('lets at most 5 of 50 concurrent generations through; the rest get 429 with Retry-After and are not charged', async () => {
    const u = await proUser();
    const results = await Promise.all(Array.from({ length: 50 }, () => gen(u.token)));

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok.length).toBeLessThanOrEqual(5);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length + refused.length).toBe(50);
    for (const r of refused) {
      expect(r.body).toEqual({ error: 'rate_limited', message: RATE_MESSAGE });
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(6);
    }
    expect(await credits(u.id)).toBe(15_000 - 100 * ok.length);
  }, 20_000);

  it('refills one generation every 6 s, and keeps each user to their own bucket', async () => {
    const u = await proUser();
    const other = await proUser();
    now = new Date('2031-05-01T10:00:00.000Z');
    const statuses = async (token: string, n: number) =>
      (await Promise.all(Array.from({ length: n }, () => gen(token)))).map((r) => r.status).sort(); // racing: in no particular order

    expect(await statuses(u.token, 5)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await gen(u.token);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('6');
    expect(await statuses(other.token, 1)).toEqual([200]); // not someone else's share

    now = new Date('2031-05-01T10:00:03.000Z');
    expect((await gen(u.token)).headers['retry-after']).toBe('3');
    now = new Date('2031-05-01T10:00:06.000Z');
    expect(await statuses(u.token, 2)).toEqual([200, 429]);

    // an idle minute later, a full burst again
    now = new Date('2031-05-01T10:01:06.000Z');
    expect(await statuses(u.token, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await credits(u.id)).toBe(15_000 - 100 * 11);
  }, 20_000);
});

describe('every paid start shares the bucket (issue 34, web security: docs/QUALITY.md §web-security.rate-limits)', () => {
  it.each(Object.entries(PAID_STARTS).filter(([name]) => name !== 'scripts'))(
    'after a burst of 5 scripts, %s answers 429 in pt-BR with Retry-After, and charges nothing',
    async (_name, start) => {
      const u = await proUser();
      now = new Date('2031-06-01T10:00:00.000Z');
      expect((await Promise.all(Array.from({ length: 5 }, () => gen(u.token)))).map((r) => r.status)).toEqual(
        Array(5).fill(200),
      );
      const pathParameters = start.onScript ? { id: 'qualquer' } : undefined;
      const r = await start.make(h.deps)(
        apiEvent(start.routeKey, { token: u.token, body: start.body(), pathParameters }),
      );
      expect(r.statusCode).toBe(429);
      expect(JSON.parse(r.body!)).toEqual({ error: 'rate_limited', message: RATE_MESSAGE });
      expect((r.headers as Record<string, string>)['retry-after']).toBe('6');
      expect(await credits(u.id)).toBe(15_000 - 5 * 100);
    },
    20_000,
  );
});

describe('the model diagnostic (10 a day)', () => {
  it('answers the first 10 calls of a day and refuses the 11th with 429 until the next UTC day', async () => {
    const u = await proUser(0); // free of charge: no credits needed
    const diag = () => diagModel(apiEvent('POST /api/scripts/diagnostics/model', { token: u.token }));
    now = new Date('2031-05-01T23:00:00.000Z');

    const first = await Promise.all(Array.from({ length: 12 }, () => diag()));
    expect(first.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = first.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.headers!['retry-after']).toBe('3600');
    expect(JSON.parse(refused[0]!.body!)).toEqual({
      error: 'rate_limited',
      message: 'Você já testou o modelo de IA muitas vezes hoje. Tente de novo amanhã.',
    });

    now = new Date('2031-05-02T00:00:01.000Z');
    expect((await diag()).statusCode).toBe(200);
  });
});
