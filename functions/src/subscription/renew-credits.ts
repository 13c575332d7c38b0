import { creditRenewal } from '@shared/subscription/credits';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { AccountStore, Clock, Logger } from '../core/ports';
import type { CreditLedger } from '../credits/ports';

/**
 * The caller's subscription, first renewed when it is a free one whose `creditsResetAt` has
 * passed (docs/PRODUCT.md §credits.renewal): the plan's allowance again and the next date a
 * whole month on, in one write conditioned on the old date (docs/DATA-MODEL.md, L8), so two
 * concurrent requests renew once. Called where the server reads the subscription for the
 * user (GET /api/subscription) and before the ledger charges. Monthly paid plans are left to
 * billing (each paid invoice renews them); yearly ones renew here monthly inside their paid
 * year (`creditRenewal`). Null when the user has no subscription.
 *
 * @example await renewDueCredits({ accounts, ledger, clock, log }, 'user-sub') // { …, creditsRemaining: 200, creditsResetAt: next }
 */
export async function renewDueCredits(
  ctx: { accounts: AccountStore; ledger: CreditLedger; clock: Clock; log: Logger },
  userId: string,
): Promise<Subscription | null> {
  const sub = await ctx.accounts.getSubscription(userId);
  const now = ctx.clock.now();
  const due = sub && creditRenewal(sub, now);
  if (!sub || !due) return sub;
  if (!(await ctx.ledger.renew(userId, { ...due, now }))) {
    // Another request renewed it first (or the row changed): read what it wrote.
    return ctx.accounts.getSubscription(userId);
  }
  ctx.log.info('monthly credits renewed on read', { from: due.fromResetAt, next: due.nextResetAt });
  return {
    ...sub,
    creditsRemaining: due.credits,
    creditsTotal: due.credits,
    creditsResetAt: due.nextResetAt,
    updatedAt: now.toISOString(),
  };
}
