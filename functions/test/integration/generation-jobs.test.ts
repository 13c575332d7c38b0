import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { generationViewSchema } from '@shared/generations/generation.schema';
import { SCRIPT_ERRORS } from '@shared/scripts/script-options';
import { VIRAL_QUESTION_MESSAGES, viralQuestionsResultSchema } from '@shared/viral-questions/viral-questions.schema';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import type { RealtimePublisher, TextWriter, WriteOptions, WritePrompt } from '../../src/core/ports';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeAiEdit } from '../../src/handlers/scripts/ai-edit-script.handler';
import { makeHandler as makeViralQuestions } from '../../src/handlers/viral-questions/generate-viral-questions.handler';
import { WORKER_TIMEOUT_S } from '../../src/generation/job-timing';
import {
  STALE_GENERATION_MS,
  STALE_GENERATION_REASON,
  reconcileStaleGenerations,
} from '../../src/generation/reconcile-generations';
import { keys } from '../../src/adapters/dynamo/keys';
import {
  TABLE,
  apiEvent,
  generateAs,
  generationOf,
  FakeClock,
  makeHarness,
  makeTestDb,
  subscribedUser,
  type Harness,
} from './harness';

/**
 * Generation as a job (docs/ARCHITECTURE.md §generation-jobs): the route answers 202 at once, the
 * worker (in this process, as locally) writes for a minute of FAKE time: the clock is injected and
 * the writer's pauses advance it, so nothing here waits on the wall clock.
 */
const db = makeTestDb();
let h: Harness;
let generate: ReturnType<typeof makeGenerate>;
let aiEdit: ReturnType<typeof makeAiEdit>;
let viralQuestions: ReturnType<typeof makeViralQuestions>;
let events: Array<{ userId: string; event: { type: string; [k: string]: unknown } }>;
let clock: FakeClock;

const DEATHS = {
  reset: () => new Error('connection reset by the model'),
  timeout: () => Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }),
};
type Death = keyof typeof DEATHS;

/**
 * The offline writer's text, written in `chunks` pieces with a second of fake time before each:
 * a model that takes a minute. `dieAt` throws (a connection lost mid-stream) before that chunk;
 * `onChunk` looks at the job while it runs.
 */
class SlowWriter implements TextWriter {
  readonly kind = 'offline' as const;
  calls = 0;
  constructor(
    private readonly opts: {
      chunks?: number;
      dieAt?: number;
      /** How it dies: a lost connection, or the worker's time limit on the model call (its AbortSignal). */
      dieWith?: Death;
      onChunk?: (i: number) => Promise<void>;
    } = {},
  ) {}
  async write(prompt: WritePrompt, o: WriteOptions): Promise<string> {
    this.calls++;
    const text = new OfflineWriter({ delayMs: 0 }).compose(prompt);
    const n = this.opts.chunks ?? 60;
    const size = Math.ceil(text.length / n);
    for (let i = 0; i < n; i++) {
      clock.advance(1000);
      // a turn of the event loop, not a wait: the stream's batching timer (0 ms here) gets to run
      await new Promise((r) => setImmediate(r));
      if (i === this.opts.dieAt) throw DEATHS[this.opts.dieWith ?? 'reset']();
      o.onDelta(text.slice(i * size, (i + 1) * size));
      await this.opts.onChunk?.(i);
    }
    return text;
  }
}

beforeAll(async () => {
  h = await makeHarness();
  generate = makeGenerate(h.deps);
  aiEdit = makeAiEdit(h.deps);
  viralQuestions = makeViralQuestions(h.deps);
});

beforeEach(() => {
  events = [];
  const recorder: RealtimePublisher = { publish: async (userId, event) => void events.push({ userId, event }) };
  clock = new FakeClock(Date.now());
  Object.assign(h.deps, { realtime: recorder, clock, flushMs: 0 });
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
});

/**
 * The view a reloading page reads mid-job, once a checkpoint has landed: the checkpoint's write is
 * real I/O on DynamoDB Local while the writer's minute is fake, so the first read may come before it
 * (each read is a round trip that lets it land; no wall-clock wait).
 */
