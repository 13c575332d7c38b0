import Stripe from 'stripe';
import type { BillingInterval } from '@shared/billing/billing.schema';
import type { PaidPlanId } from '@shared/plans/plans';
import { InvalidWebhookError } from '../../billing/billing-errors';
import type { PaymentEvent, ProviderStatus, ProviderSubscription } from '../../billing/ports';

/**
 * Stripe's objects in our words (billing/ports.ts), for the Stripe adapter and the local
 * simulation alike: the simulation keeps Stripe-shaped objects and signs Stripe-shaped
 * events, so this one reading serves both (docs/LOCAL-MODE.md §payments).
 */

/** The four configured price ids (docs/PRODUCT.md §plans.prices). */
export type PriceIds = Readonly<Record<PaidPlanId, Readonly<Record<BillingInterval, string>>>>;

/** The plan and interval a price id stands for; nulls for a price we did not configure. */
export function planOfPrice(prices: PriceIds, priceId: string | undefined) {
  for (const plan of ['pro', 'enterprise'] as const)
    for (const interval of ['monthly', 'yearly'] as const)
      if (prices[plan][interval] === priceId) return { plan, interval };
  return { plan: null, interval: null };
}

const idOf = (x: string | { id: string } | null | undefined): string | null =>
  typeof x === 'string' ? x : (x?.id ?? null);
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

function statusOf(status: Stripe.Subscription.Status): ProviderStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default: // canceled, incomplete_expired
      return 'ended';
  }
}

/**
 * A Stripe subscription as billing reads it. Since API 2025-03-31 the period lives on each
 * item (`items.data[].current_period_*`); ours have one item, the plan's price.
 */
export function normalizeSubscription(sub: Stripe.Subscription, prices: PriceIds): ProviderSubscription {
  const item = sub.items.data[0];
  const { plan, interval } = planOfPrice(prices, item?.price.id);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    userId: sub.metadata?.userId || null,
    plan,
    interval,
    status: statusOf(sub.status),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: iso(item?.current_period_start ?? sub.start_date),
    currentPeriodEnd: iso(item?.current_period_end ?? sub.start_date),
  };
}

/** The subscription an invoice bills (API 2025-03-31 on: `parent.subscription_details.subscription`). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The end of the latest period an invoice's lines pay for (a renewal's lines cover the new period). */
function invoicePeriodEnd(invoice: Stripe.Invoice): string | null {
  const ends = (invoice.lines?.data ?? []).map((l) => l.period?.end).filter((e): e is number => typeof e === 'number');
  return ends.length ? iso(Math.max(...ends)) : null;
}

/** The events billing follows (docs/DATA-MODEL.md B2); every other type is `ignored`. */
export function normalizeEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, created: iso(event.created) };
  const ignored = { ...base, kind: 'ignored' as const, providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const customerId = idOf(session.customer);
      if (session.mode !== 'subscription' || !subscriptionId || !customerId) return ignored;
      return {
        ...base,
        kind: 'checkout.completed',
        subscriptionId,
        customerId,
        userId: session.client_reference_id,
        paid: session.payment_status === 'paid',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { ...base, kind: 'subscription.changed', subscriptionId: event.data.object.id };
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscription(event.data.object);
      if (!subscriptionId) return ignored;
      return { ...base, kind: 'invoice.paid', subscriptionId, periodEnd: invoicePeriodEnd(event.data.object) };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(event.data.object);
      return subscriptionId ? { ...base, kind: 'invoice.payment_failed', subscriptionId } : ignored;
    }
    default:
      return ignored;
  }
}

/**
 * Verifies a webhook with stripe-node's own check (HMAC-SHA256 over `<t>.<raw body>`, 5 minutes'
 * tolerance) and reads it. No network: `Stripe.webhooks` needs no API key.
 */
export function verifyStripeEvent(rawBody: string, signature: string | undefined, webhookSecret: string): PaymentEvent {
  if (!signature) throw new InvalidWebhookError();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (err) {
    throw new InvalidWebhookError({ cause: err });
  }
  return normalizeEvent(event);
}
