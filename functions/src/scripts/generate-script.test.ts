import { randomUUID } from 'node:crypto';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { fixedClock } from '../core/clock';
import type { CreditLedger } from '../credits/ports';
import type { Logger, TextWriter, WritePrompt } from '../core/ports';
import type { ScriptStore, StoredScript } from './ports';
import { spokenWordCount } from '../adapters/text/offline/compose';
import { OfflineWriter } from '../adapters/text/offline-writer';
import { FallbackWriter } from '../adapters/text/fallback-writer';
import { refusedConnection } from '../../test/support/writers';
import { AI_EDIT_COST, generationCost } from '@shared/scripts/script-options';
import type { AiEditBody, GenerateScriptBody } from '@shared/scripts/script.schema';
import type { GenerationRecord } from '../generation/ports';
import { editJob } from './ai-edit-script';
import { scriptJob } from './generate-script';
import { storedFieldsFor } from './script-fields';
import { aStoredScript } from './test-fixtures';
import type { ScriptContext } from './script-context';
import { activeStandings } from '../../test/support/deps';
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { BedrockWriter } from '../adapters/text/bedrock-writer';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

/** Just enough of a store and a ledger to run the use case without DynamoDB; the integration tests cover the real ones. */
function memoryStore(credits: number) {
  const saved: StoredScript[] = [];
  const calls: string[] = [];
  const store: ScriptStore = {
    saveGenerated: async (_u, scripts, { settles, keepLatest }) => (
      calls.push(`save settling ${settles}${keepLatest ? ` keeping ${keepLatest}` : ''}`),
      saved.push(...scripts),
      { replacedOldest: false }
    ),
    saveEdit: async () => true,
    listPage: async () => ({ items: saved, more: false }),
    get: async () => null,
    listSeries: async () => [],
    update: async () => null,
    undo: async () => null,
    delete: async () => false,
    roundTrip: async () => ({ ok: true }),
  };
  const ledger: CreditLedger = {
    charge: async (c) => void (calls.push(`charge ${c.cost} ${c.kind}`), (credits -= c.cost)),
    refund: async ({ cost }) => (calls.push(`refund ${cost}`), (credits += cost), true),
    refundStale: async (_u, { createdBefore }) => (calls.push(`reconcile ${createdBefore.toISOString()}`), []),
    held: async () => 0,
    getCharge: async () => null,
    balance: async () => credits,
    renew: async () => false,
  };
  return { store, ledger, saved, calls };
}

const sub = (plan: Subscription['plan']): Subscription => ({
  userId: 'ana',
  plan,
  status: 'active',
  creditsRemaining: 1000,
  creditsTotal: 1000,
  creditsResetAt: '2026-04-01T00:00:00Z',
  currentPeriodEnd: null,
  updatedAt: '2026-03-01T00:00:00Z',
});

function ctx(
  { store, ledger }: { store: ScriptStore; ledger: CreditLedger },
  plan: Subscription['plan'],
  publish: ScriptContext['realtime']['publish'] = async () => {},
): ScriptContext {
  return {
    store,
    ledger,
    writer: new OfflineWriter({ delayMs: 0 }),
    realtime: { publish },
    clock: fixedClock('2026-03-15T09:30:00.000Z'),
    log: silent,
    flushMs: 1,
    pace: { get: async () => null },
    accounts: {
      createAccount: async () => ({ created: true }),
      getProfile: async () => null,
      getSubscription: async () => sub(plan),
      putSubscription: async () => {},
    },
    standings: activeStandings,
  };
}

/** A job's record as the worker reads it back, with what its route charged. */
const recordOf = (userId: string, generationId: string, kind: GenerationRecord['kind'], input: unknown, cost: number) =>
  ({ userId, generationId, kind, status: 'running', input, cost, createdAt: '', parts: [] }) satisfies GenerationRecord;
const run = () => ({ onParts: () => {}, signal: new AbortController().signal, log: silent });

/** A script generation's two halves without their store (generation-jobs.test.ts runs the real ones): the route's charge, the worker's job. */
async function generateScript(c: ScriptContext, userId: string, body: GenerateScriptBody) {
  const cost = generationCost(body.request.mode);
  await c.ledger.charge({ userId, operationId: body.generationId, cost, kind: 'generate', now: c.clock.now() });
  const record = recordOf(userId, body.generationId, 'script', body.request, cost);
  const { replacedOldest } = await scriptJob(c).run(record, run());
  const { items } = await c.store.listPage(userId, c.clock.now(), { limit: 10 });
  return { scripts: items, replacedOldest, creditsRemaining: await c.ledger.balance(userId) };
}

