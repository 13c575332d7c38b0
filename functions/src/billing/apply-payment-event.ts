import { SUBSCRIPTION_UPDATED } from '@shared/realtime/realtime-event.schema';
import { BILLING_MESSAGES } from '@shared/billing/billing.schema';
import { ConflictError } from '../core/errors';
import type { Clock, Logger, RealtimePublisher } from '../core/ports';
import { billingChange, creditsPeriodOf, isLive, paysCurrentPeriod } from './billing-state';
import { madeBefore } from './ports';
import type { ApplyOutcome, BillingStore, Payments, PaymentEvent, ProviderSubscription } from './ports';
import { BUSINESS_METRICS, businessMetric } from '../core/metrics';

/**
 * Reads of the provider's state per event: a lost race (a newer read written first) reads
 * again. A read that a newer one already covers stops at once, so only an event that still
 * has credits to grant keeps trying; past this many, a 409 makes Stripe deliver it again later.
 */
const ATTEMPTS = 8;

export interface ApplyPaymentEventContext {
  payments: Payments;
  store: BillingStore;
  realtime: RealtimePublisher;
  clock: Clock;
  log: Logger;
  /** The stack's stage, the business metrics' dimension on AWS (docs/INFRA-NOTES.md §operations). */
  stage?: string;
}

/**
 * `superseded`: a newer read of the same subscription was written first and holds all the
 * event would write; `duplicate-cancelled`: the event's subscription was a user's second live
 * one and was ended (docs/DATA-MODEL.md §billing.duplicates).
 */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'superseded' | 'duplicate-cancelled';

/**
 * The Stripe webhook (docs/DATA-MODEL.md B2; docs/PRODUCT.md §credits.renewal): verifies the
 * signature over the raw body, then applies the event to the user's subscription row.
 *
 * - **Order**: the event only names the subscription; its state is read back from the
 *   provider, so a late event writes today's state, and a read older than the one stored
 *   never overwrites it (the store's `readAt` condition; a lost race reads again).
 * - **Once**: the event id is marked in the same transaction as the write, so a replay is a
 *   no-op and a crash cannot mark an event applied without applying it.
 * - **Credits**: a paid period's allowance is granted once (invoice.paid for the current
 *   period, or a checkout paid on the spot), keyed on the period.
 * - Every applied change is pushed to the user's open tabs (`subscription.updated`).
 *
 * Answers what happened; events for no user we know, for an old subscription, or of kinds we
 * do not follow are `ignored` (Stripe is answered 200 and stops retrying).
 *
 * @example await applyStripeWebhook(ctx, { rawBody, signature: headers['stripe-signature'] }) // 'applied'
 */
export async function applyStripeWebhook(
  ctx: ApplyPaymentEventContext,
  call: { rawBody: string; signature: string | undefined },
): Promise<WebhookOutcome> {
  const event = await ctx.payments.verifyWebhook(call.rawBody, call.signature);
  return applyPaymentEvent(ctx, event);
}

export async function applyPaymentEvent(ctx: ApplyPaymentEventContext, event: PaymentEvent): Promise<WebhookOutcome> {
  const log = ctx.log.child({ eventId: event.id, eventKind: event.kind });
  if (event.kind === 'ignored') {
    if (event.malformed)
      log.warn('signed payment event without its object ignored', { providerType: event.providerType });
    else log.info('payment event ignored', { providerType: event.providerType });
    return 'ignored';
  }
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Stamped before the read: of two reads, the one that started later holds the newer state.
    const readAt = ctx.clock.now().getTime();
    const provider = await ctx.payments.getSubscription(event.subscriptionId);
    if (!provider) {
      log.warn('payment event for a subscription the provider does not know', { subscriptionId: event.subscriptionId });
      return 'ignored';
    }
    const userId = await userOf(ctx, event, provider);
    if (!userId) {
      log.warn('payment event for no known user', { subscriptionId: provider.id });
      return 'ignored';
    }
    if (event.kind === 'checkout.completed' && event.userId && event.userId !== userId)
      log.warn('checkout reference names another user than the subscription', { userId });
    const place = await placeOf(ctx, log, userId, provider);
    if (place === 'cancelled') return 'duplicate-cancelled';
    // Taking the place of the row's subscription, an active one's paid period gives its credits.
    const grant = paysCurrentPeriod(event, provider) || (place.replaces !== undefined && provider.status === 'active');
    const outcome = await applyProviderState(ctx, userId, provider, {
      readAt,
      grant,
      eventId: event.id,
      eventType: event.kind,
      ...(place.replaces ? { replaces: place.replaces } : {}),
    });
    if (outcome === 'lost-race') {
      if (await superseded(ctx.store, userId, provider, { readAt, grant })) {
        log.info('payment event superseded by a newer read', { userId });
        return 'superseded';
      }
      continue;
    }
    if (outcome === 'applied') log.info('payment event applied', { userId, status: provider.status });
    // A checkout counts once: a retried or duplicate event is not 'applied'.
    if (outcome === 'applied' && event.kind === 'checkout.completed')
      log.info('checkout metrics', businessMetric(BUSINESS_METRICS.checkouts, 1, ctx.clock.now(), ctx.stage));
    return outcome === 'applied' ? 'applied' : outcome === 'duplicate' ? 'duplicate' : 'ignored';
  }
  // Heavy contention on one row: a 409 (never a 500) makes Stripe deliver the event again later.
  log.warn('payment event lost every race', { attempts: ATTEMPTS });
  throw new ConflictError(BILLING_MESSAGES.eventConflict);
}

