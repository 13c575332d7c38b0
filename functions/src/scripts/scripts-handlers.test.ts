process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { CreditLedger, RateLimiter } from '../credits/ports';
import type { ScriptStore, StoredScript } from './ports';
import type { GenerationStore } from '../generation/ports';
import { InsufficientCreditsError } from '../core/errors';
import { OfflineWriter } from '../adapters/text/offline-writer';
import { RateLimitedError } from '../core/errors';
import { activeStandings, testDeps } from '../../test/support/deps';
import { makeHandler as makeGenerate } from '../handlers/scripts/generate-script.handler';
import { makeHandler as makeList } from '../handlers/scripts/list-scripts.handler';
import { makeHandler as makeUpdate } from '../handlers/scripts/update-script.handler';
import { makeHandler as makeGetOne } from '../handlers/scripts/get-script.handler';
import { makeHandler as makeRemove } from '../handlers/scripts/delete-script.handler';
import { makeHandler as makeAiEdit } from '../handlers/scripts/ai-edit-script.handler';
import { makeHandler as makeDiagModel } from '../handlers/scripts/diagnostic-model.handler';

const GEN = '0b7c3f0e-5f0a-4b8e-9d53-2b1f0f6f6a11';
const SCRIPT_ID = '01JD0000000000000000000000';

const sub = (plan: Subscription['plan'], credits: number): Subscription => ({
  userId: 'x',
  plan,
  status: 'active',
  creditsRemaining: credits,
  creditsTotal: 200,
  creditsResetAt: '2026-04-01T00:00:00Z',
  currentPeriodEnd: null,
  updatedAt: '2026-03-01T00:00:00Z',
});
const SUBS: Record<string, Subscription> = { ana: sub('free', 200), zero: sub('free', 0) };

/**
 * A store and a ledger that fail the test if anything reaches them: every case here must
 * stop before. Only the reconciliation the paying routes run before their gate (the
 * ledger's refundStale) may be called.
 */
const reconciled: string[] = [];
const untouchable = new Proxy({} as ScriptStore, {
  get: (_t, name) => () => Promise.reject(new Error(`store.${String(name)} should not be called`)),
});
const untouchedLedger = new Proxy({} as CreditLedger, {
  get: (_t, name) =>
    name === 'refundStale'
      ? async (userId: string) => (reconciled.push(userId), [])
      : () => Promise.reject(new Error(`ledger.${String(name)} should not be called`)),
});

const untouchedJobs = new Proxy({} as GenerationStore, {
  get: (_t, name) => () => Promise.reject(new Error(`generations.${String(name)} should not be called`)),
});

/** The per-user limiter: records each check, and refuses the users in `limited`. */
const limits: string[] = [];
const limited = new Set<string>();
const limiter: RateLimiter = {
  take: async (userId, bucket) => {
    limits.push(`take ${userId} ${bucket.name}`);
    if (limited.has(userId)) throw new RateLimitedError(bucket.message, 4);
  },
  countDaily: async (userId, quota) => {
    limits.push(`daily ${userId} ${quota.name} ${quota.max}`);
    if (limited.has(userId)) throw new RateLimitedError(quota.message, 3600);
  },
};

/** The handlers' one deps object; a test swaps a part on it (the writer, the ledger). */
let deps: ReturnType<typeof testDeps> & Parameters<typeof makeGenerate>[0] & Parameters<typeof makeDiagModel>[0];
let generate: ReturnType<typeof makeGenerate>;
let list: ReturnType<typeof makeList>;
let update: ReturnType<typeof makeUpdate>;
let getOne: ReturnType<typeof makeGetOne>;
let remove: ReturnType<typeof makeRemove>;
let aiEdit: ReturnType<typeof makeAiEdit>;
let diagModel: ReturnType<typeof makeDiagModel>;

beforeEach(() => {
  reconciled.length = 0;
  limits.length = 0;
  limited.clear();
  deps = {
    ...testDeps({
      tokens: { 'token-ana': 'ana', 'token-zero': 'zero' },
      accounts: { getSubscription: async (id) => SUBS[id] ?? null },
    }),
    limiter,
    scripts: untouchable,
    writer: new OfflineWriter({ delayMs: 0 }),
    ledger: untouchedLedger,
    standings: activeStandings,
    generations: untouchedJobs,
    dispatcher: { dispatch: () => Promise.reject(new Error('dispatcher.dispatch should not be called')) },
  };
  generate = makeGenerate(deps);
  list = makeList(deps);
  update = makeUpdate(deps);
  getOne = makeGetOne(deps);
  remove = makeRemove(deps);
  aiEdit = makeAiEdit(deps);
  diagModel = makeDiagModel(deps);
});

