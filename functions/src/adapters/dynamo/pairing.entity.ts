import * as z from 'zod/mini';
import type { StoredPairing } from '../../teleprompter/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The teleprompter pairing items (docs/DATA-MODEL.md, `teleprompter pairing`, `teleprompter
 * remote`, `pairing pointer`: P1–P5, A7), all expiring with the pairing.
 */
export const PAIRING_TYPE = 'pairing';
export const PAIRING_REF_TYPE = 'pairingRef';
export const PAIRING_REMOTE_TYPE = 'remote';

export const pairingKey = keys.pairing;

/** The pairing item P1 puts. */
export function pairingItem(pairing: StoredPairing): Item {
  return { ...pairingKey(pairing.code), type: PAIRING_TYPE, ...pairing, ttl: pairing.expiresAt };
}

/** The owner's pointer P1 puts beside it, so account deletion reaches the pairing without a Scan (A7). */
export function pairingRefItem(pairing: StoredPairing): Item {
  return {
    ...keys.pairingRef(pairing.userId, pairing.code),
    type: PAIRING_REF_TYPE,
    code: pairing.code,
    ttl: pairing.expiresAt,
  };
}

/** A phone's row under the pairing (P3), which P5 lists. */
export function pairingRemoteItem(connectionId: string, pairing: StoredPairing): Item {
  return {
    ...keys.pairingRemote(pairing.code, connectionId),
    type: PAIRING_REMOTE_TYPE,
    connectionId,
    ttl: pairing.expiresAt,
  };
}

const pairingSchema = z.object({
  code: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  sessionId: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});

/** The pairing as P2 and P5 read it; a malformed item throws. */
export function toPairing(item: Item): StoredPairing {
  const { code, userId, sessionId, createdAt, expiresAt } = pairingSchema.parse(item);
  return { code, userId, sessionId, createdAt, expiresAt };
}

const remoteSchema = z.object({ connectionId: z.string().check(z.minLength(1)) });

/** The phone's connection id a remote row names (P5); a malformed item throws. */
export function remoteIdOf(item: Item): string {
  return remoteSchema.parse(item).connectionId;
}
