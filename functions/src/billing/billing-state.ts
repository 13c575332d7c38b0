import { PLANS } from '@shared/plans/plans';
import { addOneMonth } from '@shared/subscription/credits';
import type { SubscriptionStatus } from '@shared/subscription/subscription.schema';
import type { BillingChange, BillingRow, PaymentEvent, ProviderSubscription } from './ports';

/**
 * How a provider subscription shows on our row (docs/PRODUCT.md §flows.cancellation): a live
 * one keeps its plan; `canceled` while it runs to its period end without renewing ('Seu plano
 * não será renovado'); `past_due` while a payment fails.
 */
export function rowStatus(p: ProviderSubscription): SubscriptionStatus {
  if (p.status === 'past_due') return 'past_due';
  return p.cancelAtPeriodEnd ? 'canceled' : 'active';
}

/** A subscription that gives its plan: paid and running (a failing payment keeps it while the provider retries). */
export const isLive = (p: ProviderSubscription) => p.status === 'active' || p.status === 'past_due';

/** The paid period a grant of credits belongs to: one grant per subscription, period and plan. */
export const creditsPeriodOf = (p: ProviderSubscription) => `${p.id}#${p.currentPeriodStart}#${p.plan}`;

/**
 * Whether this event pays for the subscription's current period (docs/PRODUCT.md §credits.renewal):
 * invoice.paid for the period the subscription is in now (a late invoice of an older period
 * grants nothing), or a checkout paid on the spot. The row's `creditsPeriod` then decides
 * whether that period was already granted.
 */
export function paysCurrentPeriod(event: PaymentEvent, p: ProviderSubscription): boolean {
  if (p.status !== 'active') return false;
  if (event.kind === 'checkout.completed') return event.paid;
  if (event.kind === 'invoice.paid')
    return event.periodEnd !== null && Date.parse(event.periodEnd) === Date.parse(p.currentPeriodEnd);
  return false;
}

/**
 * What the row becomes for the provider's state `p` (read back just now), or null when the
 * event must change nothing:
 * - an ended subscription the row follows: back to free (200 credits, renewing a month on: ours);
 * - an ended, unpaid (`incomplete`) or unknown-price subscription the row does not follow: nothing;
 * - a live one: its plan, status, period and interval; with `grant`, the plan's monthly credits
 *   and the next renewal date (the period end; a month on for yearly plans, which renew
 *   monthly on read inside the year: `creditRenewal`).
 *
 * @example billingChange(row, provider, { grant: true, now }) // { plan: 'pro', credits: { remaining: 15000, … }, … }
 */
export function billingChange(
  row: BillingRow,
  p: ProviderSubscription,
  opts: { grant: boolean; now: Date },
): BillingChange | null {
  const updatedAt = opts.now.toISOString();
  if (p.status === 'ended') {
    if (row.subscriptionId !== p.id) return null; // an old subscription, or already back on free
    return {
      plan: 'free',
      status: 'active',
      creditsTotal: PLANS.free.monthlyCredits,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      billingInterval: null,
      subscriptionId: null,
      customerId: p.customerId,
      updatedAt,
      credits: { remaining: PLANS.free.monthlyCredits, resetAt: addOneMonth(opts.now).toISOString(), period: null },
    };
  }
  if (!isLive(p) || !p.plan) return null;
  const allowance = PLANS[p.plan].monthlyCredits;
  const period = creditsPeriodOf(p);
  const grant = opts.grant && row.creditsPeriod !== period;
  let resetAt = p.currentPeriodEnd;
  if (p.interval === 'yearly') {
    const monthOn = addOneMonth(new Date(p.currentPeriodStart)).toISOString();
    if (Date.parse(monthOn) < Date.parse(p.currentPeriodEnd)) resetAt = monthOn;
  }
  return {
    plan: p.plan,
    status: rowStatus(p),
    creditsTotal: allowance,
    currentPeriodEnd: p.currentPeriodEnd,
    cancelAtPeriodEnd: p.cancelAtPeriodEnd,
    billingInterval: p.interval,
    subscriptionId: p.id,
    customerId: p.customerId,
    updatedAt,
    ...(grant ? { credits: { remaining: allowance, resetAt, period } } : {}),
  };
}