/** An AI edit's two halves, likewise. */
async function aiEditScript(c: ScriptContext, userId: string, scriptId: string, body: AiEditBody) {
  await c.ledger.charge({
    userId,
    operationId: body.generationId,
    cost: AI_EDIT_COST,
    kind: 'edit',
    now: c.clock.now(),
  });
  const input = { scriptId, editPrompt: body.editPrompt };
  await editJob(c).run(recordOf(userId, body.generationId, 'edit', input, AI_EDIT_COST), run());
  return {
    script: (await c.store.get(userId, scriptId, c.clock.now()))!,
    creditsRemaining: await c.ledger.balance(userId),
  };
}

const original: StoredScript = aStoredScript({
  id: '01JD0000000000000000000000',
  text: 'Roteiro antigo',
  ...storedFieldsFor({ mode: 'simple', idea: 'x', duracao: 30, aparecer: 'Sim', influencer: '' }),
});

const simpleRequest = { mode: 'simple', idea: 'x', duracao: 5, aparecer: 'Sim', influencer: '' } as const;

describe('generateScript', () => {
  it('answers the saved script even when every realtime publish fails', async () => {
    const m = memoryStore(1000);
    const res = await generateScript(
      ctx(m, 'pro', async () => Promise.reject(new Error('socket gone'))),
      'ana',
      {
        generationId: randomUUID(),
        request: { mode: 'simple', idea: 'Bolo de pote', duracao: 30, aparecer: 'Sim', influencer: '' },
      },
    );
    expect(res.scripts).toHaveLength(1);
    expect(res.creditsRemaining).toBe(900);
    expect(m.saved).toHaveLength(1);
  });

  it('charges the ledger under the generation id, then saves the scripts settling that same charge', async () => {
    const m = memoryStore(1000);
    const generationId = randomUUID();
    await generateScript(ctx(m, 'pro'), 'ana', { generationId, request: simpleRequest });
    expect(m.calls).toEqual(['charge 100 generate', `save settling ${generationId}`]);
  });

  it('gives paid scripts a ttl 90 days after creation; free ones none, and only the latest 2 kept', async () => {
    const paid = memoryStore(1000);
    await generateScript(ctx(paid, 'enterprise'), 'ana', { generationId: randomUUID(), request: simpleRequest });
    expect(paid.saved[0]!.ttl).toBe(Date.parse('2026-03-15T09:30:00.000Z') / 1000 + 90 * 86_400);
    const free = memoryStore(200);
    await generateScript(ctx(free, 'starter'), 'ana', { generationId: randomUUID(), request: simpleRequest });
    expect(free.saved[0]).not.toHaveProperty('ttl');
    expect(paid.calls[1]).toMatch(/^save settling \S+$/);
    expect(free.calls[1]).toMatch(/^save settling \S+ keeping 2$/);
  });

  it('refunds and throws the pt-BR error when the writer fails', async () => {
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    c.writer = { kind: 'bedrock', write: async () => Promise.reject(new Error('boom')) };
    await expect(generateScript(c, 'ana', { generationId: randomUUID(), request: simpleRequest })).rejects.toThrow(
      'Erro ao gerar roteiro',
    );
    expect(m.calls).toEqual(['charge 100 generate', 'refund 100']);
  });

  it('labels the script with the writer that wrote it: offline when the local model is unreachable', async () => {
    const unreachable: TextWriter = {
      kind: 'openai',
      write: async () => Promise.reject(refusedConnection()),
    };
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    c.writer = new FallbackWriter(unreachable, new OfflineWriter({ delayMs: 0 }));
    const res = await generateScript(c, 'ana', { generationId: randomUUID(), request: simpleRequest });
    expect(res.scripts[0]!.writer).toBe('offline');
    expect(m.saved[0]!.writer).toBe('offline');
    expect(m.calls).toEqual(['charge 100 generate', expect.stringMatching(/^save settling /)]);

    // a model that answers keeps its own label
    const answering: TextWriter = {
      kind: 'openai',
      write: async (p, opts) => new OfflineWriter({ delayMs: 0 }).write(p, opts),
    };
    const n = memoryStore(1000);
    const d = ctx(n, 'pro');
    d.writer = new FallbackWriter(answering, new OfflineWriter({ delayMs: 0 }));
    await generateScript(d, 'ana', { generationId: randomUUID(), request: simpleRequest });
    expect(n.saved[0]!.writer).toBe('openai');
  });

  it('never saves a script cut at the token cap (Bedrock max_tokens): refunds it and says so in pt-BR', async () => {
    const bedrock = mockClient(BedrockRuntimeClient);
    async function* events(...list: ConverseStreamOutput[]) {
      for (const e of list) yield e;
    }
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: '[GANCHO]\nVocê erra nisso.\n\n[DESENVOL' } } },
        { messageStop: { stopReason: 'max_tokens' } },
      ),
    } as never);
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    c.writer = new BedrockWriter(new BedrockRuntimeClient({ region: 'us-east-1' }), 'model');
    await expect(generateScript(c, 'ana', { generationId: randomUUID(), request: simpleRequest })).rejects.toThrow(
      'O roteiro ficou longo demais e foi cortado. Seus créditos foram devolvidos.',
    );
    expect(m.calls).toEqual(['charge 100 generate', 'refund 100']);
    expect(m.saved).toEqual([]);
    bedrock.restore();
  });
});

