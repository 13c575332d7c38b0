process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { PaceTotals } from '@shared/teleprompter/pace.schema';
import { fixedClock } from '../core/clock';
import type { PaceStore } from './ports';
import { silentLogger, testDeps } from '../../test/support/deps';
import { makeHandler as makeGetPace } from '../handlers/teleprompter/get-pace.handler';
import { makeHandler as makeRecordPace } from '../handlers/teleprompter/record-pace.handler';
import { getPace, recordPace } from './pace';

/** An in-memory pace store that adds as the Dynamo one does, recording each call. */
function memoryPace(start: Record<string, PaceTotals> = {}) {
  const totals = { ...start };
  const calls: string[] = [];
  const store: PaceStore = {
    add: async (userId, take, now) => {
      calls.push(`add ${userId} ${take.words} ${take.durationMs} ${now.toISOString()}`);
      const t = (totals[userId] ??= { totalWords: 0, totalMs: 0, takes: 0 });
      t.totalWords += take.words;
      t.totalMs += take.durationMs;
      t.takes += 1;
      return { ...t };
    },
    get: async (userId) => (totals[userId] ? { ...totals[userId] } : null),
  };
  return { store, calls };
}

const clock = fixedClock('2026-03-15T09:30:00.000Z');
const take = { words: 150, durationMs: 60_000, fillers: 3, source: 'voice' } as const;

describe('recordPace / getPace', () => {
  it('adds each take and answers the average of all words over all time', async () => {
    const m = memoryPace();
    const ctx = { pace: m.store, clock, log: silentLogger };
    expect(await getPace(ctx, 'ana')).toEqual({ averageWpm: null, takes: 0 });
    expect(await recordPace(ctx, 'ana', take)).toEqual({ averageWpm: 150, takes: 1 });
    // 350 words in 2 min after a 200-word, 1-minute take
    expect(await recordPace(ctx, 'ana', { ...take, words: 200, source: 'recording' })).toEqual({
      averageWpm: 175,
      takes: 2,
    });
    expect(await getPace(ctx, 'ana')).toEqual({ averageWpm: 175, takes: 2 });
    expect(await getPace(ctx, 'bia')).toEqual({ averageWpm: null, takes: 0 });
    expect(m.calls).toEqual([
      'add ana 150 60000 2026-03-15T09:30:00.000Z',
      'add ana 200 60000 2026-03-15T09:30:00.000Z',
    ]);
  });

  it('refuses an absurd pace in pt-BR without touching the store, whoever calls the use case', async () => {
    const m = memoryPace();
    const ctx = { pace: m.store, clock, log: silentLogger };
    await expect(recordPace(ctx, 'ana', { ...take, words: 400 })).rejects.toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('Esse ritmo não parece uma leitura'),
    });
    expect(m.calls).toEqual([]);
  });
});

describe('the pace routes', () => {
  let m: ReturnType<typeof memoryPace>;
  let getPaceHandler: ReturnType<typeof makeGetPace>;
  let recordPaceHandler: ReturnType<typeof makeRecordPace>;
  beforeEach(() => {
    m = memoryPace();
    const deps = { ...testDeps({ tokens: { 'token-ana': 'ana', 'token-bia': 'bia' } }), pace: m.store };
    getPaceHandler = makeGetPace(deps);
    recordPaceHandler = makeRecordPace(deps);
  });

  const event = (routeKey: string, opts: { token?: string; body?: unknown } = {}) =>
    ({
      routeKey,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      requestContext: { requestId: 'r' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      isBase64Encoded: false,
    }) as unknown as APIGatewayProxyEventV2;
  const answer = async (p: Promise<{ statusCode?: number; body?: string }>) => {
    const r = await p;
    return { status: r.statusCode, body: JSON.parse(r.body!) };
  };
  const post = (token: string | undefined, body: unknown) =>
    answer(recordPaceHandler(event('POST /api/teleprompter/pace', { token, body })));
  const get = (token?: string) => answer(getPaceHandler(event('GET /api/teleprompter/pace', { token })));

  it("records a take under the token's user only and answers the new average", async () => {
    expect(await post('token-ana', { ...take, userId: 'bia' })).toEqual({
      status: 200,
      body: { averageWpm: 150, takes: 1 },
    });
    expect(await get('token-ana')).toEqual({ status: 200, body: { averageWpm: 150, takes: 1 } });
    expect(await get('token-bia')).toEqual({ status: 200, body: { averageWpm: null, takes: 0 } });
    expect(m.calls).toEqual(['add ana 150 60000 2026-03-15T09:30:00.000Z']);
  });

  it.each([
    [{ ...take, words: 600 }, 'Esse ritmo não parece uma leitura'],
    [{ ...take, durationMs: 1000 }, 'A tomada precisa durar entre 3 segundos e 1 hora.'],
    [{ ...take, words: 0 }, 'A tomada precisa ter entre 1 e 20.000 palavras.'],
    [{ words: 150, durationMs: 60_000, fillers: 0 }, 'Origem da tomada inválida.'],
  ])('answers 400 in pt-BR to %j and stores nothing', async (body, message) => {
    const r = await post('token-ana', body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'validation_failed', message: expect.stringContaining(message) });
    expect(m.calls).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    expect((await post(undefined, take)).status).toBe(401);
    expect((await get('forged')).status).toBe(401);
    expect(m.calls).toEqual([]);
  });
});
