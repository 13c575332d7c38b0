import type { Script, WriterKind } from '@shared/scripts/script.schema';
import type { ScriptFilter } from '@shared/scripts/script-filter';

/** A saved script as stored: the API shape plus its expiry (paid history, epoch seconds). */
export type StoredScript = Script & { ttl?: number };

/**
 * Saved scripts (docs/DATA-MODEL.md, S1–S9, D1). Every method takes the caller's user id
 * from the token; ids from a path are only looked up under that user, so another user's
 * script is simply not found. The two writes that finish a paid operation take its
 * operation id as `settles` and mark that credit-ledger charge done in their own
 * transaction: a script is never saved without its charge settling, nor the reverse.
 *
 * @example
 * await store.saveGenerated(userId, scripts, { settles: generationId, keepLatest: 2 });
 */
export interface ScriptStore {
  /**
   * Saves new scripts and settles the charge `settles`, in one transaction. With
   * `keepLatest` (free plan), the user's oldest scripts beyond that number are deleted in
   * the same one. Throws when the charge is no longer pending (refunded meanwhile).
   */
  saveGenerated(
    userId: string,
    scripts: StoredScript[],
    opts: { settles: string; keepLatest?: number },
  ): Promise<{ replacedOldest: boolean }>;
  /**
   * Replaces a script's text and settles the edit's charge, in one transaction; false when the
   * script is gone. The replaced text is kept as the latest version (at most SCRIPT_VERSIONS_KEPT).
   */
  saveEdit(
    userId: string,
    scriptId: string,
    edit: { text: string; updatedAt: string; writer: WriterKind },
    opts: { settles: string },
  ): Promise<boolean>;
  /**
   * One page of the user's scripts, newest first, starting after the script `after` (a
   * script id, looked up under this user only); expired items are left out (DynamoDB Local
   * never deletes them). `more` says whether older scripts remain. With a `filter`, only
   * matching scripts; the store reads a bounded number of items per call, so a page can come
   * back short (even empty) with `resumeAfter`: the id to continue after (docs/DATA-MODEL.md S3).
   */
  listPage(
    userId: string,
    now: Date,
    page: { limit: number; after?: string; filter?: ScriptFilter },
  ): Promise<{ items: StoredScript[]; more: boolean; resumeAfter?: string }>;
  get(userId: string, scriptId: string, now: Date): Promise<StoredScript | null>;
  /** The live parts of series `seriesId` whose ids lie in `range` (inclusive), oldest first. */
  listSeries(userId: string, seriesId: string, range: { from: string; to: string }, now: Date): Promise<StoredScript[]>;
  /**
   * Sets text / favorite / ttl (null removes it); null when the script does not exist. A new
   * text keeps the replaced one as the latest version, in the same write; a favorite alone keeps none.
   */
  update(
    userId: string,
    scriptId: string,
    patch: { text?: string; favorite?: boolean; ttl?: number | null; updatedAt: string },
  ): Promise<StoredScript | null>;
  /**
   * 'Desfazer': the latest kept version becomes the text again and leaves the versions (the
   * current text is dropped), in one write stamped `now`; 'no-version' when none is kept, null when the
   * script does not exist (or has expired).
   */
  undo(userId: string, scriptId: string, now: Date): Promise<StoredScript | 'no-version' | null>;
  /** False when there was nothing to delete. */
  delete(userId: string, scriptId: string): Promise<boolean>;
  /** The diagnostic page's write / read-back / delete of a throwaway item. */
  roundTrip(userId: string, now: Date): Promise<{ ok: boolean }>;
}

/** The API shape: the stored expiry stays on the server. */
export function toApiScript(s: StoredScript): Script {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { ttl, ...script } = s;
  return script;
}
