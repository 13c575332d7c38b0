import { BILLING_MESSAGES, type BillingInterval } from '@shared/billing/billing.schema';
import type { PaidPlanId } from '@shared/plans/plans';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { ConflictError, DomainError, NotFoundError, UnauthorizedError } from '../core/errors';
import type { AccountStore, Caller, Clock, Logger, RealtimePublisher } from '../core/ports';
import type { IdentityAdmin } from '../accounts/ports';
import type { RateLimiter } from '../credits/ports';
import { PASSWORD_RECHECK_BUCKET } from '../credits/rate-limits';
import { applyProviderState } from './apply-payment-event';
import { PaymentProviderError, WrongCancelPasswordError } from './billing-errors';
import type { BillingRow, BillingStore, Payments } from './ports';

/** What the billing routes share. `appUrl`: the web app's origin, for the provider's return addresses. */
export interface BillingContext {
  payments: Payments;
  store: BillingStore;
  realtime: RealtimePublisher;
  clock: Clock;
  log: Logger;
  appUrl: string;
}

/** Runs a provider call, turning its failure into the screen's pt-BR text (the cause is logged). */
async function provider<T>(ctx: BillingContext, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    ctx.log.error('payment provider call failed', {
      errorName: (err as Error).name,
      errorMessage: (err as Error).message,
    });
    throw new PaymentProviderError(message, { cause: err });
  }
}

async function rowOf(ctx: BillingContext, userId: string): Promise<BillingRow> {
  const row = await ctx.store.get(userId);
  if (!row) throw new NotFoundError('Assinatura não encontrada.');
  return row;
}

/**
 * Applies the provider's answer to a change the user asked for; when a webhook wrote a newer
 * read meanwhile, reads the provider again (at most twice more), so the row never stays behind.
 */
async function applyAnswer(
  ctx: BillingContext,
  userId: string,
  answer: { readAt: number; state: Awaited<ReturnType<Payments['getSubscription']>> },
): Promise<void> {
  let { readAt, state } = answer;
  for (let attempt = 1; state && attempt <= 3; attempt++) {
    if ((await applyProviderState(ctx, userId, state, { readAt, grant: false })) !== 'lost-race') return;
    readAt = ctx.clock.now().getTime();
    const id = state.id;
    state = await ctx.payments.getSubscription(id);
  }
}

/** A paid plan still running at the provider (the row follows a subscription that has not ended). */
const hasLiveSubscription = (row: BillingRow) => row.subscriptionId !== null && row.subscription.plan !== 'free';

/**
 * POST /api/billing/checkout (docs/PRODUCT.md §flows.checkout): a hosted checkout for `plan`
 * billed every `interval`, for the caller (the provider's customer when the user has one),
 * returning to `/criar?success=true&plan=<plan>` or, cancelled, to /planos. A user whose paid
 * plan still runs is sent to the portal instead (409): a second checkout would bill twice.
 * Opening one expires the user's older open checkouts, so two tabs cannot both be paid.
 *
 * @example await startCheckout(ctx, accounts, caller, { plan: 'pro', interval: 'yearly' }) // { url }
 */
export async function startCheckout(
  ctx: BillingContext,
  accounts: Pick<AccountStore, 'getProfile'>,
  caller: Caller,
  req: { plan: PaidPlanId; interval: BillingInterval },
): Promise<{ url: string }> {
  const row = await rowOf(ctx, caller.userId);
  if (hasLiveSubscription(row)) throw new ConflictError(BILLING_MESSAGES.alreadySubscribed);
  const email = caller.email ?? (await accounts.getProfile(caller.userId))?.email;
  const customerId = row.customerId ?? (await customerFor(ctx, caller.userId, email));
  const session = await provider(ctx, BILLING_MESSAGES.checkoutFailed, () =>
    ctx.payments.createCheckout({
      userId: caller.userId,
      ...(email ? { email } : {}),
      plan: req.plan,
      interval: req.interval,
      customerId,
      successUrl: `${ctx.appUrl}/criar?success=true&plan=${req.plan}`,
      cancelUrl: `${ctx.appUrl}/planos`,
    }),
  );
  try {
    const expired = await ctx.payments.expireOtherCheckouts(customerId, session.sessionId);
    if (expired) ctx.log.info('older open checkouts expired', { expired });
  } catch (err) {
    // The new checkout still works; a second payment anyway is ended by the webhook (applyPaymentEvent).
    ctx.log.warn('could not expire older checkouts', { errorName: (err as Error).name });
  }
  ctx.log.info('checkout started', { plan: req.plan, interval: req.interval });
  return { url: session.url };
}

/**
 * The user's provider customer, made before their first checkout so that every checkout and
 * subscription of theirs hangs on one customer (docs/PRODUCT.md §flows.checkout): the open
 * checkouts can then be found and expired, and account deletion finds every subscription.
 * Two first checkouts at once: the customer recorded first is the one both use.
 */
async function customerFor(ctx: BillingContext, userId: string, email: string | undefined): Promise<string> {
  const made = await provider(ctx, BILLING_MESSAGES.checkoutFailed, () =>
    ctx.payments.createCustomer({ userId, ...(email ? { email } : {}) }),
  );
  const customerId = await ctx.store.linkCustomer(userId, made);
  if (customerId !== made) ctx.log.info('a concurrent checkout made the customer first', { unused: made });
  return customerId;
}

