import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { generateViralQuestionsResponseSchema, repeatedQuestion } from '@shared/viral-questions/viral-questions.schema';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoIdeaResultStore } from '../../src/adapters/dynamo/idea-result-store.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import type { RealtimePublisher, TextWriter, WritePrompt } from '../../src/core/ports';
import { makeHandler } from '../../src/handlers/viral-questions/generate-viral-questions.handler';
import { TABLE, apiEvent, finishedIdea, makeHarness, makeTestDb, subscribedUser, type Harness } from './harness';
let handler: ReturnType<typeof makeHandler>;

/** POST /api/viral-questions/generate end to end on DynamoDB Local (docs/PRODUCT.md §flows.idea-tools). */
const db = makeTestDb();
const ledger = new DynamoCreditLedger(db, TABLE);
const results = new DynamoIdeaResultStore(db, TABLE);
const scripts = new DynamoScriptStore(db, TABLE);

let h: Harness;
let events: Array<{ type: string; [k: string]: unknown }>;

beforeAll(async () => {
  h = await makeHarness();
  handler = makeHandler(h.deps);
  h.deps.ledger = ledger;
  h.deps.results = results;
  // the generation bucket has its own tests (rate-limits.test.ts)
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
});

function useWriter(writer: TextWriter) {
  Object.assign(h.deps, { scripts, writer });
}

beforeEach(() => {
  events = [];
  const recorder: RealtimePublisher = { publish: async (_u, event) => void events.push(event) };
  h.deps.realtime = recorder;
  useWriter(new OfflineWriter({ delayMs: 0 }));
});

const userWith = (plan: Subscription['plan'], credits: number) => subscribedUser(h, plan, credits);
const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;

/**
 * What the page ends with (docs/ARCHITECTURE.md §generation-jobs): the start's refusal as it came;
 * else 202, the job run to its end, and GET /api/generations/{id} read back as the questions' answer
 * (200) or the job's pt-BR failure (500, as the request failed before jobs).
 */
async function generate(token: string, body: Record<string, unknown>) {
  const r = await handler(apiEvent('POST /api/viral-questions/generate', { token, body }));
  const done = await finishedIdea(h, token, { status: r.statusCode!, body: JSON.parse(r.body!) });
  if (done.status !== 200) return done;
  const { result, ...answer } = done.body;
  return { status: 200, body: { ...answer, questions: result.questions } };
}

/** A writer that answers each call with the next text, and records the prompts it got. */
function scripted(answers: string[]) {
  const prompts: WritePrompt[] = [];
  const writer: TextWriter = {
    kind: 'bedrock',
    write: async (prompt, { onDelta }) => {
      prompts.push(prompt);
      const text = answers.shift() ?? '';
      onDelta(text);
      return text;
    },
  };
  return { writer, prompts };
}

const questions = (n: number) => Array.from({ length: n }, (_, i) => `Qual é a dúvida número ${i + 1} sobre pets?`);

it('charges 100 credits, answers the asked number of distinct questions, streams them and keeps them', async () => {
  const ana = await userWith('pro', 1000);
  const operationId = randomUUID();
  const r = await generate(ana.token, { operationId, niche: '  Confeitaria caseira ', quantity: 25 });

  expect(r.status).toBe(200);
  const body = z.parse(generateViralQuestionsResponseSchema, r.body);
  expect(body).toMatchObject({ operationId, writer: 'offline', creditsRemaining: 900 });
  expect(body.questions).toHaveLength(25);
  expect(repeatedQuestion(body.questions)).toBeNull();
  // the niche whole, as a quoted title (its spaces folded), but in the third that asks about its niche's mistakes
  const titled = body.questions.filter((q) => q.includes('“Confeitaria caseira”'));
  expect(titled.length).toBeGreaterThanOrEqual(25 - Math.floor(25 / 3));
  expect(await credits(ana.id)).toBe(900);

  // the JSON streamed under the operation id, then done
  const deltas = events.filter((e) => e.type === 'script.delta');
  expect(deltas.every((d) => d.generationId === operationId)).toBe(true);
  expect(JSON.parse(deltas.map((d) => d.text).join('')).questions).toEqual(body.questions);
  expect(events.at(-1)).toEqual({ type: 'script.done', generationId: operationId });

  // kept with its settled charge (I1, I2)
  const now = new Date();
  expect(await ledger.getCharge(ana.id, operationId, now)).toMatchObject({ status: 'done' });
  expect(await results.get(ana.id, operationId, now)).toMatchObject({
    tool: 'questions',
    input: { niche: 'Confeitaria caseira', quantity: 25 },
    result: { questions: body.questions },
    writer: 'offline',
  });
});

