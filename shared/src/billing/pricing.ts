import { PLANS, type PaidPlanId } from '../plans/plans';
import type { BillingInterval } from './billing.schema';

/** The price of a paid plan for a billing interval, in reais (docs/PRODUCT.md §plans.prices). */
export function planPrice(plan: PaidPlanId, interval: BillingInterval): number {
  return interval === 'yearly' ? PLANS[plan].priceYearly : PLANS[plan].priceMonthly;
}

/** The suffix shown after a price: '/mês' or '/ano' (docs/PRODUCT.md §flows.billing-toggle). */
export function priceSuffix(interval: BillingInterval): '/mês' | '/ano' {
  return interval === 'yearly' ? '/ano' : '/mês';
}

/**
 * The yearly view's saving: 12 × the monthly price − the yearly price, to 2 decimals
 * (docs/PRODUCT.md §plans.prices). Computed in cents so a price with cents cannot leave a
 * binary-float tail.
 *
 * @example yearlySaving('pro') // 89
 */
export function yearlySaving(plan: PaidPlanId): number {
  const cents = (n: number) => Math.round(n * 100);
  return (12 * cents(PLANS[plan].priceMonthly) - cents(PLANS[plan].priceYearly)) / 100;
}
