import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { Script } from '@shared/scripts/script.schema';
import { generateScriptResponseSchema, listScriptsResponseSchema } from '@shared/scripts/script.schema';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { WriterError } from '../../src/core/errors';
import type { RealtimePublisher, TextWriter } from '../../src/core/ports';
import { STALE_GENERATION_REASON } from '../../src/generation/reconcile-generations';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeList } from '../../src/handlers/scripts/list-scripts.handler';
import { makeHandler as makeUpdate } from '../../src/handlers/scripts/update-script.handler';
import { makeHandler as makeRemove } from '../../src/handlers/scripts/delete-script.handler';
import { makeHandler as makeAiEdit } from '../../src/handlers/scripts/ai-edit-script.handler';
import { makeHandler as makeRoundTrip } from '../../src/handlers/scripts/diagnostic-round-trip.handler';
import { apiEvent, finishedGeneration, makeHarness, storedScript, subscribedUser, type Harness } from './harness';
let generate: ReturnType<typeof makeGenerate>;
let list: ReturnType<typeof makeList>;
let update: ReturnType<typeof makeUpdate>;
let remove: ReturnType<typeof makeRemove>;
let aiEdit: ReturnType<typeof makeAiEdit>;
let roundTrip: ReturnType<typeof makeRoundTrip>;

const TABLE = process.env.TEST_TABLE_NAME!;
const db = makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });
const store = new DynamoScriptStore(db, TABLE);
const ledger = new DynamoCreditLedger(db, TABLE);
const offline = new OfflineWriter({ delayMs: 0 });

let h: Harness;
let events: Array<{ userId: string; event: { type: string; [k: string]: unknown } }>;

beforeAll(async () => {
  h = await makeHarness();
  generate = makeGenerate(h.deps);
  list = makeList(h.deps);
  update = makeUpdate(h.deps);
  remove = makeRemove(h.deps);
  aiEdit = makeAiEdit(h.deps);
  roundTrip = makeRoundTrip(h.deps);
});

beforeEach(() => {
  events = [];
  const recorder: RealtimePublisher = { publish: async (userId, event) => void events.push({ userId, event }) };
  h.deps.realtime = recorder;
  Object.assign(h.deps, { scripts: store, writer: offline });
  h.deps.ledger = ledger;
  // The credit races here run more generations at once than the per-user bucket lets
  // through; that limit has its own tests (rate-limits.test.ts).
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
});

const userWith = (plan: Subscription['plan'], credits: number) => subscribedUser(h, plan, credits);

const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;
const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
const simple = (idea = 'Como vender bolo de pote no bairro', duracao = 30) => ({
  mode: 'simple',
  idea,
  duracao,
  aparecer: 'Sim',
  influencer: '',
});

async function gen(token: string, request: unknown = simple(), generationId = randomUUID()) {
  const started = parse(
    await generate(apiEvent('POST /api/scripts/generate', { token, body: { generationId, request } })),
  );
  return finishedGeneration(h, token, started);
}
async function listOf(token: string): Promise<Script[]> {
  const r = parse(await list(apiEvent('GET /api/scripts', { token })));
  expect(r.status).toBe(200);
  return listScriptsResponseSchema.parse(r.body).items;
}
const rawItem = async (userId: string, id: string) =>
  (await db.send(new GetCommand({ TableName: TABLE, Key: { pk: `USER#${userId}`, sk: `SCRIPT#${id}` } }))).Item;
const rawGeneration = async (userId: string, generationId: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: TABLE,
        Key: { pk: `USER#${userId}`, sk: `GEN#${generationId}` },
        ConsistentRead: true,
      }),
    )
  ).Item;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const epochS = (d: Date) => Math.floor(d.getTime() / 1000);
const WEEK_S = 7 * 86_400;

