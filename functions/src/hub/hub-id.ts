import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** Goal, diary and coach ids are ULIDs: sorting them sorts by creation, so 'latest 10' is one Query (docs/DATA-MODEL.md H9, H12). */
export const newHubId = (): string => ulid();

export const isHubId = (id: string | undefined): id is string => !!id && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);
