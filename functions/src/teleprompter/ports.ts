import type { PaceTotals } from '@shared/teleprompter/pace.schema';
import type { RemoteServerFrame } from '@shared/teleprompter/remote.schema';

/**
 * The phone remote's ports (docs/PRODUCT.md §flows.teleprompter-remote,
 * docs/ARCHITECTURE.md §realtime-remote). The use cases beside this file know only these.
 */

/** A pairing: the code a phone connects with, whose prompter tab (`sessionId`) it drives. */
export interface StoredPairing {
  code: string;
  /** The owner: the `sub` of the token that created it. */
  userId: string;
  sessionId: string;
  /** When it was made, epoch seconds: a sign-out everywhere after it ends it (docs/ARCHITECTURE.md §revocation). */
  createdAt: number;
  /** When it stops working, epoch seconds (its DynamoDB ttl). */
  expiresAt: number;
}

/** Who is behind a WebSocket connection: the signed-in app, or a phone paired by a code. */
export type ConnectionOwner =
  { kind: 'app'; userId: string } | { kind: 'remote'; userId: string; code: string; sessionId: string };

export interface PairingStore {
  /** Puts the pairing unless its code is held by a live one (P1); false on such a collision. */
  create(pairing: StoredPairing, now: Date): Promise<boolean>;
  /** A live pairing by its code (P2); null when absent or expired. */
  get(code: string, now: Date): Promise<StoredPairing | null>;
  /**
   * Records a phone's connection (P3): a row under its connection id and one under the pairing,
   * both expiring with it. Never a row under the user: fan-out (C3) must not reach a phone.
   */
  addRemote(connectionId: string, pairing: StoredPairing): Promise<void>;
  /** Whose connection this is (C2's row, P4); null when unknown or expired. */
  ownerOf(connectionId: string, now: Date): Promise<ConnectionOwner | null>;
  /** A pairing and the phones connected with it, in one Query (P5). */
  withRemotes(code: string, now: Date): Promise<{ pairing: StoredPairing | null; remoteIds: string[] }>;
}

/**
 * Failed pairing-code connects per client, in fixed windows (P6–P8). Every connect is counted
 * before its code is read, atomically, so concurrent guesses cannot all pass the cap; a good
 * code gives its count back, so only failures stay counted.
 */
export interface PairAttempts {
  /** Failed connects of the client in this window (P6). */
  failures(clientKey: string, now: Date): Promise<number>;
  /** Counts one connect while the window holds fewer than `max` (P7); false, counting nothing, once it holds `max`. */
  count(clientKey: string, max: number, now: Date): Promise<boolean>;
  /** Gives back the count of a connect whose code was good (P8). */
  uncount(clientKey: string, now: Date): Promise<void>;
}

/** Sends one frame to one phone (API Gateway's PostToConnection); a gone connection is forgotten. */
export interface RemoteChannel {
  send(connectionId: string, frame: RemoteServerFrame): Promise<void>;
}

// ---- The measured pace (docs/PRODUCT.md §flows.teleprompter.pace) ----

/**
 * The user's running pace totals (docs/DATA-MODEL.md T1, T2): one item per user that every
 * measured take adds to, atomically, so concurrent takes are all counted. The average is
 * derived from the totals (`paceOf`, shared/src/teleprompter/pace.schema.ts).
 *
 * @example const totals = await pace.add('user-sub', { words: 150, durationMs: 60_000 }, clock.now())
 */
export interface PaceStore {
  /** Adds one take's words and time and counts the take; answers the totals after it. */
  add(userId: string, take: { words: number; durationMs: number }, now: Date): Promise<PaceTotals>;
  /** The totals so far; null before the first take. */
  get(userId: string): Promise<PaceTotals | null>;
}