async function checkpointed(token: string, generationId: string) {
  let view = (await generationOf(h, token, generationId)).body;
  for (let tries = 0; tries < 20 && !view.parts[0]; tries++) view = (await generationOf(h, token, generationId)).body;
  return view;
}

const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;
const HORIZONTAL_20 = {
  mode: 'complete',
  persona: 'Quem quer aprender finanças',
  dor: 'Dinheiro que some no fim do mês',
  oferta: '',
  plataforma: 'youtube-horizontal',
  duracao: 1200,
  aparecer: 'Sim',
  angulo: '',
  tema: 'Organizar o orçamento da família',
  objetivo: 'autoridade',
  formato: 'narracao-broll',
  provaSocial: '',
  objecao: '',
  tom: '',
  localidade: '',
  referencia: '',
};

describe('a script generation as a job', () => {
  it('answers 202 at once; the worker writes a minute of fake time, streams all of it, saves, charges once', async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    const generationId = randomUUID();
    const seen: Array<{ status: string; parts: string[] }> = [];
    h.deps.writer = new SlowWriter({
      onChunk: async (i) => {
        if (i === 30) seen.push(await checkpointed(ana.token, generationId));
      },
    });

    const started = await generateAs(generate, ana.token, generationId);
    expect(started).toMatchObject({ status: 202, body: { generationId } });
    expect(await credits(ana.id)).toBe(900); // reserved before the 202
    // the worker has started or is about to: nothing done yet
    const early = await generationOf(h, ana.token, generationId);
    expect(['queued', 'running']).toContain(early.body.status);

    await h.jobs.idle();
    const done = generationViewSchema.parse((await generationOf(h, ana.token, generationId)).body);
    expect(done.status).toBe('done');
    const [script] = done.result!.scripts;
    expect(done.result).toMatchObject({ replacedOldest: false, creditsRemaining: 900 });
    expect(await credits(ana.id)).toBe(900);

    // halfway, the page that reloads reads 'running' and the text checkpointed so far
    expect(seen[0]!.status).toBe('running');
    expect(seen[0]!.parts[0]!.length).toBeGreaterThan(0);
    expect(script!.text.startsWith(seen[0]!.parts[0]!.trim().slice(0, 200))).toBe(true);

    const mine = events.filter((e) => e.userId === ana.id).map((e) => e.event);
    expect(mine.at(-1)).toEqual({ type: 'script.done', generationId });
    const deltas = mine.filter((e) => e.type === 'script.delta');
    expect(deltas.length).toBeGreaterThan(10);
    // every delta says where it starts, and together they are the saved text
    let at = 0;
    for (const d of deltas) {
      expect(d.offset).toBe(at);
      at += (d.text as string).length;
    }
    expect(
      deltas
        .map((d) => d.text)
        .join('')
        .trim(),
    ).toBe(script!.text);
  });

  it('runs once when its event is delivered twice (or the request is retried): one charge, one write', async () => {
    const bia = await subscribedUser(h, 'pro', 1000);
    const writer = new SlowWriter({ chunks: 5 });
    h.deps.writer = writer;
    const generationId = randomUUID();

    expect((await generateAs(generate, bia.token, generationId)).status).toBe(202);
    // the same request again, and the same event delivered again
    expect(await generateAs(generate, bia.token, generationId)).toMatchObject({ status: 202, body: { generationId } });
    await h.deps.dispatcher.dispatch({ userId: bia.id, generationId });
    await h.deps.dispatcher.dispatch({ userId: bia.id, generationId });
    await h.jobs.idle();

    expect(writer.calls).toBe(1);
    expect(await credits(bia.id)).toBe(900);
    const view = generationViewSchema.parse((await generationOf(h, bia.token, generationId)).body);
    expect(view.status).toBe('done');
    const scripts = await h.deps.scripts.listPage(bia.id, clock.now(), { limit: 10 });
    expect(scripts.items).toHaveLength(1);
    expect(events.filter((e) => e.userId === bia.id && e.event.type === 'script.done')).toHaveLength(1);
  });

  it.each<Death>(['reset', 'timeout'])(
    'refunds once when the writer dies halfway (%s), and the page reads the pt-BR failure',
    async (dieWith) => {
      const caio = await subscribedUser(h, 'pro', 1000);
      h.deps.writer = new SlowWriter({ dieAt: 30, dieWith });
      const generationId = randomUUID();

      expect((await generateAs(generate, caio.token, generationId)).status).toBe(202);
      await h.jobs.idle();

      const view = generationViewSchema.parse((await generationOf(h, caio.token, generationId)).body);
      expect(view).toMatchObject({ status: 'failed', message: SCRIPT_ERRORS.generateFailed });
      expect(view.parts[0]!.length).toBeGreaterThan(0); // what had streamed stays readable
      expect(await credits(caio.id)).toBe(1000);
      // a second ending (a late duplicate, the stale sweep) gives nothing more back
      expect(
        await h.deps.ledger.refund({
          userId: caio.id,
          operationId: generationId,
          cost: 100,
          reason: 'x',
          now: clock.now(),
        }),
      ).toBe(false);
      await h.deps.dispatcher.dispatch({ userId: caio.id, generationId });
      await h.jobs.idle();
      expect(await credits(caio.id)).toBe(1000);
      const failed = events.filter((e) => e.event.type === 'script.failed').map((e) => e.event);
      expect(failed).toEqual([{ type: 'script.failed', generationId, message: SCRIPT_ERRORS.generateFailed }]);
      const saved = await h.deps.scripts.listPage(caio.id, clock.now(), { limit: 10 });
      expect(saved.items).toHaveLength(0);
    },
  );

  it('refunds a dead worker once, counted from the worker timeout, not the 29 s of HTTP', async () => {
    const dani = await subscribedUser(h, 'pro', 1000);
    const generationId = randomUUID();
    // a worker that never ran (killed, or its event lost): the dispatcher drops the event
    const dispatcher = h.deps.dispatcher;
    h.deps.dispatcher = { dispatch: async () => {} };
    try {
      expect((await generateAs(generate, dani.token, generationId)).status).toBe(202);
    } finally {
      h.deps.dispatcher = dispatcher;
    }
    const reconcile = () => reconcileStaleGenerations({ ledger: h.deps.ledger, clock, log: h.deps.logger }, dani.id);

    // past a worker's whole timeout it may still be running (its event may have waited): kept
    clock.advance(WORKER_TIMEOUT_S * 1000 + 30_000);
    expect(await reconcile()).toEqual([]);
    expect((await generationOf(h, dani.token, generationId)).body.status).toBe('queued');
    expect(await credits(dani.id)).toBe(900);

    clock.advance(STALE_GENERATION_MS);
    expect((await generationOf(h, dani.token, generationId)).body).toMatchObject({
      status: 'failed',
      message: STALE_GENERATION_REASON,
    });
    expect((await reconcile()).map((g) => g.operationId)).toEqual([generationId]);
    expect(await reconcile()).toEqual([]);
    expect(await credits(dani.id)).toBe(1000);

    // its event, delivered late after all, finds the charge refunded: no model call, nothing saved
    const writer = new SlowWriter({ chunks: 3 });
    h.deps.writer = writer;
    await h.deps.dispatcher.dispatch({ userId: dani.id, generationId });
    await h.jobs.idle();
    expect(writer.calls).toBe(0);
    expect(await credits(dani.id)).toBe(1000);
  });

  it.each([
    ['never comes back', null],
    ['comes back late with the whole text', 'done'],
    ['comes back late with a timeout', 'timeout'],
  ] as const)(
    'refunds a worker killed mid-stream once, and saves nothing, even if it %s (docs/QUALITY.md §newest-surfaces.job-path)',
    async (_, late) => {
      const eva = await subscribedUser(h, 'pro', 1000);
      // the model streams 10 seconds of fake time, then the worker stalls: a killed Lambda, a hung model
      let release: (outcome: 'done' | 'timeout') => void = () => {};
      const gate = new Promise<'done' | 'timeout'>((r) => (release = r));
      h.deps.writer = new SlowWriter({
        onChunk: async (i) => {
          if (i !== 9) return;
          if ((await gate) === 'timeout')
            throw Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
        },
      });
      const generationId = randomUUID();
      expect((await generateAs(generate, eva.token, generationId)).status).toBe(202);
      const midway = await checkpointed(eva.token, generationId);
      expect(midway.status).toBe('running');
      expect(await credits(eva.id)).toBe(900);

      // counted from the charge: past the worker's timeout and its event's longest wait, it is dead
      clock.advance(STALE_GENERATION_MS);
      const reconcile = () => reconcileStaleGenerations({ ledger: h.deps.ledger, clock, log: h.deps.logger }, eva.id);
      expect((await reconcile()).map((g) => g.operationId)).toEqual([generationId]);
      expect(await reconcile()).toEqual([]);
      expect(await credits(eva.id)).toBe(1000);
      // a reload reads the pt-BR reason
      expect((await generationOf(h, eva.token, generationId)).body).toMatchObject({
        status: 'failed',
        message: STALE_GENERATION_REASON,
      });

      if (late) release(late);
      else release('timeout'); // the test's own cleanup: a killed worker never resumes
      await h.jobs.idle();
      expect(await credits(eva.id)).toBe(1000);
      const saved = await h.deps.scripts.listPage(eva.id, clock.now(), { limit: 10 });
      expect(saved.items).toHaveLength(0);
      expect((await generationOf(h, eva.token, generationId)).body.status).toBe('failed');
    },
  );

  it('runs the AI edit as a job too: 202, the edited text from GET /api/generations/{id}', async () => {
    const eva = await subscribedUser(h, 'pro', 1000);
    h.deps.writer = new SlowWriter({ chunks: 10 });
    const first = randomUUID();
    await generateAs(generate, eva.token, first);
    await h.jobs.idle();
    const [script] = generationViewSchema.parse((await generationOf(h, eva.token, first)).body).result!.scripts;

    const editId = randomUUID();
    const r = await aiEdit(
      apiEvent('POST /api/scripts/{id}/ai-edit', {
        token: eva.token,
        pathParameters: { id: script!.id },
        body: { generationId: editId, editPrompt: 'Deixe mais curto' },
      }),
    );
    expect(r.statusCode).toBe(202);
    await h.jobs.idle();
    const edited = generationViewSchema.parse((await generationOf(h, eva.token, editId)).body);
    expect(edited).toMatchObject({ kind: 'edit', status: 'done' });
    expect(edited.result!.scripts[0]).toMatchObject({ id: script!.id, versionCount: 1 });
    expect(await credits(eva.id)).toBe(800);
  });

  it('sizes a 20-minute horizontal script to 20 × 130 words (±15%) and the model budget with it', async () => {
    const fabi = await subscribedUser(h, 'pro', 1000);
    const budgets: Array<number | undefined> = [];
    const offline = new OfflineWriter({ delayMs: 0 });
    h.deps.writer = {
      kind: 'offline',
      write: (prompt, o) => (budgets.push(o.maxTokens), offline.write(prompt, o)),
    };
    const generationId = randomUUID();
    expect((await generateAs(generate, fabi.token, generationId, HORIZONTAL_20)).status).toBe(202);
    await h.jobs.idle();
    const view = generationViewSchema.parse((await generationOf(h, fabi.token, generationId)).body);
    const words = view.result!.scripts[0]!.text.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(20 * 130 * 0.85);
    expect(words).toBeLessThanOrEqual(20 * 130 * 1.15);
    expect(budgets[0]).toBeGreaterThan(4000);
  });

  it('answers another user’s generation id with 404', async () => {
    const gabi = await subscribedUser(h, 'pro', 1000);
    const hugo = await subscribedUser(h, 'pro', 1000);
    h.deps.writer = new SlowWriter({ chunks: 2 });
    const generationId = randomUUID();
    await generateAs(generate, gabi.token, generationId);
    await h.jobs.idle();
    expect((await generationOf(h, hugo.token, generationId)).status).toBe(404);
    expect((await generationOf(h, gabi.token, 'nao-e-um-id')).status).toBe(404);
    const row = await db.send(new GetCommand({ TableName: TABLE, Key: keys.generation(gabi.id, generationId) }));
    expect(row.Item).toMatchObject({ status: 'done', kind: 'script' });
  });
});