describe("generateScript: sized at the user's measured pace", () => {
  const request = {
    mode: 'simple',
    idea: 'Bolo de pote no bairro',
    duracao: 60,
    aparecer: 'Sim',
    influencer: '',
  } as const;
  /** The offline writer, keeping the prompt it was given. */
  function capturing() {
    const offline = new OfflineWriter({ delayMs: 0 });
    const prompts: WritePrompt[] = [];
    const writer: TextWriter = {
      kind: 'offline',
      write: (prompt, opts) => (prompts.push(prompt), offline.write(prompt, opts)),
    };
    return { writer, prompts };
  }

  it.each([
    ['no take yet', null, 130],
    ['160 wpm over 4 takes', { totalWords: 1600, totalMs: 600_000, takes: 4 }, 160],
    ['a measured 240 wpm, kept to 200', { totalWords: 2400, totalMs: 600_000, takes: 2 }, 200],
  ])('with %s, asks for the words of that rate and the offline writer writes them', async (_, totals, wpm) => {
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    const w = capturing();
    c.writer = w.writer;
    c.pace = { get: async (userId) => (userId === 'ana' ? totals : null) };
    await generateScript(c, 'ana', { generationId: randomUUID(), request });
    const prompt = w.prompts[0]!;
    expect(prompt.user).toContain(`palavras faladas (o alvo é ${wpm}, a ${wpm} palavras por minuto`);
    expect(prompt.task).toMatchObject({ kind: 'script', wordsPerMinute: wpm });
    const words = spokenWordCount(m.saved[0]!.text);
    expect(words).toBeGreaterThanOrEqual(wpm * 0.85);
    expect(words).toBeLessThanOrEqual(wpm * 1.15);
  });

  it('sizes at 130 when the pace cannot be read, and still generates', async () => {
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    const w = capturing();
    c.writer = w.writer;
    c.pace = { get: async () => Promise.reject(new Error('throttled')) };
    const res = await generateScript(c, 'ana', { generationId: randomUUID(), request });
    expect(res.scripts).toHaveLength(1);
    expect(w.prompts[0]!.user).toContain('palavras faladas (o alvo é 130, a 130 palavras por minuto)');
  });
});

describe('generateScript: the extras', () => {
  const extras = {
    hooks: ['Gancho A?', 'Gancho B!', 'Gancho C.'],
    caption: 'Legenda.',
    hashtags: ['#bolo', '#receita', '#doces'],
    onScreenTexts: [{ section: 'gancho' as const, text: 'Bolo de pote' }],
  };

  it("saves each script's extras from a model's appendix, and the text without it", async () => {
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    c.writer = { kind: 'bedrock', write: async () => `[GANCHO]\nOi.\n=== DADOS ===\n${JSON.stringify(extras)}` };
    const res = await generateScript(c, 'ana', { generationId: randomUUID(), request: simpleRequest });
    expect(res.scripts[0]).toMatchObject({ text: '[GANCHO]\nOi.', extras });
    expect(m.saved[0]!.extras).toEqual(extras);
  });

  it('keeps and charges a script whose extras are missing, with extras null', async () => {
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    c.writer = { kind: 'openai', write: async () => '[GANCHO]\nOi.' };
    const res = await generateScript(c, 'ana', { generationId: randomUUID(), request: simpleRequest });
    expect(res.scripts[0]!.extras).toBeNull();
    expect(m.calls).not.toContain('refund 100');
  });

  it('gets extras from the offline writer too', async () => {
    const m = memoryStore(1000);
    const res = await generateScript(ctx(m, 'pro'), 'ana', { generationId: randomUUID(), request: simpleRequest });
    expect(res.scripts[0]!.extras?.hooks).toHaveLength(3);
    expect(res.scripts[0]!.text).not.toContain('DADOS');
  });
});