/** Charges a generation through the ledger's own L1 at a past instant, as a process that then died would have. */
async function chargedAt(
  userId: string,
  at: Date,
  cost = 100,
  kind: 'generate' | 'edit' = 'generate',
): Promise<string> {
  const generationId = randomUUID();
  await ledger.charge({ userId, operationId: generationId, cost, kind, now: at });
  return generationId;
}

describe('POST /api/scripts/generate', () => {
  it('saves the script, charges 100 credits, streams deltas that add up to the text, then done', async () => {
    const ana = await userWith('pro', 1000);
    const generationId = randomUUID();
    const r = await gen(ana.token, simple('Rotina de treino em casa'), generationId);

    expect(r.status).toBe(200);
    const body = generateScriptResponseSchema.parse(r.body);
    expect(body).toMatchObject({ replacedOldest: false, creditsRemaining: 900 });
    const [script] = body.scripts;
    expect(script).toMatchObject({
      niche: 'Ideia simples',
      objective: 'Roteiro simples',
      theme: 'Rotina de treino em casa',
      format: 'reels',
      duration: 30,
      writer: 'offline',
      favorite: false,
      seriesId: null,
    });
    expect(await credits(ana.id)).toBe(900);
    expect(await listOf(ana.token)).toEqual([script]);

    const mine = events.filter((e) => e.userId === ana.id).map((e) => e.event);
    expect(mine.at(-1)).toEqual({ type: 'script.done', generationId });
    const deltas = mine.filter((e) => e.type === 'script.delta');
    expect(deltas.every((d) => d.generationId === generationId && d.index === 0)).toBe(true);
    expect(
      deltas
        .map((d) => d.text)
        .join('')
        .trim(),
    ).toBe(script!.text);
  });

  it('lets exactly 2 of 20 concurrent generations through for a user with credits for 2', async () => {
    const bia = await userWith('pro', 200);
    let lowest = 200;
    let watching = true;
    const watcher = (async () => {
      while (watching) lowest = Math.min(lowest, await credits(bia.id));
    })();

    const results = await Promise.all(Array.from({ length: 20 }, () => gen(bia.token)));
    watching = false;
    await watcher;

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(18);
    refused.forEach((r) =>
      expect(r.body).toEqual({ error: 'insufficient_credits', message: 'Créditos insuficientes' }),
    );
    expect(await credits(bia.id)).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await listOf(bia.token)).toHaveLength(2);
  }, 20_000);

  it.each(['free', 'pro'] as const)(
    'answers exactly 1 of 5 racing generations of a %s user with credits for 1, and 402 to the other 4, never 403',
    async (plan) => {
      const u = await userWith(plan, 100);
      const results = await Promise.all(Array.from({ length: 5 }, () => gen(u.token)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 402, 402, 402, 402]);
      results
        .filter((r) => r.status !== 200)
        .forEach((r) => expect(r.body).toEqual({ error: 'insufficient_credits', message: 'Créditos insuficientes' }));
      expect(await credits(u.id)).toBe(0);
      // at 0 the plan still opens 'criar': a further attempt is 402 too, not the 403 of a locked feature
      expect(await gen(u.token)).toEqual({
        status: 402,
        body: { error: 'insufficient_credits', message: 'Créditos insuficientes' },
      });
    },
    20_000,
  );

  it('charges 300 for a series and saves its 3 scripts, in order, with one series id', async () => {
    const caio = await userWith('pro', 1000);
    const r = await gen(caio.token, {
      mode: 'series',
      persona: 'confeiteiras',
      plataforma: 'linkedin',
      duracao: 30,
      aparecer: 'Sim',
      angulo: 'lista',
      tema: 'Precificar bolos',
      objetivo: 'vendas',
      formato: 'pov',
      tom: 'Inspirador',
    });
    expect(r.status).toBe(200);
    const { scripts, creditsRemaining } = generateScriptResponseSchema.parse(r.body);
    expect(creditsRemaining).toBe(700);
    expect(scripts.map((s) => s.seriesIndex)).toEqual([1, 2, 3]);
    expect(new Set(scripts.map((s) => s.seriesId)).size).toBe(1);
    expect(scripts[0]).toMatchObject({
      niche: 'confeiteiras',
      theme: 'Precificar bolos',
      objective: 'Vender um produto ou serviço',
      format: 'story',
    });
    expect(scripts[0]!.details).toContain('Modo: Gerar série de 3 vídeos');
    scripts.forEach((s, i) => expect(s.text).toContain(`Parte ${i + 1} de 3`));
    const indexes = new Set(events.filter((e) => e.event.type === 'script.delta').map((e) => e.event.index));
    expect(indexes).toEqual(new Set([0, 1, 2]));
  });

  it('refunds the credits and marks the generation failed when the model fails', async () => {
    const dani = await userWith('pro', 500);
    const failing: TextWriter = {
      kind: 'bedrock',
      write: async (_p, { onDelta }) => {
        onDelta('Começo do roteiro');
        throw new WriterError('O modelo de IA está sobrecarregado. Aguarde alguns segundos e tente de novo.', {
          code: 'rate_limited',
        });
      },
    };
    Object.assign(h.deps, { scripts: store, writer: failing });
    const generationId = randomUUID();
    const r = await gen(dani.token, simple(), generationId);

    // the job failed: the page reads the failure and its code from GET /api/generations/{id}
    expect(r).toEqual({
      status: 'failed',
      body: {
        error: 'rate_limited',
        message: 'O modelo de IA está sobrecarregado. Aguarde alguns segundos e tente de novo.',
      },
    });
    expect(await credits(dani.id)).toBe(500);
    expect(await ledger.getCharge(dani.id, generationId, new Date())).toMatchObject({ status: 'failed' });
    expect(await listOf(dani.token)).toEqual([]);
    expect(events.at(-1)!.event).toEqual({
      type: 'script.failed',
      generationId,
      message: 'O modelo de IA está sobrecarregado. Aguarde alguns segundos e tente de novo.',
    });
  });

  it('refunds when the model answers nothing usable, with the pt-BR message', async () => {
    const edu = await userWith('pro', 300);
    Object.assign(h.deps, { scripts: store, writer: { kind: 'openai', write: async () => '```\n```' } });
    expect(await gen(edu.token)).toEqual({
      status: 'failed',
      body: { error: 'internal', message: 'Roteiro não foi gerado corretamente' },
    });
    Object.assign(h.deps, {
      scripts: store,
      writer: { kind: 'openai', write: async () => Promise.reject(new Error('socket hang up')) },
    });
    expect(await gen(edu.token)).toEqual({
      status: 'failed',
      body: { error: 'internal', message: 'Erro ao gerar roteiro' },
    });
    expect(await credits(edu.id)).toBe(300);
  });

  it('refunds a series whose output does not have exactly 3 scripts', async () => {
    const fabi = await userWith('pro', 300);
    Object.assign(h.deps, {
      scripts: store,
      writer: { kind: 'bedrock', write: async () => '=== ROTEIRO 1 ===\nUm.\n=== ROTEIRO 2 ===\nDois.' },
    });
    const r = await gen(fabi.token, {
      mode: 'series',
      persona: 'p',
      plataforma: 'tiktok',
      duracao: 30,
      aparecer: 'Sim',
      angulo: 'lista',
      tema: 't',
      objetivo: 'vendas',
      formato: 'pov',
      tom: 'Inspirador',
    });
    expect(r.body).toEqual({ error: 'internal', message: 'Roteiro não foi gerado corretamente' });
    expect(await credits(fabi.id)).toBe(300);
  });

  it('charges a retried generation id once and answers the same scripts', async () => {
    const gabi = await userWith('pro', 1000);
    const generationId = randomUUID();
    const first = await gen(gabi.token, simple(), generationId);
    const again = await gen(gabi.token, simple(), generationId);
    expect(again.status).toBe(200);
    expect(again.body.scripts).toEqual(first.body.scripts);
    expect(await credits(gabi.id)).toBe(900);
  });

  it('keeps only the latest 2 scripts on the free plan: a third replaces the oldest', async () => {
    const free = await userWith('free', 400);
    const a = await gen(free.token, simple('Primeira ideia'));
    const b = await gen(free.token, simple('Segunda ideia'));
    expect([a.body.replacedOldest, b.body.replacedOldest]).toEqual([false, false]);
    const c = await gen(free.token, simple('Terceira ideia'));
    expect(c.status).toBe(200);
    expect(c.body.replacedOldest).toBe(true);

    const saved = await listOf(free.token);
    expect(saved.map((s) => s.theme)).toEqual(['Terceira ideia', 'Segunda ideia']);
    expect(await rawItem(free.id, a.body.scripts[0].id)).toBeUndefined();
    expect(saved.every((s) => s.favorite === false)).toBe(true);
    expect(await rawItem(free.id, c.body.scripts[0].id)).not.toHaveProperty('ttl');
  });

  it('trims a long history to 2 when a former paid user saves on the free plan', async () => {
    const back = await userWith('pro', 2000);
    for (let i = 0; i < 12; i++) await gen(back.token, simple(`Ideia ${i}`));
    await h.deps.accounts.putSubscription({ ...(await h.deps.accounts.getSubscription(back.id))!, plan: 'free' });
    const r = await gen(back.token, simple('Agora no gratuito'));
    expect(r.body.replacedOldest).toBe(true);
    expect((await listOf(back.token)).map((s) => s.theme)).toEqual(['Agora no gratuito', 'Ideia 11']);
  }, 20_000);

  it('keeps the free plan at 2 scripts even when generations race', async () => {
    const free = await userWith('free', 400);
    await gen(free.token, simple('Antiga'));
    const results = await Promise.all([
      gen(free.token, simple('Nova 1')),
      gen(free.token, simple('Nova 2')),
      gen(free.token, simple('Nova 3')),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await listOf(free.token)).toHaveLength(2);
    expect(await credits(free.id)).toBe(0);
  });
});

