import { UnauthorizedError } from '../core/errors';
import type { AccountStanding, AccountStandings } from './ports';
import type { Caller, Clock, TokenVerifier } from '../core/ports';
import { ACCOUNT_REVOKED_MESSAGE } from './account-errors';

/** How long a warm Lambda trusts what it read of an account's standing (docs/ARCHITECTURE.md §revocation). */
export const STANDING_CACHE_MS = 60_000;

/**
 * A token verifier that also refuses accounts that were deleted or disabled, or whose
 * tokens were revoked by a sign-out everywhere (docs/ARCHITECTURE.md §revocation). It wraps
 * the signature check, so every route that verifies a token (authedHandler and WebSocket
 * $connect) gets the check. `tokensValidAfter` is the second of the cut-off: a token issued in
 * that second or before is refused, so none issued with the sign-out survives it. Each warm process reads a user's standing at most once per
 * STANDING_CACHE_MS: one GetItem per user per minute. An account without a profile row is
 * refused too (its rows were erased, or it never finished sign-up).
 *
 * @example const tokens = new StandingCheckedVerifier(jose, accounts, clock);
 */
export class StandingCheckedVerifier implements TokenVerifier {
  private readonly cache = new Map<string, { standing: AccountStanding | null; readAt: number }>();

  constructor(
    private readonly inner: TokenVerifier,
    private readonly standings: Pick<AccountStandings, 'getStanding'>,
    private readonly clock: Clock,
    private readonly cacheMs = STANDING_CACHE_MS,
  ) {}

  async verify(token: string): Promise<Caller> {
    const caller = await this.inner.verify(token);
    const standing = await this.standingOf(caller.userId);
    const revoked =
      !standing ||
      standing.status !== 'active' ||
      (standing.tokensValidAfter !== undefined && (caller.issuedAt ?? 0) <= standing.tokensValidAfter);
    if (revoked) throw new UnauthorizedError(ACCOUNT_REVOKED_MESSAGE);
    return caller;
  }

  /** Forgets what this process knows of a user (the process that deleted or disabled it). */
  forget(userId: string): void {
    this.cache.delete(userId);
  }

  private async standingOf(userId: string): Promise<AccountStanding | null> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(userId);
    if (hit && now - hit.readAt < this.cacheMs) return hit.standing;
    const standing = await this.standings.getStanding(userId);
    // Bounded: a warm Lambda serves few users, but never let the map grow without end.
    if (this.cache.size >= 10_000) this.cache.clear();
    this.cache.set(userId, { standing, readAt: now });
    return standing;
  }
}