function event(
  routeKey: string,
  opts: { token?: string; body?: unknown; raw?: string; id?: string } = {},
): APIGatewayProxyEventV2 {
  return {
    routeKey,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    requestContext: { requestId: 'r' },
    pathParameters: opts.id ? { id: opts.id } : undefined,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}
const answer = async (p: Promise<{ statusCode?: number; body?: string }>) => {
  const r = await p;
  return { status: r.statusCode, body: JSON.parse(r.body ?? 'null') };
};
const simple = { mode: 'simple', idea: 'Bolo de pote', duracao: 30 };
const aiEditAs = (token: string, editPrompt = 'mais curto') =>
  aiEdit(event('POST /api/scripts/{id}/ai-edit', { token, id: SCRIPT_ID, body: { generationId: GEN, editPrompt } }));

describe('the script handlers', () => {
  it.each([
    ['generate', () => generate(event('POST /api/scripts/generate', { body: { generationId: GEN, request: simple } }))],
    ['list', () => list(event('GET /api/scripts'))],
    ['get', () => getOne(event('GET /api/scripts/{id}', { id: SCRIPT_ID }))],
    ['update', () => update(event('PATCH /api/scripts/{id}', { id: SCRIPT_ID, body: { favorite: true } }))],
    ['delete', () => remove(event('DELETE /api/scripts/{id}', { id: SCRIPT_ID }))],
    [
      'ai-edit',
      () =>
        aiEdit(
          event('POST /api/scripts/{id}/ai-edit', {
            id: SCRIPT_ID,
            body: { generationId: GEN, editPrompt: 'mais curto' },
          }),
        ),
    ],
    ['diagnostic', () => diagModel(event('POST /api/scripts/diagnostics/model'))],
  ])('%s answers 401 without a token', async (_name, call) => {
    expect(await answer(call())).toEqual({
      status: 401,
      body: { error: 'unauthorized', message: 'Sua sessão expirou. Entre novamente.' },
    });
  });

  it.each([
    [
      'a blank idea',
      { generationId: GEN, request: { ...simple, idea: '   ' } },
      'Descreva a sua ideia para gerar o roteiro.',
    ],
    ['a bad duration', { generationId: GEN, request: { ...simple, duracao: 20 } }, 'Escolha uma duração válida.'],
    ['a bad generation id', { generationId: 'abc', request: simple }, 'Identificador de geração inválido.'],
    [
      'an advanced request with neither persona, theme nor pain',
      {
        generationId: GEN,
        request: {
          mode: 'complete',
          persona: ' ',
          plataforma: 'tiktok',
          duracao: 30,
          aparecer: 'Sim',
          tema: '',
          objetivo: 'vendas',
          formato: 'pov',
        },
      },
      'Descreva a persona, o tema ou a dor do público.',
    ],
    [
      'an advanced request without an objective',
      {
        generationId: GEN,
        request: { mode: 'complete', persona: 'p', plataforma: 'tiktok', duracao: 30, aparecer: 'Sim', formato: 'pov' },
      },
      'Escolha o objetivo do vídeo.',
    ],
    [
      'the probe’s 30-minute TikTok (a duration its platform does not offer)',
      {
        generationId: GEN,
        request: {
          mode: 'complete',
          persona: 'p',
          plataforma: 'tiktok',
          duracao: 1800,
          aparecer: 'Sim',
          angulo: 'lista',
          tema: 't',
          objetivo: 'vendas',
          formato: 'pov',
          tom: 'Inspirador',
        },
      },
      'Escolha uma duração válida para a plataforma.',
    ],
    [
      'an unknown angle',
      {
        generationId: GEN,
        request: {
          mode: 'turbo',
          persona: 'p',
          plataforma: 'tiktok',
          duracao: 30,
          aparecer: 'Sim',
          angulo: 'x',
          tema: 't',
          objetivo: 'vendas',
          formato: 'pov',
          tom: 'Inspirador',
        },
      },
      'Escolha um ângulo.',
    ],
  ])('generate answers 400 in pt-BR for %s, before any credit moves', async (_name, body, message) => {
    expect(await answer(generate(event('POST /api/scripts/generate', { token: 'token-ana', body })))).toEqual({
      status: 400,
      body: { error: 'validation_failed', message },
    });
  });

  it('generate answers 400 for a body that is not JSON', async () => {
    expect(await answer(generate(event('POST /api/scripts/generate', { token: 'token-ana', raw: '{oops' })))).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'O corpo da requisição não é um JSON válido.' },
    });
  });

  it("generate and ai-edit answer 402 'Créditos insuficientes', never 403, when a free user has no credits left", async () => {
    // The plan opens 'criar' whatever the balance: the job's charge (the ledger's L1) refuses, as the real one does.
    const charged: string[] = [];
    deps.generations = {
      start: async (_r: unknown, c: { userId: string }) => {
        charged.push(c.userId);
        throw new InsufficientCreditsError();
      },
    } as unknown as GenerationStore;
    const saved = { id: SCRIPT_ID, text: 'Roteiro.', duration: 30, request: null } as unknown as StoredScript;
    deps.scripts = { get: async () => saved } as unknown as ScriptStore;
    const refused = { error: 'insufficient_credits', message: 'Créditos insuficientes' };
    const body = { generationId: GEN, request: simple };
    expect(await answer(generate(event('POST /api/scripts/generate', { token: 'token-zero', body })))).toEqual({
      status: 402,
      body: refused,
    });
    expect(await answer(aiEditAs('token-zero'))).toEqual({ status: 402, body: refused });
    expect(charged).toEqual(['zero', 'zero']);
    expect(reconciled).toEqual(['zero', 'zero']);
  });

  it('update answers 400 when there is nothing to change or the text is blank', async () => {
    expect(
      await answer(update(event('PATCH /api/scripts/{id}', { token: 'token-ana', id: SCRIPT_ID, body: {} }))),
    ).toEqual({ status: 400, body: { error: 'validation_failed', message: 'Nada para atualizar.' } });
    expect(
      await answer(
        update(event('PATCH /api/scripts/{id}', { token: 'token-ana', id: SCRIPT_ID, body: { text: '  ' } })),
      ),
    ).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'O roteiro não pode ficar vazio.' },
    });
  });

  it('ai-edit answers 400 for blank instructions', async () => {
    expect(
      await answer(
        aiEdit(
          event('POST /api/scripts/{id}/ai-edit', {
            token: 'token-ana',
            id: SCRIPT_ID,
            body: { generationId: GEN, editPrompt: ' ' },
          }),
        ),
      ),
    ).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'Descreva o que a IA deve mudar no roteiro.' },
    });
  });

  it.each([
    [
      'update',
      () =>
        update(
          event('PATCH /api/scripts/{id}', { token: 'token-ana', id: '../SUBSCRIPTION', body: { favorite: true } }),
        ),
    ],
    ['delete', () => remove(event('DELETE /api/scripts/{id}', { token: 'token-ana', id: 'SUBSCRIPTION' }))],
    [
      'ai-edit',
      () =>
        aiEdit(
          event('POST /api/scripts/{id}/ai-edit', {
            token: 'token-ana',
            id: 'x',
            body: { generationId: GEN, editPrompt: 'mais curto' },
          }),
        ),
    ],
  ])('%s answers 404 in pt-BR for an id that is not a script id, without touching the store', async (_name, call) => {
    expect(await answer(call())).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Roteiro não encontrado.' },
    });
  });

  it('the model diagnostic answers with the writer, a sample and maxTokens 4000', async () => {
    const r = await answer(diagModel(event('POST /api/scripts/diagnostics/model', { token: 'token-ana' })));
    expect(r).toMatchObject({ status: 200, body: { ok: true, writer: 'offline', maxTokens: 4000 } });
    expect(r.body.sample).toMatch(/redator offline/);
    expect(limits).toEqual(['daily ana diagnostic-model 10']);
  });

  it('the model diagnostic answers 429 with Retry-After over the daily cap, without calling the model', async () => {
    limited.add('ana');
    const writer = { kind: 'offline' as const, write: jest.fn() };
    deps.writer = writer;
    const r = await diagModel(event('POST /api/scripts/diagnostics/model', { token: 'token-ana' }));
    expect(r.statusCode).toBe(429);
    expect(r.headers).toMatchObject({ 'retry-after': '3600' });
    expect(JSON.parse(r.body!)).toEqual({
      error: 'rate_limited',
      message: 'Você já testou o modelo de IA muitas vezes hoje. Tente de novo amanhã.',
    });
    expect(writer.write).not.toHaveBeenCalled();
  });

  it.each([
    [
      'generate',
      () =>
        generate(
          event('POST /api/scripts/generate', { token: 'token-ana', body: { generationId: GEN, request: simple } }),
        ),
    ],
    ['ai-edit', () => aiEditAs('token-ana')],
  ])(
    '%s answers 429 with Retry-After when the user is over the generation bucket, before any charge',
    async (_n, call) => {
      limited.add('ana');
      const r = await call();
      expect(r.statusCode).toBe(429);
      expect(r.headers).toMatchObject({ 'retry-after': '4' });
      expect(JSON.parse(r.body!)).toEqual({
        error: 'rate_limited',
        message: 'Muitas gerações seguidas. Aguarde alguns segundos e tente de novo.',
      });
      expect(limits).toEqual(['take ana generation']);
      expect(reconciled).toEqual([]); // the untouched ledger and store: nothing charged, nothing read
    },
  );
});