/**
 * Who the subscription belongs to: the user our checkout put in its metadata, else the
 * customer lookup (B3). The checkout's `client_reference_id` never decides it: the
 * subscription itself is what bills (docs/DATA-MODEL.md §billing.duplicates).
 */
async function userOf(
  ctx: ApplyPaymentEventContext,
  _event: PaymentEvent,
  provider: ProviderSubscription,
): Promise<string | null> {
  return provider.userId ?? (await ctx.store.findUserByCustomer(provider.customerId));
}

/**
 * Where a live subscription `p` goes on the user's row (docs/DATA-MODEL.md §billing.duplicates):
 * the row follows none or `p` itself (nothing to decide), or follows one that is over
 * (`p` replaces it), or follows another live one: then the user has two, and the later made
 * (madeBefore) is ended at once. `cancelled` when that was `p` (the row is not touched);
 * otherwise `p` replaces the row's.
 */
async function placeOf(
  ctx: ApplyPaymentEventContext,
  log: Logger,
  userId: string,
  p: ProviderSubscription,
): Promise<'cancelled' | { replaces?: string }> {
  if (!isLive(p)) return {};
  const row = await ctx.store.get(userId);
  if (!row?.subscriptionId || row.subscriptionId === p.id) return {};
  const current = await ctx.payments.getSubscription(row.subscriptionId);
  if (!current || !isLive(current)) return { replaces: row.subscriptionId };
  const [kept, duplicate] = madeBefore(current, p) ? [current, p] : [p, current];
  await ctx.payments.cancelNow(duplicate.id);
  log.warn('second live subscription of a user ended at once', {
    userId,
    cancelled: duplicate.id,
    kept: kept.id,
    plan: duplicate.plan,
  });
  return duplicate === p ? 'cancelled' : { replaces: current.id };
}

/** After a lost race: the row already holds a newer read of this subscription, with this period's credits if the event grants them. */
async function superseded(
  store: BillingStore,
  userId: string,
  p: ProviderSubscription,
  opts: { readAt: number; grant: boolean },
): Promise<boolean> {
  const row = await store.get(userId);
  if (!row || row.subscriptionId !== p.id || row.providerReadAt === null || row.providerReadAt < opts.readAt)
    return false;
  return !opts.grant || row.creditsPeriod === creditsPeriodOf(p);
}

/**
 * Writes what the provider's state `provider` (read at `readAt`) makes of the user's row, and
 * pushes `subscription.updated` when it wrote. Shared by the webhook and by the cancel and
 * renew routes, which apply the provider's answer at once rather than wait for its webhook.
 * 'gone' also covers a state that changes nothing (an old subscription).
 */
export async function applyProviderState(
  ctx: Pick<ApplyPaymentEventContext, 'store' | 'realtime' | 'clock' | 'log'>,
  userId: string,
  provider: ProviderSubscription,
  opts: { readAt: number; grant: boolean; eventId?: string; eventType?: string; replaces?: string },
): Promise<ApplyOutcome> {
  const row = await ctx.store.get(userId);
  if (!row) return 'gone';
  const now = ctx.clock.now();
  const change = billingChange(row, provider, { grant: opts.grant, now });
  if (!change) return 'gone';
  const outcome = await ctx.store.apply(userId, change, {
    readAt: opts.readAt,
    now,
    ...(opts.eventId ? { eventId: opts.eventId, eventType: opts.eventType } : {}),
    ...(change.subscriptionId === null ? { endsSubscription: provider.id } : {}),
    ...(opts.replaces ? { replacesSubscription: opts.replaces } : {}),
  });
  if (outcome === 'applied') {
    try {
      await ctx.realtime.publish(userId, { type: SUBSCRIPTION_UPDATED });
    } catch (err) {
      // The row is written; open tabs still reload every 5 minutes and on reconnect.
      ctx.log.warn('could not push subscription.updated', { userId, errorName: (err as Error).name });
    }
  }
  return outcome;
}