describe('aiEditScript', () => {
  it("asks for the saved script's platform and tone, sized at the creator's measured pace", async () => {
    const m = memoryStore(1000);
    const request = {
      mode: 'complete',
      persona: 'confeiteiras',
      dor: 'bolo encharcado',
      oferta: '',
      plataforma: 'tiktok',
      duracao: 60,
      aparecer: 'Sim',
      angulo: 'erro-comum',
      tema: 'Bolo de pote',
      objetivo: '',
      formato: '',
      provaSocial: '',
      objecao: '',
      tom: 'Divertido',
      localidade: '',
      referencia: '',
    } as const;
    m.store.get = async () => ({ ...original, duration: 60, request });
    const c = ctx(m, 'pro');
    const prompts: WritePrompt[] = [];
    const offline = new OfflineWriter({ delayMs: 0 });
    c.writer = { kind: 'offline', write: (p, o) => (prompts.push(p), offline.write(p, o)) };
    c.pace = { get: async () => ({ totalWords: 1600, totalMs: 600_000, takes: 4 }) };
    await aiEditScript(c, 'ana', original.id, { generationId: randomUUID(), editPrompt: 'Mais engraçado' });
    expect(prompts[0]!.user).toContain('Mantenha a plataforma (TikTok) e o tom Divertido do roteiro');
    expect(prompts[0]!.user).toContain('160 palavras por minuto, o ritmo de fala medido deste criador');
  });

  it('refunds and names the failure "Erro ao editar roteiro" when the writer fails', async () => {
    const m = memoryStore(1000);
    m.store.get = async () => original;
    const c = ctx(m, 'pro');
    c.writer = { kind: 'bedrock', write: async () => Promise.reject(new Error('boom')) };
    await expect(
      aiEditScript(c, 'ana', original.id, { generationId: randomUUID(), editPrompt: 'Mais curto' }),
    ).rejects.toThrow('Erro ao editar roteiro');
    expect(m.calls).toEqual(['charge 100 edit', 'refund 100']);
  });

  it("saves the new text settling the edit's charge, and answers the balance after it", async () => {
    const m = memoryStore(1000);
    const edits: unknown[] = [];
    let stored = original;
    m.store.get = async () => stored;
    m.store.saveEdit = async (_u, scriptId, edit, opts) => {
      edits.push({ scriptId, ...opts, text: edit.text });
      stored = { ...stored, text: edit.text, versionCount: stored.versionCount + 1 };
      return true;
    };
    const generationId = randomUUID();
    const res = await aiEditScript(ctx(m, 'pro'), 'ana', original.id, { generationId, editPrompt: 'Mais curto' });
    expect(edits).toEqual([{ scriptId: original.id, settles: generationId, text: res.script.text }]);
    // the answer is the script as saved: its replaced text now counts as a version to undo
    expect(res.script.versionCount).toBe(1);
    expect(res.creditsRemaining).toBe(900);
  });

  it('labels the edit offline when the local model is unreachable and the stand-in wrote it', async () => {
    const m = memoryStore(1000);
    const labels: string[] = [];
    m.store.get = async () => original;
    m.store.saveEdit = async (_u, _id, edit) => (labels.push(edit.writer), true);
    const c = ctx(m, 'pro');
    c.writer = new FallbackWriter(
      { kind: 'openai', write: async () => Promise.reject(refusedConnection()) },
      new OfflineWriter({ delayMs: 0 }),
    );
    await aiEditScript(c, 'ana', original.id, { generationId: randomUUID(), editPrompt: 'Mais curto' });
    expect(labels).toEqual(['offline']);
  });

  it("keeps the script's extras, even when the model adds an appendix", async () => {
    const m = memoryStore(1000);
    const extras = { hooks: ['a', 'b', 'c'], caption: 'L.', hashtags: ['#x'], onScreenTexts: [] };
    let stored = { ...original, extras };
    m.store.get = async () => stored;
    m.store.saveEdit = async (_u, _id, edit) => ((stored = { ...stored, text: edit.text }), true);
    const c = ctx(m, 'pro');
    c.writer = { kind: 'bedrock', write: async () => 'Novo.\n=== DADOS ===\n{"hooks": ["x", "y", "z"]}' };
    const res = await aiEditScript(c, 'ana', original.id, { generationId: randomUUID(), editPrompt: 'Mais curto' });
    expect(res.script).toMatchObject({ text: 'Novo.', extras });
  });
});

