import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CREDIT_COSTS, FREE_PLAN_LIMITS } from '@shared/plans/plans';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoIdeaResultStore } from '../../src/adapters/dynamo/idea-result-store.dynamo';
import { DynamoImageStore } from '../../src/adapters/dynamo/image-store.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { LocalObjectStore } from '../../src/adapters/objects/local-object-store';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeAiEdit } from '../../src/handlers/scripts/ai-edit-script.handler';
import { makeHandler as makeQuestions } from '../../src/handlers/viral-questions/generate-viral-questions.handler';
import { makeHandler as makeShort } from '../../src/handlers/viral-short/generate-viral-short.handler';
import { makeHandler as makeNews } from '../../src/handlers/news/generate-news.handler';
import { makeHandler as makeImage } from '../../src/handlers/images/generate-image.handler';
import { PASTED_TEXTS } from '../support/viral-short';
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
 * Issue 34's atomicity under concurrency (docs/QUALITY.md §concurrency): every paid start hammered by 50 concurrent requests through the
 * real handlers on DynamoDB Local, and the invariants read back from the table: the balance never
 * below 0, exactly floor(balance / cost) charged, the rest refused in pt-BR, the free plan's limits
 * exact. The hub's and the webhook's races live with their features (hub.test.ts, billing.test.ts).
 */
const N = 50;
const NO_CREDITS = { error: 'insufficient_credits', message: 'Créditos insuficientes' };
const db = makeTestDb();
let h: Harness;
let dir: string;
type Handler = (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>;
let handlers: Record<'script' | 'edit' | 'questions' | 'short' | 'news' | 'image', Handler>;

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
  handlers = {
    script: makeGenerate(h.deps),
    edit: makeAiEdit(h.deps),
    questions: makeQuestions(h.deps),
    short: makeShort(h.deps),
    news: makeNews(h.deps),
    image: makeImage(h.deps),
  };
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
const balance = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;

interface Start {
  handler: keyof typeof handlers;
  routeKey: string;
  cost: number;
  body: () => Record<string, unknown>;
  /** A script the route works on, made first (the AI edit's). */
  onScript?: boolean;
}

const STARTS: Record<string, Start> = {
  'scripts (POST /api/scripts/generate)': {
    handler: 'script',
    routeKey: 'POST /api/scripts/generate',
    cost: CREDIT_COSTS.script,
    body: () => ({ generationId: randomUUID(), request: SIMPLE_REQUEST }),
  },
  'AI edits (POST /api/scripts/{id}/ai-edit)': {
    handler: 'edit',
    routeKey: 'POST /api/scripts/{id}/ai-edit',
    cost: CREDIT_COSTS.script,
    body: () => ({ generationId: randomUUID(), editPrompt: 'Deixe mais curto' }),
    onScript: true,
  },
  'viral questions (POST /api/viral-questions/generate)': {
    handler: 'questions',
    routeKey: 'POST /api/viral-questions/generate',
    cost: IDEA_TOOL_COSTS.questions,
    body: () => ({ operationId: randomUUID(), niche: 'pets', quantity: 5 }),
  },
  'viral shorts (POST /api/viral-short/generate)': {
    handler: 'short',
    routeKey: 'POST /api/viral-short/generate',
    cost: IDEA_TOOL_COSTS['viral-short'],
    body: () => ({
      operationId: randomUUID(),
      youtube_url: 'https://youtu.be/Pd8x1kQz9aA',
      transcript: PASTED_TEXTS.corrida,
      target_duration_s: 30,
    }),
  },
  'news (POST /api/news/generate)': {
    handler: 'news',
    routeKey: 'POST /api/news/generate',
    cost: IDEA_TOOL_COSTS.news,
    body: () => ({ operationId: randomUUID(), nicho: 'tecnologia', com_cta: false }),
  },
  'images (POST /api/images/generate)': {
    handler: 'image',
    routeKey: 'POST /api/images/generate',
    cost: CREDIT_COSTS.image,
    body: () => ({ operationId: randomUUID(), prompt: 'Um café na praia', format: 'square', style: 'fotografico' }),
  },
};

/** A script of the user's to edit: generated through the route, as the page makes one. */
async function aScriptOf(token: string): Promise<string> {
  const started = parse(
    await handlers.script(
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
async function hammer(start: Start, user: { id: string; token: string }, scriptId?: string) {
  const seen: number[] = [];
  const pathParameters = scriptId ? { id: scriptId } : undefined;
  const started = await Promise.all(
    Array.from({ length: N }, async () => {
      const answer = parse(
        await handlers[start.handler](
          apiEvent(start.routeKey, { token: user.token, body: start.body(), pathParameters }),
        ),
      );
      seen.push(await balance(user.id));
      return answer;
    }),
  );
  const ended = await Promise.all(started.map((s) => finishedGeneration(h, user.token, s)));
  return { started, ended, lowest: Math.min(...seen) };
}

describe(`credits: ${N} concurrent paid starts of one user`, () => {
  it.each(Object.entries(STARTS))(
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
    20_000,
  );
});

describe(`the free plan's limits under ${N} concurrent requests`, () => {
  const rowsOf = async (userId: string, prefix: string) =>
    (await userRows(db, userId)).filter((r) => String(r.sk).startsWith(prefix));

  it(`a free month (200 credits) makes exactly ${FREE_PLAN_LIMITS.savedScripts} scripts, and keeps them`, async () => {
    const user = await subscribedUser(h, 'free', 200);
    const { ended } = await hammer(STARTS['scripts (POST /api/scripts/generate)']!, user);
    expect(ended.filter((r) => r.status === 200)).toHaveLength(FREE_PLAN_LIMITS.savedScripts);
    expect(ended.filter((r) => r.status === 402)).toHaveLength(N - FREE_PLAN_LIMITS.savedScripts);
    expect(await balance(user.id)).toBe(0);
    expect(await rowsOf(user.id, 'SCRIPT#')).toHaveLength(FREE_PLAN_LIMITS.savedScripts);
  }, 20_000);

  it(`with credits for 10, keeps only the newest ${FREE_PLAN_LIMITS.savedScripts} scripts however the 10 race`, async () => {
    const user = await subscribedUser(h, 'free', 10 * CREDIT_COSTS.script);
    const { ended } = await hammer(STARTS['scripts (POST /api/scripts/generate)']!, user);
    expect(ended.filter((r) => r.status === 200)).toHaveLength(10);
    expect(await balance(user.id)).toBe(0);
    expect(await rowsOf(user.id, 'SCRIPT#')).toHaveLength(FREE_PLAN_LIMITS.savedScripts);
  }, 20_000);

  it(`makes exactly ${FREE_PLAN_LIMITS.imagesTotal} image with credits for 10, charged once`, async () => {
    const user = await subscribedUser(h, 'free', 10 * CREDIT_COSTS.image);
    const { ended, started } = await hammer(STARTS['images (POST /api/images/generate)']!, user);
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
  }, 20_000);
});
