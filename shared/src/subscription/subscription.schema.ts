import * as z from 'zod';
import { PLAN_IDS } from '../plans/plans';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One subscription row per user, as the API returns it (spec §3, subscriptions). */
export const subscriptionSchema = z.object({
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
});
export type Subscription = z.infer<typeof subscriptionSchema>;
