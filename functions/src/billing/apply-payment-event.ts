import { SUBSCRIPTION_UPDATED } from '@shared/realtime/realtime-event.schema';
import type { Clock, Logger, RealtimePublisher } from '../core/ports';
import { billingChange, paysCurrentPeriod } from './billing-state';
import type { ApplyOutcome, BillingStore, Payments, PaymentEvent, ProviderSubscription } from './ports';

/** Reads of the provider's state per event: a lost race (a newer read written first) reads again. */
const ATTEMPTS = 3;

export interface ApplyPaymentEventContext {
  payments: Payments;
  store: BillingStore;
  realtime: RealtimePublisher;
  clock: Clock;
  log: Logger;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

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
    log.info('payment event ignored', { providerType: event.providerType });
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
    const outcome = await applyProviderState(ctx, userId, provider, {
      readAt,
      grant: paysCurrentPeriod(event, provider),
      eventId: event.id,
      eventType: event.kind,
    });
    if (outcome === 'lost-race') continue;
    if (outcome === 'applied') log.info('payment event applied', { userId, status: provider.status });
    return outcome === 'applied' ? 'applied' : outcome === 'duplicate' ? 'duplicate' : 'ignored';
  }
  // Heavy contention on one row: a 500 makes Stripe retry later.
  throw new Error(`payment event ${event.id} lost ${ATTEMPTS} races in a row`);
}

/** Who the subscription belongs to: the checkout's reference, our metadata, or the customer lookup (B3). */
async function userOf(
  ctx: ApplyPaymentEventContext,
  event: PaymentEvent,
  provider: ProviderSubscription,
): Promise<string | null> {
  if (event.kind === 'checkout.completed' && event.userId) return event.userId;
  return provider.userId ?? (await ctx.store.findUserByCustomer(provider.customerId));
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
  opts: { readAt: number; grant: boolean; eventId?: string; eventType?: string },
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
