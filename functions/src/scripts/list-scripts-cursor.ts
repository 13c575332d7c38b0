import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { INVALID_CURSOR_MESSAGE } from '@shared/scripts/script.schema';
import { DomainError } from '../core/errors';
import { isScriptId } from './script-id';

/**
 * The list's cursor (docs/DATA-MODEL.md, S3): base64url JSON of the last script id a page
 * returned, the one field of DynamoDB's LastEvaluatedKey that is not the caller's own pk,
 * and a digest of the caller's id. The store rebuilds the start key under the token's user,
 * so a cursor can never reach another partition, whatever it holds; the digest only lets a
 * cursor handed to another account be refused plainly instead of paging that account's list.
 */
const cursorSchema = z.object({
  v: z.literal(1),
  u: z.string(),
  after: z.string().check(z.refine((id) => isScriptId(id))),
});

const owner = (userId: string) => createHash('sha256').update(userId).digest('base64url').slice(0, 16);

export function encodeCursor(userId: string, after: string): string {
  return Buffer.from(JSON.stringify({ v: 1, u: owner(userId), after })).toString('base64url');
}

/** The script id to continue after; a 400 'validation_failed' for anything but this caller's own cursor. */
export function decodeCursor(userId: string, cursor: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = cursorSchema.safeParse(raw);
  if (!parsed.success || parsed.data.u !== owner(userId))
    throw new DomainError('validation_failed', INVALID_CURSOR_MESSAGE);
  return parsed.data.after;
}
