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
  typeof x === 'string' ? x : typeof x?.id === 'string' ? x.id : null;
/** Epoch seconds a Date can hold (a signed event is still checked: a wild number must not throw). */
const isEpoch = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= 8.64e12;
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
    created: iso(sub.created ?? sub.start_date),
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
  const lines = Array.isArray(invoice.lines?.data) ? invoice.lines.data : [];
  const ends = lines.map((l) => l?.period?.end).filter(isEpoch);
  return ends.length ? iso(Math.max(...ends)) : null;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The events billing follows (docs/DATA-MODEL.md B2); every other type is `ignored`. A signed
 * event without the object its type promises (no `data`, `data.object` null) is ignored as
 * `malformed`: answered 200 with a log, since Stripe would only send it again (issue 25).
 */
export function normalizeEvent(event: Stripe.Event): PaymentEvent {
  const raw = event as unknown;
  const type = isObject(raw) && typeof raw.type === 'string' ? raw.type : 'unknown';
  const malformed = { id: 'unknown', created: iso(0), kind: 'ignored' as const, providerType: type, malformed: true };
  if (!isObject(raw) || typeof raw.id !== 'string' || !isEpoch(raw.created)) return malformed;
  const base = { id: event.id, created: iso(event.created) };
  const ignored = { ...base, kind: 'ignored' as const, providerType: type };
  const object: unknown = isObject(raw.data) ? raw.data.object : undefined;
  if (!isObject(object)) return { ...ignored, malformed: true };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = object as unknown as Stripe.Checkout.Session;
      const subscriptionId = idOf(session.subscription);
      const customerId = idOf(session.customer);
      if (session.mode !== 'subscription' || !subscriptionId || !customerId) return ignored;
      return {
        ...base,
        kind: 'checkout.completed',
        subscriptionId,
        customerId,
        userId: session.client_reference_id ?? null,
        paid: session.payment_status === 'paid',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      if (typeof object.id !== 'string') return { ...ignored, malformed: true };
      return { ...base, kind: 'subscription.changed', subscriptionId: object.id };
    case 'invoice.paid': {
      const invoice = object as unknown as Stripe.Invoice;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return ignored;
      return { ...base, kind: 'invoice.paid', subscriptionId, periodEnd: invoicePeriodEnd(invoice) };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(object as unknown as Stripe.Invoice);
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
