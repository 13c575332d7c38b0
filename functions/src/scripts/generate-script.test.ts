import { randomUUID } from 'node:crypto';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { fixedClock } from '../core/clock';
import type { Logger, ScriptStore, StoredScript } from '../core/ports';
import { OfflineWriter } from '../adapters/text/offline-writer';
import { aiEditScript } from './ai-edit-script';
import { generateScript } from './generate-script';
import { storedFieldsFor } from './script-fields';
import type { ScriptContext } from './script-context';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

/** Just enough of a store to run the use case without DynamoDB; the integration tests cover the real one. */
function memoryStore(credits: number) {
  const saved: StoredScript[] = [];
  const calls: string[] = [];
  const store: ScriptStore = {
    reserve: async (r) => void (calls.push(`reserve ${r.cost}`), (credits -= r.cost)),
    refund: async (_u, _g, cost) => (calls.push(`refund ${cost}`), (credits += cost), true),
    refundStale: async (_u, { createdBefore }) => (calls.push(`reconcile ${createdBefore.toISOString()}`), []),
    saveGenerated: async (_u, _g, scripts) => (saved.push(...scripts), { replacedOldest: false }),
    saveEdit: async () => true,
    getGeneration: async () => null,
    list: async () => saved,
    get: async () => null,
    update: async () => null,
    delete: async () => false,
    roundTrip: async () => ({ ok: true }),
    creditsRemaining: async () => credits,
  };
  return { store, saved, calls };
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
  store: ScriptStore,
  plan: Subscription['plan'],
  publish: ScriptContext['realtime']['publish'] = async () => {},
): ScriptContext {
  return {
    store,
    writer: new OfflineWriter({ delayMs: 0 }),
    realtime: { publish },
    clock: fixedClock('2026-03-15T09:30:00.000Z'),
    log: silent,
    flushMs: 1,
    accounts: {
      createAccount: async () => ({ created: true }),
      getProfile: async () => null,
      getSubscription: async () => sub(plan),
      putSubscription: async () => {},
    },
  };
}

describe('generateScript', () => {
  it('answers the saved script even when every realtime publish fails', async () => {
    const { store, saved } = memoryStore(1000);
    const res = await generateScript(
      ctx(store, 'pro', async () => Promise.reject(new Error('socket gone'))),
      'ana',
      {
        generationId: randomUUID(),
        request: { mode: 'simple', idea: 'Bolo de pote', duracao: 30, aparecer: 'Sim', influencer: '' },
      },
    );
    expect(res.scripts).toHaveLength(1);
    expect(res.creditsRemaining).toBe(900);
    expect(saved).toHaveLength(1);
  });

  it('gives paid scripts a ttl 90 days after creation and free ones none', async () => {
    const paid = memoryStore(1000);
    await generateScript(ctx(paid.store, 'enterprise'), 'ana', {
      generationId: randomUUID(),
      request: { mode: 'simple', idea: 'x', duracao: 5, aparecer: 'Sim', influencer: '' },
    });
    expect(paid.saved[0]!.ttl).toBe(Date.parse('2026-03-15T09:30:00.000Z') / 1000 + 90 * 86_400);
    const free = memoryStore(200);
    await generateScript(ctx(free.store, 'starter'), 'ana', {
      generationId: randomUUID(),
      request: { mode: 'simple', idea: 'x', duracao: 5, aparecer: 'Sim', influencer: '' },
    });
    expect(free.saved[0]).not.toHaveProperty('ttl');
  });

  it('refunds and throws the pt-BR error when the writer fails', async () => {
    const { store, calls } = memoryStore(1000);
    const c = ctx(store, 'pro');
    c.writer = { kind: 'bedrock', write: async () => Promise.reject(new Error('boom')) };
    await expect(
      generateScript(c, 'ana', {
        generationId: randomUUID(),
        request: { mode: 'simple', idea: 'x', duracao: 5, aparecer: 'Sim', influencer: '' },
      }),
    ).rejects.toThrow('Erro ao gerar roteiro');
    expect(calls).toEqual(['reserve 100', 'refund 100']);
  });
});

describe('aiEditScript', () => {
  it('refunds and names the failure "Erro ao editar roteiro" when the writer fails', async () => {
    const { store, calls } = memoryStore(1000);
    const original: StoredScript = {
      id: '01JD0000000000000000000000',
      text: 'Roteiro antigo',
      ...storedFieldsFor({ mode: 'simple', idea: 'x', duracao: 30, aparecer: 'Sim', influencer: '' }),
      favorite: false,
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      writer: 'offline',
      request: null,
      seriesId: null,
      seriesIndex: null,
    };
    store.get = async () => original;
    const c = ctx(store, 'pro');
    c.writer = { kind: 'bedrock', write: async () => Promise.reject(new Error('boom')) };
    await expect(
      aiEditScript(c, 'ana', original.id, { generationId: randomUUID(), editPrompt: 'Mais curto' }),
    ).rejects.toThrow('Erro ao editar roteiro');
    expect(calls).toEqual(['reserve 100', 'refund 100']);
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
