import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** Script ids are ULIDs: unique, and sorting them sorts by creation time (the free plan's "oldest"). */
export const newScriptId = (): string => ulid();

/** Path ids are checked before any read, so junk never reaches the store. */
export const isScriptId = (id: string | undefined): id is string => !!id && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);