describe('an idea tool as a job (viral questions)', () => {
  const ask = (token: string, operationId: string) =>
    viralQuestions(
      apiEvent('POST /api/viral-questions/generate', { token, body: { operationId, niche: 'pets', quantity: 10 } }),
    ).then((r) => ({ status: r.statusCode!, body: JSON.parse(r.body!) }));

  it('answers 202 at once; the worker writes a minute of fake time, streams it, keeps the questions, charges once', async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    const operationId = randomUUID();
    const seen: Array<{ status: string; parts: string[] }> = [];
    h.deps.writer = new SlowWriter({
      onChunk: async (i) => {
        if (i === 30) seen.push(await checkpointed(ana.token, operationId));
      },
    });

    expect(await ask(ana.token, operationId)).toEqual({ status: 202, body: { generationId: operationId } });
    expect(await credits(ana.id)).toBe(900); // reserved before the 202
    await h.jobs.idle();

    const done = generationViewSchema.parse((await generationOf(h, ana.token, operationId)).body);
    expect(done).toMatchObject({ kind: 'questions', status: 'done' });
    expect(done.idea).toMatchObject({
      input: { niche: 'pets', quantity: 10 },
      writer: 'offline',
      creditsRemaining: 900,
    });
    const { questions } = viralQuestionsResultSchema.parse(done.idea!.result);
    expect(questions).toHaveLength(10);
    expect(await credits(ana.id)).toBe(900);

    // halfway, a page that reloads reads 'running' and the JSON streamed so far
    expect(seen[0]!.status).toBe('running');
    expect(seen[0]!.parts[0]!.length).toBeGreaterThan(0);
    const mine = events.filter((e) => e.userId === ana.id).map((e) => e.event);
    expect(mine.at(-1)).toEqual({ type: 'script.done', generationId: operationId });
    const streamed = mine.filter((e) => e.type === 'script.delta').map((d) => d.text as string);
    expect(JSON.parse(streamed.join('')).questions).toEqual(questions);
  });

  it('runs once when its event is delivered twice (or the request is retried): one charge, one write', async () => {
    const bia = await subscribedUser(h, 'pro', 1000);
    const writer = new SlowWriter({ chunks: 5 });
    h.deps.writer = writer;
    const operationId = randomUUID();

    expect((await ask(bia.token, operationId)).status).toBe(202);
    expect(await ask(bia.token, operationId)).toEqual({ status: 202, body: { generationId: operationId } });
    await h.deps.dispatcher.dispatch({ userId: bia.id, generationId: operationId });
    await h.deps.dispatcher.dispatch({ userId: bia.id, generationId: operationId });
    await h.jobs.idle();

    expect(writer.calls).toBe(1);
    expect(await credits(bia.id)).toBe(900);
    expect((await generationOf(h, bia.token, operationId)).body.status).toBe('done');
    expect(events.filter((e) => e.userId === bia.id && e.event.type === 'script.done')).toHaveLength(1);
  });

  it.each<Death>(['reset', 'timeout'])(
    'refunds once when the writer dies halfway (%s), and the page reads the pt-BR failure',
    async (dieWith) => {
      const caio = await subscribedUser(h, 'pro', 1000);
      h.deps.writer = new SlowWriter({ dieAt: 30, dieWith });
      const operationId = randomUUID();

      expect((await ask(caio.token, operationId)).status).toBe(202);
      await h.jobs.idle();

      const view = generationViewSchema.parse((await generationOf(h, caio.token, operationId)).body);
      expect(view).toMatchObject({ status: 'failed', message: VIRAL_QUESTION_MESSAGES.failed });
      expect(await credits(caio.id)).toBe(1000);
      await h.deps.dispatcher.dispatch({ userId: caio.id, generationId: operationId });
      await h.jobs.idle();
      expect(await credits(caio.id)).toBe(1000);
      const failed = events.filter((e) => e.event.type === 'script.failed').map((e) => e.event);
      expect(failed).toEqual([
        { type: 'script.failed', generationId: operationId, message: VIRAL_QUESTION_MESSAGES.failed },
      ]);
      expect(await h.deps.results.get(caio.id, operationId, clock.now())).toBeNull();
    },
  );
});