it('answers a retried operation id with the kept questions, charged once, even when sent 5 times at once', async () => {
  const bia = await userWith('pro', 1000);
  const operationId = randomUUID();
  const first = await generate(bia.token, { operationId, niche: 'pets', quantity: 5 });
  expect(first.status).toBe(200);

  const again = await Promise.all(
    Array.from({ length: 5 }, () => generate(bia.token, { operationId, niche: 'pets', quantity: 5 })),
  );
  for (const r of again) expect(r).toEqual({ status: 200, body: { ...first.body, creditsRemaining: 900 } });
  expect(await credits(bia.id)).toBe(900);
});

it('defaults to 10 questions', async () => {
  const caio = await userWith('enterprise', 500);
  const r = await generate(caio.token, { operationId: randomUUID(), niche: 'investimentos' });
  expect(r.status).toBe(200);
  expect(r.body.questions).toHaveLength(10);
});

it('retries once with the problem stated, and keeps the good second answer', async () => {
  const dani = await userWith('pro', 500);
  const { writer, prompts } = scripted([
    JSON.stringify({ questions: questions(4) }),
    '```json\n' + JSON.stringify({ questions: questions(5) }) + '\n```',
  ]);
  useWriter(writer);
  const r = await generate(dani.token, { operationId: randomUUID(), niche: 'pets', quantity: 5 });
  expect(r).toMatchObject({ status: 200, body: { questions: questions(5), writer: 'bedrock', creditsRemaining: 400 } });
  expect(prompts).toHaveLength(2);
  expect(prompts[1]!.user).toMatch(/^Sua resposta anterior foi recusada: o motivo e a resposta estão no fim/);
  expect(prompts[1]!.user).toMatch(/\nMotivo da recusa: .*tem 4 dúvidas; eram pedidas exatamente 5\n/);
});

it('refunds the 100 credits after two bad answers, with "Formato de resposta inválido"', async () => {
  const edu = await userWith('pro', 500);
  const dup = [...questions(4), questions(1)[0]!];
  useWriter(scripted(['Claro! Aqui estão as dúvidas.', JSON.stringify({ questions: dup })]).writer);
  const operationId = randomUUID();
  const r = await generate(edu.token, { operationId, niche: 'pets', quantity: 5 });
  expect(r).toEqual({ status: 500, body: { error: 'internal', message: 'Formato de resposta inválido' } });
  expect(await credits(edu.id)).toBe(500);
  expect(await ledger.getCharge(edu.id, operationId, new Date())).toMatchObject({ status: 'failed' });
  expect(await results.get(edu.id, operationId, new Date())).toBeNull();
  expect(events.at(-1)).toEqual({
    type: 'script.failed',
    generationId: operationId,
    message: 'Formato de resposta inválido',
  });
});

it("refunds with 'Erro ao gerar dúvidas' when the model fails", async () => {
  const fabi = await userWith('pro', 500);
  useWriter({ kind: 'openai', write: async () => Promise.reject(new Error('socket hang up')) });
  const r = await generate(fabi.token, { operationId: randomUUID(), niche: 'pets', quantity: 5 });
  expect(r).toEqual({ status: 500, body: { error: 'internal', message: 'Erro ao gerar dúvidas' } });
  expect(await credits(fabi.id)).toBe(500);
});

it('refuses the free plan with 403 and charges nothing', async () => {
  const gabi = await userWith('free', 200);
  const r = await generate(gabi.token, { operationId: randomUUID(), niche: 'pets', quantity: 5 });
  expect(r).toEqual({
    status: 403,
    body: { error: 'feature_locked', message: 'Este recurso é exclusivo para assinantes Pro e Enterprise.' },
  });
  expect(await credits(gabi.id)).toBe(200);
});

it('refuses a blank niche with "Digite um nicho para continuar", and a quantity not offered, before charging', async () => {
  const hugo = await userWith('pro', 500);
  expect(await generate(hugo.token, { operationId: randomUUID(), niche: '   ', quantity: 10 })).toEqual({
    status: 400,
    body: { error: 'validation_failed', message: 'Digite um nicho para continuar' },
  });
  expect(await generate(hugo.token, { operationId: randomUUID(), niche: 'pets', quantity: 7 })).toEqual({
    status: 400,
    body: { error: 'validation_failed', message: 'Escolha 5, 10, 25 ou 50 dúvidas.' },
  });
  expect(await credits(hugo.id)).toBe(500);
});

it('answers 402 when the balance does not cover 100 credits', async () => {
  const ivo = await userWith('pro', 99);
  expect(await generate(ivo.token, { operationId: randomUUID(), niche: 'pets', quantity: 5 })).toEqual({
    status: 402,
    body: { error: 'insufficient_credits', message: 'Créditos insuficientes' },
  });
  expect(await credits(ivo.id)).toBe(99);
});
