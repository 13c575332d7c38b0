import * as z from 'zod/mini';
import type { ConnectionOwner, StoredPairing } from '../../teleprompter/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The WebSocket connection items (docs/DATA-MODEL.md, `connection`: C1–C3, P3, P4): one under
 * the connection id (an app's, or a phone remote's with `kind: 'remote'`), and for an app one
 * under the user, which fan-out (C3) lists.
 */
export const CONNECTION_TYPE = 'connection';
export const connectionKey = keys.connection;
export const userConnectionKey = keys.userConnection;

/** C1's two items: under the user (fan-out) and under the connection id ($disconnect). */
export function appConnectionItems(connectionId: string, userId: string, ttl: number): [Item, Item] {
  return [
    { ...userConnectionKey(userId, connectionId), type: CONNECTION_TYPE, connectionId, ttl },
    { ...connectionKey(connectionId), type: CONNECTION_TYPE, userId, ttl },
  ];
}

/** P3's item under a phone remote's connection id: it expires with its pairing. */
export function remoteConnectionItem(connectionId: string, pairing: StoredPairing): Item {
  return {
    ...connectionKey(connectionId),
    type: CONNECTION_TYPE,
    kind: 'remote',
    userId: pairing.userId,
    code: pairing.code,
    sessionId: pairing.sessionId,
    ttl: pairing.expiresAt,
  };
}

const byIdSchema = z.union([
  z.object({
    kind: z.literal('remote'),
    userId: z.string().check(z.minLength(1)),
    code: z.string(),
    sessionId: z.string(),
  }),
  z.object({ kind: z.optional(z.undefined()), userId: z.string().check(z.minLength(1)) }),
]);

/** Whose connection the item under its id is (C2, P4); a malformed item throws. */
export function toConnectionOwner(item: Item): ConnectionOwner {
  const row = byIdSchema.parse(item);
  return row.kind === 'remote'
    ? { kind: 'remote', userId: row.userId, code: row.code, sessionId: row.sessionId }
    : { kind: 'app', userId: row.userId };
}

const byUserSchema = z.object({ connectionId: z.string().check(z.minLength(1)) });

/** The connection id an item under the user names (C3); a malformed item throws. */
export function connectionIdOf(item: Item): string {
  return byUserSchema.parse(item).connectionId;
}