describe("another user's script", () => {
  it('cannot be read, edited, favorited, AI-edited or deleted by id: 404, and nothing changes', async () => {
    const ana = await userWith('pro', 1000);
    const bob = await userWith('pro', 1000);
    const [script] = (await gen(ana.token)).body.scripts as Script[];
    const id = script!.id;
    const before = await rawItem(ana.id, id);
    const notFound = { error: 'not_found', message: 'Roteiro não encontrado.' };

    expect(await listOf(bob.token)).toEqual([]);
    expect(
      parse(
        await update(
          apiEvent('PATCH /api/scripts/{id}', { token: bob.token, pathParameters: { id }, body: { text: 'hackeado' } }),
        ),
      ),
    ).toEqual({ status: 404, body: notFound });
    expect(
      parse(
        await update(
          apiEvent('PATCH /api/scripts/{id}', { token: bob.token, pathParameters: { id }, body: { favorite: true } }),
        ),
      ),
    ).toEqual({ status: 404, body: notFound });
    expect(
      parse(
        await aiEdit(
          apiEvent('POST /api/scripts/{id}/ai-edit', {
            token: bob.token,
            pathParameters: { id },
            body: { generationId: randomUUID(), editPrompt: 'mais curto' },
          }),
        ),
      ),
    ).toEqual({ status: 404, body: notFound });
    expect(
      parse(await remove(apiEvent('DELETE /api/scripts/{id}', { token: bob.token, pathParameters: { id } }))),
    ).toEqual({ status: 404, body: notFound });

    expect(await rawItem(ana.id, id)).toEqual(before);
    expect(await rawItem(bob.id, id)).toBeUndefined(); // the update did not create a row under bob either
    expect(await credits(bob.id)).toBe(1000);
    expect(await listOf(ana.token)).toEqual([script]);
  });
});

