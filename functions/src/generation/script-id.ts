import { decodeTime, encodeTime, monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** Script ids are ULIDs: unique, and sorting them sorts by creation time (the free plan's "oldest"). */
export const newScriptId = (): string => ulid();

/** Path ids are checked before any read, so junk never reaches the store. */
/** A series' parts are made right after its id, in the same call: their ids lie within this window after it. */
export const SERIES_WINDOW_MS = 60_000;

/**
 * The id range a series' parts lie in (docs/DATA-MODEL.md S8): from the series id (made just before its
 * parts) to the last id of SERIES_WINDOW_MS later.
 */
export function seriesIdRange(seriesId: string): { from: string; to: string } {
  return { from: seriesId, to: encodeTime(decodeTime(seriesId) + SERIES_WINDOW_MS, 10) + 'Z'.repeat(16) };
}

export const isScriptId = (id: string | undefined): id is string => !!id && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);
