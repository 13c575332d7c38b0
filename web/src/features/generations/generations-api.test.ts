import type { GenerationView } from '@shared/generations/generation.schema';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { realtimeBus } from '../realtime/realtime-bus';
import { waitForGeneration } from './generations-api';
import { keepRunning, readRunning } from './running-generation';

const view = (status: GenerationView['status'], extra: Partial<GenerationView> = {}): GenerationView => ({
  generationId: 'g',
  kind: 'script',
  status,
  parts: [],
  ...extra,
});

/** An API whose GET /api/generations/{id} answers `views` in turn (the last one again once they run out). */
function apiAnswering(views: GenerationView[]) {
  const asked: string[] = [];
  const api = {
    call: async (_route: unknown, opts: { params: { id: string } }) => {
      asked.push(opts.params.id);
      return views[Math.min(asked.length - 1, views.length - 1)];
    },
  } as unknown as ApiClient;
  return { api, asked };
}

describe('waitForGeneration', () => {
  it('asks until the job is done, showing each checkpoint meanwhile, and answers the result', async () => {
    const done = view('done', { result: { scripts: [], replacedOldest: false, creditsRemaining: 900 } });
    const { api, asked } = apiAnswering([view('queued'), view('running', { parts: ['Olá'] }), done]);
    const seen: string[][] = [];
    const slept: number[] = [];
    const answer = await waitForGeneration(api, 'g', {
      onView: (v) => seen.push(v.parts),
      sleep: async (ms) => void slept.push(ms),
    });
    expect(answer).toBe(done);
    expect(asked).toEqual(['g', 'g', 'g']);
    expect(seen).toEqual([[], ['Olá']]);
    expect(slept).toEqual([2000, 2000]);
  });

  it('asks again at once when the socket says the job ended, without waiting for the pause', async () => {
    const { api, asked } = apiAnswering([view('running'), view('done')]);
    const never = () => new Promise<void>(() => {});
    await waitForGeneration(api, 'g', { sleep: never, subscribe: (wake) => (wake(), () => {}) });
    expect(asked).toHaveLength(2);
  });

  it('asks again at once when the app socket reconnects, since its end may have been missed (docs/QUALITY.md §faults.reconnect)', async () => {
    const { api, asked } = apiAnswering([view('running'), view('done')]);
    let slept = 0;
    const never = () => (slept++, new Promise<void>(() => {}));
    const waiting = waitForGeneration(api, 'g', { sleep: never });
    while (slept === 0) await Promise.resolve();
    expect(asked).toHaveLength(1);
    realtimeBus.reconnected();
    expect((await waiting).status).toBe('done');
    expect(asked).toHaveLength(2);
  });

  it('throws a failed job as its pt-BR message and code', async () => {
    const { api } = apiAnswering([view('failed', { message: 'Erro ao gerar roteiro', error: 'rate_limited' })]);
    const err = await waitForGeneration(api, 'g').catch((e: unknown) => e);
    expect(isApiError(err) && [err.code, err.message]).toEqual(['rate_limited', 'Erro ao gerar roteiro']);
  });
});

describe('the running generation kept for a reload', () => {
  it('reads back what was kept, forgets it when cleared, and reads nothing from a refused or odd storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    keepRunning('criar', { generationId: 'g', count: 3, mode: 'series' }, storage);
    expect(readRunning('criar', storage)).toEqual({ generationId: 'g', count: 3, mode: 'series' });
    expect(readRunning('editar', storage)).toBeNull();
    keepRunning('criar', null, storage);
    expect(readRunning('criar', storage)).toBeNull();
    store.set('viraliza-geracao-criar', '{"generationId": 7}');
    expect(readRunning('criar', storage)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRunning('criar', refusing)).toBeNull();
  });
});