describe('storedFieldsFor', () => {
  it('marks simple scripts and cuts the theme to 100 characters', () => {
    const f = storedFieldsFor({ mode: 'simple', idea: 'a'.repeat(150), duracao: 45, aparecer: 'Não', influencer: '' });
    expect(f).toEqual({
      niche: 'Ideia simples',
      theme: 'a'.repeat(100),
      objective: 'Roteiro simples',
      format: 'reels',
      details: '',
      duration: 45,
    });
  });

  it('stores the persona, theme, objective label, platform format and a detail summary for advanced scripts', () => {
    const f = storedFieldsFor({
      mode: 'turbo',
      persona: 'dentistas',
      dor: 'agenda vazia',
      oferta: '',
      plataforma: 'youtube-shorts',
      duracao: 60,
      aparecer: 'Sim',
      angulo: 'segredo',
      tema: 'Clareamento',
      objetivo: '',
      formato: 'pov',
      provaSocial: '',
      objecao: 'é caro',
      tom: 'Emocional',
      localidade: 'Curitiba',
      referencia: '',
    });
    expect(f).toMatchObject({
      niche: 'dentistas',
      theme: 'Clareamento',
      objective: '',
      format: 'shorts',
      duration: 60,
    });
    expect(f.details).toBe(
      'Modo: Gerar roteiro turbo · Plataforma: YouTube Shorts · Ângulo: Segredo que ninguém conta · Formato: POV / encenação · Tom: Emocional · Aparece: Sim · Dor: agenda vazia · Objeção: é caro · Localidade: Curitiba',
    );
  });
});

describe('generateScript: length you can trust (one correction pass)', () => {
  const request = { mode: 'simple', idea: 'Bolo de pote', duracao: 30, aparecer: 'Sim', influencer: '' } as const;
  const extras = {
    hooks: ['Gancho A?', 'Gancho B!', 'Gancho C.'],
    caption: 'Legenda.',
    hashtags: ['#bolo', '#receita', '#doces'],
    onScreenTexts: [{ section: 'gancho' as const, text: 'Bolo de pote' }],
  };
  const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');
  const answer = (n: number) => `[GANCHO]\n${words(n)}.\n\n=== DADOS ===\n${JSON.stringify(extras)}`;

  function scripted(answers: Array<string | Error>) {
    const prompts: WritePrompt[] = [];
    const writer: TextWriter = {
      kind: 'bedrock',
      write: async (p) => {
        prompts.push(p);
        const next = answers.shift();
        if (next instanceof Error || next === undefined) throw next ?? new Error('no answer');
        return next;
      },
    };
    return { writer, prompts };
  }

  it('sends a script 85% short back once, with our count and the range, and saves the rewrite', async () => {
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    const w = scripted([answer(10), `[GANCHO]\n${words(64)}.`]);
    c.writer = w.writer;
    const res = await generateScript(c, 'ana', { generationId: randomUUID(), request });
    expect(w.prompts.map((p) => p.version)).toEqual(['simple.v2', 'resize.v1']);
    expect(w.prompts[1]!.user).toContain('tem 10 palavras faladas, mas o pedido era entre 55 e 75 (o alvo é 65)');
    expect(w.prompts[1]!.user).toContain(`<dados>\nRoteiro:\n[GANCHO]\n${words(10)}.\n</dados>`);
    expect(spokenWordCount(res.scripts[0]!.text)).toBe(64);
    expect(res.scripts[0]!.extras).toEqual(extras); // the first answer's
    expect(m.calls).toEqual(['charge 100 generate', expect.stringMatching(/^save settling/)]);
  });

  it('asks once only: a script within 25% of the target is saved as written', async () => {
    const m = memoryStore(1000);
    const c = ctx(m, 'pro');
    const w = scripted([answer(52)]);
    c.writer = w.writer;
    await generateScript(c, 'ana', { generationId: randomUUID(), request });
    expect(w.prompts).toHaveLength(1);
  });

  it('keeps (and charges) the first script when the correction fails or is no better', async () => {
    for (const second of [new Error('modelo fora do ar'), `[GANCHO]\n${words(3)}.`]) {
      const m = memoryStore(1000);
      const c = ctx(m, 'pro');
      c.writer = scripted([answer(10), second]).writer;
      const res = await generateScript(c, 'ana', { generationId: randomUUID(), request });
      expect(spokenWordCount(res.scripts[0]!.text)).toBe(10);
      expect(m.calls).not.toContain('refund 100');
    }
  });
});
