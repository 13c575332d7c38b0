import { wordsPerMinute } from '@shared/teleprompter/delivery';

/**
 * The takes of each saved script on this device (docs/PRODUCT.md §screens.teleprompter.captions): a short
 * record per take (no video) in localStorage, per user, written when a take from a saved script ends and
 * dropped when it is discarded; a downloaded take stays listed. Storage may be full or refused: the
 * list is then simply not kept, never an error.
 */
export interface ScriptTake {
  takeId: string;
  scriptId: string;
  number: number;
  durationMs: number;
  wordsRead: number;
  startedAt: number;
}

/** The newest takes kept, across scripts: enough for a creator's week, small for localStorage. */
export const SCRIPT_TAKES_KEPT = 200;

export const scriptTakesKey = (userId: string) => `viraliza.teleprompter.tomadas-por-roteiro.${userId}`;

function readAll(storage: Storage, userId: string): ScriptTake[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(scriptTakesKey(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (t): t is ScriptTake =>
            !!t && typeof t === 'object' && typeof t.takeId === 'string' && typeof t.scriptId === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function writeAll(storage: Storage, userId: string, takes: ScriptTake[]): void {
  try {
    storage.setItem(scriptTakesKey(userId), JSON.stringify(takes.slice(-SCRIPT_TAKES_KEPT)));
  } catch {
    // full or refused: not kept
  }
}

/** One script's takes, oldest first. */
export function readScriptTakes(storage: Storage, userId: string, scriptId: string): ScriptTake[] {
  return readAll(storage, userId)
    .filter((t) => t.scriptId === scriptId)
    .sort((a, b) => a.startedAt - b.startedAt);
}

export function logScriptTake(storage: Storage, userId: string, take: ScriptTake): void {
  writeAll(storage, userId, [...readAll(storage, userId).filter((t) => t.takeId !== take.takeId), take]);
}

export function forgetScriptTake(storage: Storage, userId: string, takeId: string): void {
  const all = readAll(storage, userId);
  if (all.some((t) => t.takeId === takeId))
    writeAll(
      storage,
      userId,
      all.filter((t) => t.takeId !== takeId),
    );
}

/** The take's reading pace in words per minute (0 when it read nothing). */
export function takePace(take: Pick<ScriptTake, 'wordsRead' | 'durationMs'>): number {
  return wordsPerMinute(take.wordsRead, take.durationMs);
}