describe('PATCH and DELETE /api/scripts/{id}', () => {
  it("gives a paid user's script a 90-day ttl that favoriting removes and unfavoriting restores", async () => {
    const pro = await userWith('pro', 1000);
    const [script] = (await gen(pro.token)).body.scripts as Script[];
    const expected = Math.floor(new Date(script!.createdAt).getTime() / 1000) + 90 * 86_400;
    expect((await rawItem(pro.id, script!.id))!.ttl).toBe(expected);

    const fav = parse(
      await update(
        apiEvent('PATCH /api/scripts/{id}', {
          token: pro.token,
          pathParameters: { id: script!.id },
          body: { favorite: true },
        }),
      ),
    );
    expect(fav.status).toBe(200);
    expect(fav.body.script).toMatchObject({ id: script!.id, favorite: true });
    expect(fav.body.script).not.toHaveProperty('ttl');
    expect(await rawItem(pro.id, script!.id)).not.toHaveProperty('ttl');

    await update(
      apiEvent('PATCH /api/scripts/{id}', {
        token: pro.token,
        pathParameters: { id: script!.id },
        body: { favorite: false },
      }),
    );
    expect((await rawItem(pro.id, script!.id))!.ttl).toBe(expected);
  });

  it('saves a manual edit and deletes a script', async () => {
    const pro = await userWith('pro', 1000);
    const [script] = (await gen(pro.token)).body.scripts as Script[];
    const edited = parse(
      await update(
        apiEvent('PATCH /api/scripts/{id}', {
          token: pro.token,
          pathParameters: { id: script!.id },
          body: { text: '  Meu texto novo.  ' },
        }),
      ),
    );
    expect(edited.body.script).toMatchObject({ text: 'Meu texto novo.', favorite: false });
    expect(
      parse(
        await remove(apiEvent('DELETE /api/scripts/{id}', { token: pro.token, pathParameters: { id: script!.id } })),
      ),
    ).toEqual({ status: 200, body: { deleted: true } });
    expect(await listOf(pro.token)).toEqual([]);
    expect(
      parse(
        await remove(apiEvent('DELETE /api/scripts/{id}', { token: pro.token, pathParameters: { id: script!.id } })),
      ).status,
    ).toBe(404);
  });

  it('leaves expired paid scripts out of the list, since DynamoDB Local keeps them', async () => {
    const pro = await userWith('pro', 1000);
    await db.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: `USER#${pro.id}`,
          sk: 'SCRIPT#01A00000000000000000000000',
          type: 'script',
          id: '01A00000000000000000000000',
          text: 'velho',
          format: 'reels',
          duration: 30,
          favorite: false,
          createdAt: '2020-01-01T00:00:00.000Z',
          updatedAt: '2020-01-01T00:00:00.000Z',
          writer: 'offline',
          request: null,
          seriesId: null,
          seriesIndex: null,
          ttl: 1_600_000_000,
        },
      }),
    );
    await gen(pro.token);
    const saved = await listOf(pro.token);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.text).not.toBe('velho');
  });
});

