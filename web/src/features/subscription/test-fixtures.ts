import type { Subscription } from '@shared/subscription/subscription.schema';

/** An active monthly Pro subscription as the API returns it; override what a test cares about. */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    userId: 'u1',
    plan: 'pro',
    status: 'active',
    creditsRemaining: 12_000,
    creditsTotal: 15_000,
    creditsResetAt: '2026-12-22T12:00:00Z',
    currentPeriodEnd: '2026-12-22T12:00:00Z',
    updatedAt: '2026-11-22T12:00:00Z',
    billingInterval: 'monthly',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}