/** POST /api/billing/portal (docs/PRODUCT.md §flows.checkout, step 4): the provider's portal for the caller's customer. */
export async function openPortal(ctx: BillingContext, caller: Caller): Promise<{ url: string }> {
  const row = await rowOf(ctx, caller.userId);
  if (!row.customerId) throw new ConflictError(BILLING_MESSAGES.noCustomer);
  const customerId = row.customerId;
  return provider(ctx, BILLING_MESSAGES.portalFailed, () =>
    ctx.payments.createPortal(customerId, `${ctx.appUrl}/gerenciar-assinatura`),
  );
}

/**
 * POST /api/billing/cancel (docs/PRODUCT.md §flows.cancellation): the password is checked again
 * with the identity provider (at most PASSWORD_RECHECK_BUCKET's tries), the feedback text is kept, and the provider stops the renewal
 * (cancel at period end): the plan lasts until `currentPeriodEnd`, then the webhook puts the
 * user back on free. The provider's answer is applied at once and pushed to the open tabs.
 * Cancelling a subscription that already will not renew changes nothing at the provider.
 *
 * @example await cancelSubscription({ ...ctx, identity }, caller, { password, feedback: 'Caro demais' }) // the row
 */
export async function cancelSubscription(
  ctx: BillingContext & { identity: Pick<IdentityAdmin, 'verifyPassword'>; limiter: Pick<RateLimiter, 'take'> },
  caller: Caller,
  req: { password: string; feedback: string },
): Promise<Subscription> {
  if (!caller.username) throw new UnauthorizedError();
  const row = await rowOf(ctx, caller.userId);
  if (!hasLiveSubscription(row) || !row.subscriptionId) throw new ConflictError(BILLING_MESSAGES.noSubscription);
  // Counted before the pool is asked, atomically: a 429 once the re-checks are spent, right password or not.
  await ctx.limiter.take(caller.userId, PASSWORD_RECHECK_BUCKET, ctx.clock.now());
  let ok: boolean;
  try {
    ok = await ctx.identity.verifyPassword(caller.username, req.password);
  } catch (err) {
    ctx.log.error('password check failed', { errorName: (err as Error).name });
    throw new DomainError('internal', BILLING_MESSAGES.passwordCheckFailed, { cause: err });
  }
  if (!ok) throw new WrongCancelPasswordError();

  const subscriptionId = row.subscriptionId;
  const readAt = ctx.clock.now().getTime();
  const state = await provider(ctx, BILLING_MESSAGES.cancelFailed, () =>
    ctx.payments.setCancelAtPeriodEnd(subscriptionId, true),
  );
  await applyAnswer(ctx, caller.userId, { readAt, state });
  const feedback = req.feedback.trim();
  if (feedback)
    await ctx.store.saveCancellationFeedback(caller.userId, {
      text: feedback,
      plan: row.subscription.plan,
      at: ctx.clock.now().toISOString(),
    });
  ctx.log.info('subscription set to cancel at period end', { plan: row.subscription.plan, feedback: !!feedback });
  return (await rowOf(ctx, caller.userId)).subscription;
}

/**
 * POST /api/billing/renew: undoes a cancellation while the paid period still runs (the provider
 * renews again at its end). Once the period is over the plan is free and the way back is /planos (409).
 */
export async function renewSubscription(ctx: BillingContext, caller: Caller): Promise<Subscription> {
  const row = await rowOf(ctx, caller.userId);
  if (!hasLiveSubscription(row) || !row.subscriptionId) throw new ConflictError(BILLING_MESSAGES.noSubscription);
  if (!row.subscription.cancelAtPeriodEnd) throw new ConflictError(BILLING_MESSAGES.alreadyRenewing);
  const subscriptionId = row.subscriptionId;
  const readAt = ctx.clock.now().getTime();
  const state = await provider(ctx, BILLING_MESSAGES.renewFailed, () =>
    ctx.payments.setCancelAtPeriodEnd(subscriptionId, false),
  );
  await applyAnswer(ctx, caller.userId, { readAt, state });
  ctx.log.info('subscription renewal resumed', { plan: row.subscription.plan });
  return (await rowOf(ctx, caller.userId)).subscription;
}

/**
 * Account deletion's `cancelSubscription` (docs/ARCHITECTURE.md §account-deletion): ends every
 * subscription of the user's provider customer that has not ended, and the one the row follows,
 * at once (no refund: docs/PRODUCT.md §plans.prices), then forgets the customer lookup; the
 * rows themselves go with the account.
 */
export async function cancelForDeletion(
  ctx: Pick<BillingContext, 'payments' | 'store' | 'log'>,
  userId: string,
): Promise<void> {
  const row = await ctx.store.get(userId);
  if (!row) return;
  const ids = new Set<string>();
  if (row.customerId) for (const sub of await ctx.payments.subscriptionsOf(row.customerId)) ids.add(sub.id);
  if (row.subscriptionId) ids.add(row.subscriptionId);
  for (const id of ids) await ctx.payments.cancelNow(id);
  if (ids.size) ctx.log.info('subscriptions ended for account deletion', { userId, ended: ids.size });
  if (row.customerId) await ctx.store.forgetCustomer(row.customerId);
}
