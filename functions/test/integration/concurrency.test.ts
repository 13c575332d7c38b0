import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CREDIT_COSTS, FREE_PLAN_LIMITS } from '@shared/plans/plans';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoIdeaResultStore } from '../../src/adapters/dynamo/idea-result-store.dynamo';
import { DynamoImageStore } from '../../src/adapters/dynamo/image-store.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { LocalObjectStore } from '../../src/adapters/objects/local-object-store';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { PAID_STARTS, type PaidStart } from '../support/paid-starts';
import {
  SIMPLE_REQUEST,
  apiEvent,
  finishedGeneration,
  makeHarness,
  makeTestDb,
  subscribedUser,
  TABLE,
  userRows,
  type Harness,
} from './harness';

/**
 * Issue 34's atomicity under concurrency (docs/QUALITY.md §concurrency): every paid start hammered
 * by 50 concurrent requests through the real handlers on DynamoDB Local, and the invariants read
 * back from the table: the balance never below 0, exactly floor(balance / cost) charged, the rest
 * refused in pt-BR, the free plan's limits exact. The hub's and the webhook's races live with their
 * features (hub.test.ts, billing.test.ts).
 */
const N = 50;
/** A race takes 2–17 s on the shared 2-core machine, depending on its load (docs/QUALITY.md §concurrency). */
const RACE_TIMEOUT_MS = 60_000;
const NO_CREDITS = { error: 'insufficient_credits', message: 'Créditos insuficientes' };
const db = makeTestDb();
let h: Harness;
let dir: string;
type Handler = ReturnType<PaidStart['make']>;
let handlers: Map<PaidStart, Handler>;

beforeAll(async () => {
  h = await makeHarness();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-concurrency-'));
  Object.assign(h.deps, {
    realtime: { publish: async () => {} },
    scripts: new DynamoScriptStore(db, TABLE),
    writer: new OfflineWriter({ delayMs: 0 }),
    ledger: new DynamoCreditLedger(db, TABLE),
    results: new DynamoIdeaResultStore(db, TABLE),
    images: new DynamoImageStore(db, TABLE),
    objects: new LocalObjectStore({ dir, secret: 'concurrency-secret-of-32-characters', clock: h.deps.clock }),
    // 50 at once is ten times the per-user bucket's burst: the credits alone must stop them here
    // (the bucket has its own race in rate-limits.test.ts)
    limiter: { take: async () => {}, countDaily: async () => {} },
  });
  handlers = new Map(Object.values(PAID_STARTS).map((start) => [start, start.make(h.deps)]));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
const balance = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;

/** A script of the user's to edit: generated through the route, as the page makes one. */
async function aScriptOf(token: string): Promise<string> {
  const started = parse(
    await handlers.get(PAID_STARTS.scripts!)!(
      apiEvent('POST /api/scripts/generate', { token, body: { generationId: randomUUID(), request: SIMPLE_REQUEST } }),
    ),
  );
  const done = await finishedGeneration(h, token, started);
  expect(done.status).toBe(200);
  return done.body.scripts[0].id as string;
}

/**
 * N starts of `start` at once, each run to its end by the in-process worker: the start's answer and
 * the final status of each (200 done, else the start's refusal or the job's failure), and the lowest
 * balance read back as each start answered (a read per answer, racing the others' charges).
 */
async function hammer(start: PaidStart, user: { id: string; token: string }, scriptId?: string) {
  const seen: number[] = [];
  const pathParameters = scriptId ? { id: scriptId } : undefined;
  const started = await Promise.all(
    Array.from({ length: N }, async () => {
      const answer = parse(
        await handlers.get(start)!(apiEvent(start.routeKey, { token: user.token, body: start.body(), pathParameters })),
      );
      seen.push(await balance(user.id));
      return answer;
    }),
  );
  const ended = await Promise.all(started.map((s) => finishedGeneration(h, user.token, s)));
  return { started, ended, lowest: Math.min(...seen) };
}

describe(`credits: ${N} concurrent paid starts of one user`, () => {
  it.each(Object.entries(PAID_STARTS))(
    '%s: exactly floor(balance / cost) succeed, the rest get 402 in pt-BR, and the balance never goes below 0',
    async (_name, start) => {
      const affords = 3;
      const user = await subscribedUser(h, 'pro', start.onScript ? (affords + 1) * start.cost : affords * start.cost);
      const scriptId = start.onScript ? await aScriptOf(user.token) : undefined;
      const before = await balance(user.id);
      expect(Math.floor(before / start.cost)).toBe(affords);

      const { started, ended, lowest } = await hammer(start, user, scriptId);

      expect(ended.filter((r) => r.status === 200)).toHaveLength(affords);
      const refused = started.filter((r) => r.status !== 202);
      expect(refused).toHaveLength(N - affords);
      for (const r of refused) expect(r).toEqual({ status: 402, body: NO_CREDITS });
      expect(await balance(user.id)).toBe(before - affords * start.cost);
      expect(lowest).toBeGreaterThanOrEqual(0);
    },
    RACE_TIMEOUT_MS,
  );
});

describe(`the free plan's limits under ${N} concurrent requests`, () => {
  const rowsOf = async (userId: string, prefix: string) =>
    (await userRows(db, userId)).filter((r) => String(r.sk).startsWith(prefix));

  it(
    `a free month (200 credits) makes exactly ${FREE_PLAN_LIMITS.savedScripts} scripts, and keeps them`,
    async () => {
      const user = await subscribedUser(h, 'free', 200);
      const { ended } = await hammer(PAID_STARTS.scripts!, user);
      expect(ended.filter((r) => r.status === 200)).toHaveLength(FREE_PLAN_LIMITS.savedScripts);
      expect(ended.filter((r) => r.status === 402)).toHaveLength(N - FREE_PLAN_LIMITS.savedScripts);
      expect(await balance(user.id)).toBe(0);
      expect(await rowsOf(user.id, 'SCRIPT#')).toHaveLength(FREE_PLAN_LIMITS.savedScripts);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `with credits for 10, keeps only the newest ${FREE_PLAN_LIMITS.savedScripts} scripts however the 10 race`,
    async () => {
      const user = await subscribedUser(h, 'free', 10 * CREDIT_COSTS.script);
      const { ended } = await hammer(PAID_STARTS.scripts!, user);
      expect(ended.filter((r) => r.status === 200)).toHaveLength(10);
      expect(await balance(user.id)).toBe(0);
      expect(await rowsOf(user.id, 'SCRIPT#')).toHaveLength(FREE_PLAN_LIMITS.savedScripts);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `makes exactly ${FREE_PLAN_LIMITS.imagesTotal} image with credits for 10, charged once`,
    async () => {
      const user = await subscribedUser(h, 'free', 10 * CREDIT_COSTS.image);
      const { ended, started } = await hammer(PAID_STARTS.images!, user);
      expect(ended.filter((r) => r.status === 200)).toHaveLength(FREE_PLAN_LIMITS.imagesTotal);
      const refused = started.filter((r) => r.status !== 202);
      expect(refused).toHaveLength(N - FREE_PLAN_LIMITS.imagesTotal);
      for (const r of refused)
        expect(r).toEqual({
          status: 403,
          body: {
            error: 'image_limit',
            message: 'Você atingiu o limite de imagens do plano gratuito. Faça upgrade para continuar!',
          },
        });
      expect(await balance(user.id)).toBe(9 * CREDIT_COSTS.image);
      expect(await rowsOf(user.id, 'IMAGE#')).toHaveLength(FREE_PLAN_LIMITS.imagesTotal);
    },
    RACE_TIMEOUT_MS,
  );
});
