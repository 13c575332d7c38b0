import type { Logger, RealtimePublisher } from '../core/ports';
import { ScriptStream } from './script-stream';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

function recorder(fail = false) {
  const events: Array<{ type: string; [k: string]: unknown }> = [];
  const realtime: RealtimePublisher = {
    publish: async (_user, e) => {
      events.push(e);
      if (fail) throw new Error('gone');
    },
  };
  return { events, realtime };
}

describe('ScriptStream', () => {
  it('sends the first words at once, batches the rest into few events, in order, then says done', async () => {
    // the flush timer runs on fake time: 50 ms pass without waiting on the wall clock
    jest.useFakeTimers();
    const { events, realtime } = recorder();
    const s = new ScriptStream(realtime, 'u', 'g', { series: false, log: silent, flushMs: 30 });
    for (const w of 'um dois três quatro cinco '.split(/(?<= )/)) s.push(w);
    await jest.advanceTimersByTimeAsync(50);
    jest.useRealTimers();
    s.push('seis.');
    await s.done();
    expect(events).toEqual([
      { type: 'script.delta', generationId: 'g', index: 0, text: 'um ', offset: 0 },
      { type: 'script.delta', generationId: 'g', index: 0, text: 'dois três quatro cinco ', offset: 3 },
      { type: 'script.delta', generationId: 'g', index: 0, text: 'seis.', offset: 26 },
      { type: 'script.done', generationId: 'g' },
    ]);
  });

  it('gives each script of a series its index', async () => {
    const { events, realtime } = recorder();
    const s = new ScriptStream(realtime, 'u', 'g', { series: true, log: silent, flushMs: 10 });
    s.push('=== ROTEIRO 1 ===\nUm.\n=== ROTEIRO 2 ===\nDois.\n=== ROTEIRO 3 ===\nTrês.');
    await s.done();
    expect(events.filter((e) => e.type === 'script.delta').map((e) => [e.index, e.text])).toEqual([
      [0, 'Um.\n'],
      [1, 'Dois.\n'],
      [2, 'Três.'],
    ]);
  });

  it('hands every flush that sent something the whole text so far (a job checkpoints it), and sends each chunk at flushMs 0', async () => {
    const { events, realtime } = recorder();
    const seen: string[][] = [];
    const s = new ScriptStream(realtime, 'u', 'g', {
      series: false,
      log: silent,
      flushMs: 0,
      onParts: (p) => seen.push(p),
    });
    s.push('um ');
    s.push('dois ');
    s.push('três');
    await s.done();
    expect(events.filter((e) => e.type === 'script.delta')).toHaveLength(3);
    expect(seen).toEqual([['um '], ['um dois '], ['um dois três']]);
  });

  it('never fails because publishing failed', async () => {
    const { events, realtime } = recorder(true);
    const s = new ScriptStream(realtime, 'u', 'g', { series: false, log: silent, flushMs: 5 });
    s.push('texto');
    await expect(s.fail('Erro ao gerar roteiro')).resolves.toBeUndefined();
    // the delta's publish failed, and the failed event was still attempted after it
    expect(events).toEqual([
      { type: 'script.delta', generationId: 'g', index: 0, text: 'texto', offset: 0 },
      { type: 'script.failed', generationId: 'g', message: 'Erro ao gerar roteiro' },
    ]);
  });
});
