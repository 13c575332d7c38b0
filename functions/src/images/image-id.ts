import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** Image ids are ULIDs: unique, and sorting them sorts by creation time (the history is newest first). */
export const newImageId = (): string => ulid();
