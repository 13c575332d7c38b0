import type { DomainError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { Clock, Logger } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { CreditLedger } from '../credits/ports';
import { deletedMeanwhile } from './deleted-meanwhile';

/** What ending a failed paid operation needs. */
export interface FailedChargeContext {
  ledger: Pick<CreditLedger, 'refund'>;
  standings: Pick<AccountStandings, 'getStanding'>;
  clock: Clock;
  log: Logger;
}

/**
 * Ends a paid operation that failed after its charge (scripts, AI edits, images, idea tools):
 * gives the credits back once (L2) and answers `failure`, the error to throw. When the account was
 * deleted while the operation ran, its rows are gone and the store's settle refused to write any
 * back (docs/ARCHITECTURE.md §account-deletion.in-flight): nothing is refunded, and the answer is
 * the deleted account's 401. `refunded` says whether the credits went back (an image then frees its slot).
 *
 * @example const { error } = await endFailedCharge(ctx, { userId, operationId, cost }, failure); throw error;
 */
export async function endFailedCharge(
  ctx: FailedChargeContext,
  op: { userId: string; operationId: string; cost: number },
  failure: DomainError,
): Promise<{ error: DomainError; refunded: boolean }> {
  const gone = await deletedMeanwhile(ctx.standings, op.userId, ctx.log);
  if (gone) return { error: gone, refunded: false };
  try {
    // false: a reconcile already gave these credits back (or the operation finished)
    const refunded = await ctx.ledger.refund({ ...op, reason: failure.message, now: ctx.clock.now() });
    if (!refunded) ctx.log.warn('nothing to refund', { cost: op.cost });
    return { error: failure, refunded };
  } catch (refundErr) {
    // the stale sweep (refundStale, L6) finishes it before the user's next paid operation
    ctx.log.error('refund failed', { cost: op.cost, ...errorFields(refundErr) });
    return { error: failure, refunded: false };
  }
}
