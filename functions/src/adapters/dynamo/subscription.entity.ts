import * as z from 'zod/mini';
import { subscriptionSchema, type Subscription } from '@shared/subscription/subscription.schema';
import type { BillingRow } from '../../billing/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The subscription item (docs/DATA-MODEL.md, `subscription`: A1, A2, A4, B1, B2, L1, L2, L5, L8): the
 * plan and the credit ledger's balance, plus billing attributes the billing store reads itself.
 */
export const SUBSCRIPTION_TYPE = 'subscription';
export const subscriptionKey = keys.subscription;

/** The item A1 and A4 put. */
export function subscriptionItem(subscription: Subscription): Item {
  return { ...subscriptionKey(subscription.userId), type: SUBSCRIPTION_TYPE, ...subscription };
}

/** The subscription the item holds; a malformed item throws. A free plan's row may lack `currentPeriodEnd`. */
export function toSubscription(item: Item): Subscription {
  return subscriptionSchema.parse({ currentPeriodEnd: null, ...item });
}

const balanceSchema = z.object({ creditsRemaining: z.number() });

/** The balance L5 reads (projected alone); a malformed item throws. */
export function creditsRemainingOf(item: Item): number {
  return balanceSchema.parse(item).creditsRemaining;
}

/** A billing attribute absent until the user first pays; '' is absent too. */
const billingText = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v || null),
);

const billingSchema = z.object({
  stripeCustomerId: billingText,
  stripeSubscriptionId: billingText,
  creditsPeriod: billingText,
  providerReadAt: z._default(z.optional(z.nullable(z.number())), null),
});

/** The row as billing reads it (B1): the subscription and its billing attributes; a malformed item throws. */
export function toBillingRow(item: Item): BillingRow {
  const billing = billingSchema.parse(item);
  return {
    subscription: toSubscription(item),
    customerId: billing.stripeCustomerId,
    subscriptionId: billing.stripeSubscriptionId,
    creditsPeriod: billing.creditsPeriod,
    providerReadAt: billing.providerReadAt,
  };
}
