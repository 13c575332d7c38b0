import type { Subscription } from '@shared/subscription/subscription.schema';
import { creditsRemainingOf, subscriptionItem, toBillingRow, toSubscription } from './subscription.entity';

const subscription: Subscription = {
  userId: 'ana',
  plan: 'free',
  status: 'active',
  creditsRemaining: 3,
  creditsTotal: 5,
  creditsResetAt: '2026-04-15T09:30:00.000Z',
  currentPeriodEnd: null,
  updatedAt: '2026-03-15T09:30:00.000Z',
};

describe('the subscription entity', () => {
  it('reads back what it lays out, under USER#<sub> / SUBSCRIPTION', () => {
    const item = subscriptionItem(subscription);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'SUBSCRIPTION', type: 'subscription' });
    expect(toSubscription(item)).toEqual(subscription);
  });

  it('reads the billing attributes, absent or empty as null', () => {
    const item = { ...subscriptionItem(subscription), stripeCustomerId: 'cus_1', stripeSubscriptionId: '' };
    expect(toBillingRow(item)).toEqual({
      subscription,
      customerId: 'cus_1',
      subscriptionId: null,
      creditsPeriod: null,
      providerReadAt: null,
    });
  });

  it('reads the balance alone, as L5 projects it', () => {
    expect(creditsRemainingOf({ creditsRemaining: subscriptionItem(subscription).creditsRemaining })).toBe(3);
  });

  it('refuses a malformed item instead of reading it as undefined', () => {
    expect(() => toSubscription({ ...subscriptionItem(subscription), plan: 'ouro' })).toThrow();
    expect(() => toSubscription({ ...subscriptionItem(subscription), creditsRemaining: undefined })).toThrow();
    expect(() => toBillingRow({ ...subscriptionItem(subscription), providerReadAt: 'ontem' })).toThrow();
    expect(() => creditsRemainingOf({})).toThrow();
    expect(() => creditsRemainingOf({ creditsRemaining: '3' })).toThrow();
  });
});
