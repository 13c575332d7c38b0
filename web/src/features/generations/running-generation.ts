/**
 * The generation a tab is waiting for, kept in sessionStorage (this tab only) so that a reload
 * resumes it (docs/PRODUCT.md §flows.creator.urls): its id and what the screen needs to show it.
 * Storage may be refused (private mode): the generation then simply is not resumed.
 */
export interface RunningGeneration {
  generationId: string;
  /** How many parts it streams (3 for a series). */
  count: number;
  /** The creator's mode, or the edited script's id. */
  mode?: string;
  scriptId?: string;
  /** What an idea tool's page asked, to title its result after a reload. */
  input?: unknown;
  /**
   * The start's body while its answer has not come: a reload may have cut the POST before it reached the
   * server, so the resumed page sends it again with the same id (the route answers the same 202, never a
   * second charge: docs/ARCHITECTURE.md §generation-jobs).
   */
  unsent?: unknown;
}

const key = (screen: string) => `viraliza-geracao-${screen}`;

export function readRunning(
  screen: string,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): RunningGeneration | null {
  try {
    const raw = storage.getItem(key(screen));
    const parsed = raw ? (JSON.parse(raw) as Partial<RunningGeneration>) : null;
    return parsed && typeof parsed.generationId === 'string' && typeof parsed.count === 'number'
      ? (parsed as RunningGeneration)
      : null;
  } catch {
    return null;
  }
}

export function keepRunning(
  screen: string,
  running: RunningGeneration | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage,
): void {
  try {
    if (running) storage.setItem(key(screen), JSON.stringify(running));
    else storage.removeItem(key(screen));
  } catch {
    // refused: only a convenience
  }
}
