import { isPairingCode, normalizePairingCode } from '@shared/teleprompter/remote.schema';
import type { AccountStandings } from '../accounts/ports';
import type { Clock } from '../core/ports';
import type { PairAttempts, PairingStore } from './ports';

/**
 * Failed pairing connects one client may make per window (P6, P7) before every connect of it is
 * refused unread. A phone scans the QR code, so a person meets this only after 30 typos in 10
 * minutes; a guesser gets 180 guesses an hour per address (docs/PRODUCT.md §flows.teleprompter-remote).
 */
export const PAIR_FAILURES_MAX = 30;

export type RemoteConnectResult = 'connected' | 'refused' | 'limited';

export interface ConnectRemoteDeps {
  pairings: Pick<PairingStore, 'get' | 'addRemote'>;
  attempts: PairAttempts;
  standings: Pick<AccountStandings, 'getStanding'>;
  clock: Clock;
}

/**
 * `$connect` with `?pair=<code>`: a phone remote, no account needed. A live pairing of an account
 * in good standing records the connection as the pairing's remote (never in the user's fan-out
 * list); anything else is refused and counted against the client.
 */
export async function connectRemote(
  deps: ConnectRemoteDeps,
  input: { connectionId: string; code: string; clientKey: string },
): Promise<RemoteConnectResult> {
  const now = deps.clock.now();
  // Counted before the code is read, in one conditional write: 50 guesses at once get 30 reads, not 50.
  if (!(await deps.attempts.count(input.clientKey, PAIR_FAILURES_MAX, now))) return 'limited';
  const code = normalizePairingCode(input.code);
  const pairing = isPairingCode(code) ? await deps.pairings.get(code, now) : null;
  if (!pairing) return 'refused';
  // A good code is no guess: only failures stay counted.
  await deps.attempts.uncount(input.clientKey, now);
  // The owner's account must still stand, as for a token (docs/ARCHITECTURE.md §revocation).
  const standing = await deps.standings.getStanding(pairing.userId);
  const revoked =
    !standing ||
    standing.status !== 'active' ||
    (standing.tokensValidAfter !== undefined && pairing.createdAt <= standing.tokensValidAfter);
  if (revoked) return 'refused';
  await deps.pairings.addRemote(input.connectionId, pairing);
  return 'connected';
}
