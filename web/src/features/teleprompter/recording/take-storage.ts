/**
 * Recorded takes (docs/PRODUCT.md §screens.teleprompter.takes), kept on this device until they are
 * downloaded or discarded: one IndexedDB object store, keyed by the take's id, indexed by user.
 * Every call resolves, never rejects: where IndexedDB is missing or refuses (private mode, a full
 * disk), the take simply lives in the page only, as before.
 */
import type { Cue } from '@shared/teleprompter/captions';

const DB_NAME = 'viraliza-teleprompter';
const STORE = 'takes';
const BY_USER = 'userId';

export interface StoredTake {
  id: string;
  userId: string;
  number: number;
  blob: Blob;
  mimeType: string;
  fileName: string;
  durationMs: number;
  startedAt: number;
  kept: boolean;
  /** The take's captions as last reviewed (absent on takes kept before captions existed). */
  cues?: Cue[];
  /** The saved script it was read from (docs/PRODUCT.md §screens.teleprompter.captions). */
  scriptId?: string | null;
  /** The words its captions cover: with the duration, the reading pace the script's view shows. */
  wordsRead?: number;
  /** With burned-in captions: the frames a second drawn during the take. */
  drawFps?: number | null;
}

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex(BY_USER, BY_USER);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** One request in its own transaction; its result once the transaction has committed, else undefined. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        resolve(undefined);
      };
    } catch {
      db.close();
      resolve(undefined);
    }
  });
}

/** Keeps (or updates) a take. */
export async function saveTake(take: StoredTake): Promise<void> {
  await inStore('readwrite', (store) => store.put(take));
}

/** Forgets a take: it was downloaded or discarded. */
export async function removeTake(id: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(id));
}

/** This user's kept takes, in the order they were recorded. */
export async function listTakes(userId: string): Promise<StoredTake[]> {
  const all = await inStore<StoredTake[]>('readonly', (store) => store.index(BY_USER).getAll(userId));
  return (all ?? []).sort((a, b) => a.number - b.number);
}
