import * as z from 'zod';
import * as zm from 'zod/mini';
import { PLAN_IDS } from '../plans/plans';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * One subscription row per user, as the API returns it (docs/PRODUCT.md §data.subscription).
 * Marked pure (like `subscriptionRowSchema` below) so a bundle that never uses it leaves it out.
 */
export const subscriptionSchema = /* @__PURE__ */ (() =>
  z.object({
    userId: z.string().min(1),
    plan: z.enum(PLAN_IDS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    creditsRemaining: z.number().int(),
    creditsTotal: z.number().int().nonnegative(),
    /** ISO date-time of the next monthly credit renewal. */
    creditsResetAt: z.string(),
    /** ISO date-time the paid period ends; null on the free plan. */
    currentPeriodEnd: z.string().nullable(),
    updatedAt: z.string(),
  }))();
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * The same contract in zod/mini, for the server's reads of the row: the Lambdas that read
 * subscriptions would otherwise carry classic zod (~70 KB more) for this one parse
 * (docs/BENCH.md). Change both together; subscription.schema.test.ts checks they agree.
 */
export const subscriptionRowSchema = /* @__PURE__ */ (() =>
  zm.object({
    userId: zm.string().check(zm.minLength(1)),
    plan: zm.enum(PLAN_IDS),
    status: zm.enum(SUBSCRIPTION_STATUSES),
    creditsRemaining: zm.int(),
    creditsTotal: zm.int().check(zm.nonnegative()),
    creditsResetAt: zm.string(),
    currentPeriodEnd: zm.nullable(zm.string()),
    updatedAt: zm.string(),
  }))();
