import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans/plans';
import { BILLING_INTERVALS } from '../billing/billing.schema';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * One subscription row per user (docs/PRODUCT.md §data.subscription): what the API returns and what the
 * server reads back from the table. zod/mini, like every schema in shared/, so the Lambdas
 * that read subscriptions stay small (docs/BENCH.md). Marked pure so a bundle that never
 * uses it leaves it out.
 */
export const subscriptionSchema = /* @__PURE__ */ (() =>
  z.object({
    userId: z.string().check(z.minLength(1)),
    plan: z.enum(PLAN_IDS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    creditsRemaining: z.int(),
    creditsTotal: z.int().check(z.nonnegative()),
    /** ISO date-time of the next monthly credit renewal. */
    creditsResetAt: z.string(),
    /** ISO date-time the paid period ends; null on the free plan. */
    currentPeriodEnd: z.nullable(z.string()),
    updatedAt: z.string(),
    /**
     * Credits held by generations still running ('em uso'): already out of creditsRemaining,
     * given back if they fail (docs/PRODUCT.md §credits.spending). Only the API answer
     * carries it (the ledger's charges, not the stored row).
     */
    creditsInUse: z.optional(z.int().check(z.nonnegative())),
    /**
     * Billing (issue 12): true once a paid plan was cancelled and will not renew; it lasts until
     * `currentPeriodEnd`, then the plan is free again. Such a row's `status` is `canceled`
     * ('Seu plano não será renovado', docs/PRODUCT.md §flows.cancellation). Absent on free rows.
     */
    cancelAtPeriodEnd: z.optional(z.boolean()),
    /** How a paid plan is billed: monthly or yearly; absent on free rows. Yearly plans still get their credits monthly. */
    billingInterval: z.optional(z.enum(BILLING_INTERVALS)),
  }))();
export type Subscription = z.infer<typeof subscriptionSchema>;
