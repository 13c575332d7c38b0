import { PLANS } from '@shared/plans/plans';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { addOneMonth } from '@shared/subscription/credits';
import type { AccountStore, Clock, NewAccount } from '../core/ports';

/**
 * Creates the profile and the free subscription of a newly confirmed user, exactly once:
 * 200 credits, renewing one month ahead (docs/PRODUCT.md §credits.renewal). Cognito's post-confirmation trigger
 * calls it on AWS; cognito-local calls the same trigger locally.
 *
 * @example await createAccount({ accounts, clock }, { userId: sub, email, name, avatarUrl: null })
 */
export async function createAccount(
  deps: { accounts: AccountStore; clock: Clock },
  account: NewAccount,
): Promise<{ created: boolean }> {
  const now = deps.clock.now();
  const subscription: Subscription = {
    userId: account.userId,
    plan: 'free',
    status: 'active',
    creditsRemaining: PLANS.free.monthlyCredits,
    creditsTotal: PLANS.free.monthlyCredits,
    creditsResetAt: addOneMonth(now).toISOString(),
    currentPeriodEnd: null,
    updatedAt: now.toISOString(),
  };
  return deps.accounts.createAccount(account, subscription, now.toISOString());
}
