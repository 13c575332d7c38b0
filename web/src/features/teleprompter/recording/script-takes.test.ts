import { memoryStorage } from '../../../lib/test-support';
import {
  SCRIPT_TAKES_KEPT,
  forgetScriptTake,
  logScriptTake,
  readScriptTakes,
  takePace,
  type ScriptTake,
} from './script-takes';

const take = (n: number, scriptId = 's1'): ScriptTake => ({
  takeId: `t${n}`,
  scriptId,
  number: n,
  durationMs: 30_000,
  wordsRead: 70,
  startedAt: 1000 + n,
});

describe('the takes of a saved script on this device (docs/PRODUCT.md §screens.teleprompter.captions)', () => {
  it("lists one script's takes, per user, oldest first; a discarded take goes", () => {
    const storage = memoryStorage();
    logScriptTake(storage, 'u1', take(2));
    logScriptTake(storage, 'u1', take(1));
    logScriptTake(storage, 'u1', take(3, 's2'));
    logScriptTake(storage, 'u2', take(4));
    expect(readScriptTakes(storage, 'u1', 's1').map((t) => t.number)).toEqual([1, 2]);
    forgetScriptTake(storage, 'u1', 't1');
    expect(readScriptTakes(storage, 'u1', 's1').map((t) => t.number)).toEqual([2]);
    expect(readScriptTakes(storage, 'u2', 's1').map((t) => t.number)).toEqual([4]);
  });

  it('keeps the newest takes only, reads a broken entry as none, and a refused storage is no error', () => {
    const storage = memoryStorage();
    for (let n = 0; n < SCRIPT_TAKES_KEPT + 5; n++) logScriptTake(storage, 'u1', take(n));
    const kept = readScriptTakes(storage, 'u1', 's1');
    expect(kept).toHaveLength(SCRIPT_TAKES_KEPT);
    expect(kept[0]!.number).toBe(5);
    storage.setItem('viraliza.teleprompter.tomadas-por-roteiro.u1', '{nope');
    expect(readScriptTakes(storage, 'u1', 's1')).toEqual([]);
    const refused = memoryStorage({ refuse: true });
    expect(() => logScriptTake(refused, 'u1', take(1))).not.toThrow();
    expect(readScriptTakes(refused, 'u1', 's1')).toEqual([]);
  });

  it('gives the reading pace in words per minute', () => {
    expect(takePace({ wordsRead: 70, durationMs: 30_000 })).toBe(140);
    expect(takePace({ wordsRead: 0, durationMs: 30_000 })).toBe(0);
  });
});