describe('POST /api/scripts/{id}/ai-edit', () => {
  it('rewrites the script for 100 credits and streams the new text', async () => {
    const pro = await userWith('pro', 1000);
    const [script] = (await gen(pro.token, simple('Como organizar a semana', 60))).body.scripts as Script[];
    events = [];
    const generationId = randomUUID();
    const r = parse(
      await aiEdit(
        apiEvent('POST /api/scripts/{id}/ai-edit', {
          token: pro.token,
          pathParameters: { id: script!.id },
          body: { generationId, editPrompt: 'Deixe bem mais curto' },
        }),
      ),
    );
    expect(r).toEqual({ status: 202, body: { generationId } });
    const done = await finishedGeneration(h, pro.token, r);
    expect(done.status).toBe(200);
    expect(done.body.creditsRemaining).toBe(800);
    const [edited] = done.body.scripts as Script[];
    expect(edited!.id).toBe(script!.id);
    expect(edited!.text.length).toBeLessThan(script!.text.length);
    expect((await listOf(pro.token))[0]!.text).toBe(edited!.text);
    expect(events.at(-1)!.event).toEqual({ type: 'script.done', generationId });
  });

  it('refunds the edit when the model fails and leaves the text alone', async () => {
    const pro = await userWith('pro', 1000);
    const [script] = (await gen(pro.token)).body.scripts as Script[];
    Object.assign(h.deps, { scripts: store, writer: { kind: 'bedrock', write: async () => '' } });
    const r = parse(
      await aiEdit(
        apiEvent('POST /api/scripts/{id}/ai-edit', {
          token: pro.token,
          pathParameters: { id: script!.id },
          body: { generationId: randomUUID(), editPrompt: 'mais formal' },
        }),
      ),
    );
    expect((await finishedGeneration(h, pro.token, r)).body).toEqual({
      error: 'internal',
      message: 'Roteiro não foi gerado corretamente',
    });
    expect(await credits(pro.id)).toBe(900);
    expect((await listOf(pro.token))[0]!.text).toBe(script!.text);
  });
});

