import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { INVALID_CURSOR_MESSAGE } from '@shared/scripts/script.schema';
import { isEmptyFilter, searchWords, type ScriptFilter } from '@shared/scripts/script-filter';
import { DomainError } from '../core/errors';
import { isScriptId } from '../generation/script-id';

/**
 * The list's cursor (docs/DATA-MODEL.md, S3): base64url JSON of the last script id a page
 * returned, the one field of DynamoDB's LastEvaluatedKey that is not the caller's own pk,
 * and a digest of the caller's id. The store rebuilds the start key under the token's user,
 * so a cursor can never reach another partition, whatever it holds; the digest only lets a
 * cursor handed to another account be refused plainly instead of paging that account's list.
 * A filtered list's cursor also carries a digest of its filter (`f`): continuing it under
 * another filter would skip scripts, so that is refused the same way.
 */
const cursorSchema = z.object({
  v: z.literal(1),
  u: z.string(),
  after: z.string().check(z.refine((id) => isScriptId(id))),
  f: z.optional(z.string()),
});

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 16);
const owner = (userId: string) => digest(userId);
/** The same digest for filters that match the same scripts ('Pão' and 'pao' alike); none for no filter. */
const filterDigest = (filter: ScriptFilter | undefined): string | undefined =>
  !filter || isEmptyFilter(filter)
    ? undefined
    : digest(
        JSON.stringify([
          searchWords(filter.q),
          !!filter.favorites,
          filter.kind ?? '',
          filter.platform ?? '',
          ...(filter.origin ? [filter.origin] : []),
        ]),
      );

export function encodeCursor(userId: string, after: string, filter?: ScriptFilter): string {
  const f = filterDigest(filter);
  return Buffer.from(JSON.stringify({ v: 1, u: owner(userId), after, ...(f ? { f } : {}) })).toString('base64url');
}

/** The script id to continue after; a 400 'validation_failed' for anything but this caller's own cursor of this filter. */
export function decodeCursor(userId: string, cursor: string, filter?: ScriptFilter): string {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = cursorSchema.safeParse(raw);
  if (!parsed.success || parsed.data.u !== owner(userId) || parsed.data.f !== filterDigest(filter))
    throw new DomainError('validation_failed', INVALID_CURSOR_MESSAGE);
  return parsed.data.after;
}
