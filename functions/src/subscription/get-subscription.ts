import type { Subscription } from '@shared/subscription/subscription.schema';
import type { AccountStore, Clock, Logger } from '../core/ports';
import type { CreditLedger } from '../credits/ports';
import { NotFoundError } from '../core/errors';
import { reconcileStaleGenerations } from '../generation/reconcile-generations';
import { renewDueCredits } from './renew-credits';

/**
 * The caller's subscription row, with the credits its running generations hold
 * (`creditsInUse`); a missing row is an error the shell treats as "no access". Dead
 * generations' credits are given back first (docs/DATA-MODEL.md, L6: exactly once, as on
 * the paying routes), so a crashed generation's credits come back when the shell reads
 * the subscription, not only on the next paid call; a free subscription past its reset
 * date is renewed (docs/PRODUCT.md §credits.renewal).
 *
 * @example await getSubscription({ accounts, ledger, clock, log }, 'user-sub') // { …, creditsInUse: 100 }
 */
export async function getSubscription(
  ctx: { accounts: AccountStore; ledger: CreditLedger; clock: Clock; log: Logger },
  userId: string,
): Promise<Subscription> {
  await reconcileStaleGenerations(ctx, userId);
  const sub = await renewDueCredits(ctx, userId);
  if (!sub) throw new NotFoundError('Assinatura não encontrada.');
  return { ...sub, creditsInUse: await ctx.ledger.held(userId) };
}