describe('POST /api/scripts/diagnostics/round-trip', () => {
  it('writes, reads back and deletes an item of the caller, for free', async () => {
    const u = await userWith('free', 200);
    const r = parse(await roundTrip(apiEvent('POST /api/scripts/diagnostics/round-trip', { token: u.token })));
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(true);
    expect(typeof r.body.latencyMs).toBe('number');
    expect(await credits(u.id)).toBe(200);
  });
});

describe('dead generations (charged, then the process died before the refund or the save)', () => {
  it('refunds one pending for over 5 minutes by exactly its charge on the next generation; fresh, done and failed ones stay as they are', async () => {
    const u = await userWith('pro', 1000);
    const dead = await chargedAt(u.id, minutesAgo(9), 300); // a series
    const fresh = await chargedAt(u.id, minutesAgo(2)); // maybe still running somewhere
    const done = await chargedAt(u.id, minutesAgo(10));
    await store.saveGenerated(u.id, [storedScript(minutesAgo(10))], { settles: done });
    const failed = await chargedAt(u.id, minutesAgo(10));
    expect(
      await ledger.refund({
        userId: u.id,
        operationId: failed,
        cost: 100,
        reason: 'Erro ao gerar roteiro',
        now: minutesAgo(10),
      }),
    ).toBe(true);
    expect(await credits(u.id)).toBe(500);
    const before = {
      fresh: await rawGeneration(u.id, fresh),
      done: await rawGeneration(u.id, done),
      failed: await rawGeneration(u.id, failed),
    };

    const r = await gen(u.token);
    expect(r.status).toBe(200);
    expect(r.body.creditsRemaining).toBe(500 + 300 - 100);
    const refunded = await rawGeneration(u.id, dead);
    expect(refunded).toMatchObject({ status: 'failed', cost: 300, message: STALE_GENERATION_REASON });
    expect(Math.abs((refunded!.ttl as number) - (epochS(new Date()) + WEEK_S))).toBeLessThan(60);
    expect(await rawGeneration(u.id, fresh)).toEqual(before.fresh);
    expect(await rawGeneration(u.id, done)).toEqual(before.done);
    expect(await rawGeneration(u.id, failed)).toEqual(before.failed);

    // a later generation finds nothing more to give back
    expect((await gen(u.token)).body.creditsRemaining).toBe(600);
  });

  it('refunds each dead generation exactly once while generations and reconciles race', async () => {
    const u = await userWith('pro', 2000);
    await chargedAt(u.id, minutesAgo(9));
    await chargedAt(u.id, minutesAgo(30), 300);
    await chargedAt(u.id, minutesAgo(60 * 24), 100, 'edit');
    expect(await credits(u.id)).toBe(1500);

    const [gens, direct] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => gen(u.token))),
      Promise.all(
        Array.from({ length: 3 }, () =>
          ledger.refundStale(u.id, { createdBefore: minutesAgo(5), now: new Date(), reason: 'teste' }),
        ),
      ),
    ]);
    expect(gens.map((g) => g.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await credits(u.id)).toBe(1500 + 500 - 600);
    expect(direct.flat().length).toBeLessThanOrEqual(3);
    // six jobs racing on one subscription item in DynamoDB Local take a few seconds
  }, 20_000);

  it('gives a free user left at 0 by a dead generation the credits back before the credit gate, so they can generate', async () => {
    const u = await userWith('free', 200);
    expect((await gen(u.token)).status).toBe(200);
    await chargedAt(u.id, minutesAgo(9));
    expect(await credits(u.id)).toBe(0);

    const r = await gen(u.token);
    expect(r.status).toBe(200);
    expect(r.body.creditsRemaining).toBe(0);
  });

  it('reconciles on an AI edit too', async () => {
    const u = await userWith('pro', 1000);
    const [script] = (await gen(u.token)).body.scripts as Script[];
    const dead = await chargedAt(u.id, minutesAgo(9), 100, 'edit');
    expect(await credits(u.id)).toBe(800);
    const r = parse(
      await aiEdit(
        apiEvent('POST /api/scripts/{id}/ai-edit', {
          token: u.token,
          pathParameters: { id: script!.id },
          body: { generationId: randomUUID(), editPrompt: 'mais curto' },
        }),
      ),
    );
    expect(r.status).toBe(202);
    expect((await finishedGeneration(h, u.token, r)).body.creditsRemaining).toBe(800);
    expect(await rawGeneration(u.id, dead)).toMatchObject({ status: 'failed' });
  });

  it('lets a late finisher neither save nor refund a second time', async () => {
    const u = await userWith('pro', 1000);
    const dead = await chargedAt(u.id, minutesAgo(9));
    await gen(u.token); // reconciles: +100, then -100
    expect(await credits(u.id)).toBe(900);

    await expect(store.saveGenerated(u.id, [storedScript(new Date())], { settles: dead })).rejects.toThrow();
    expect(
      await ledger.refund({
        userId: u.id,
        operationId: dead,
        cost: 100,
        reason: 'Erro ao gerar roteiro',
        now: new Date(),
      }),
    ).toBe(false);
    expect(await credits(u.id)).toBe(900);
    expect(await listOf(u.token)).toHaveLength(1);
  });

  it('is not done by GET /api/scripts: reading the list changes nothing', async () => {
    const u = await userWith('pro', 1000);
    const dead = await chargedAt(u.id, minutesAgo(9));
    const before = await rawGeneration(u.id, dead);
    expect(await listOf(u.token)).toEqual([]);
    expect(await credits(u.id)).toBe(900);
    expect(await rawGeneration(u.id, dead)).toEqual(before);
  });

  it('keeps a pending generation without ttl, and gives a finished one a week from when it finished', async () => {
    const u = await userWith('pro', 1000);
    const pending = await chargedAt(u.id, minutesAgo(1));
    expect(await rawGeneration(u.id, pending)).not.toHaveProperty('ttl');
    expect(await rawGeneration(u.id, pending)).toMatchObject({ status: 'pending', cost: 100 });

    const generationId = randomUUID();
    const [script] = (await gen(u.token, simple(), generationId)).body.scripts as Script[];
    expect((await rawGeneration(u.id, generationId))!.ttl).toBe(epochS(new Date(script!.createdAt)) + WEEK_S);
    // DynamoDB Local keeps it after that: it reads as gone
    const inEightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await ledger.getCharge(u.id, generationId, new Date())).toMatchObject({ status: 'done' });
    expect(await ledger.getCharge(u.id, generationId, inEightDays)).toBeNull();
  });
});
