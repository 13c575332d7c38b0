import type { Subscription } from '@shared/subscription/subscription.schema';
import { generateBlockedReason } from './credits-status';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const sub = (plan: Subscription['plan'], creditsRemaining: number): Subscription => ({
  userId: 'ana',
  plan,
  status: 'active',
  creditsRemaining,
  creditsTotal: 200,
  creditsResetAt: '2026-03-22T12:00:00.000Z',
  currentPeriodEnd: null,
  updatedAt: NOW.toISOString(),
});

describe('generateBlockedReason (issue 10 defect 1: the buttons say why they are disabled)', () => {
  const renews = 'Seus créditos renovam em 22/03/2026 (em 12 dias).';

  it('names the price, the balance and when the credits renew, on any plan', () => {
    expect(generateBlockedReason(sub('free', 99), 100, NOW)).toBe(
      `Créditos insuficientes: custa 100 créditos e você tem 99. ${renews}`,
    );
    expect(generateBlockedReason(sub('pro', 0), 100, NOW)).toBe(
      `Créditos insuficientes: custa 100 créditos e você tem 0. ${renews}`,
    );
  });

  it('blocks the 300-credit series for a balance of 200, not a 100-credit script (issue 27)', () => {
    expect(generateBlockedReason(sub('free', 200), 300, NOW)).toBe(
      `Créditos insuficientes: custa 300 créditos e você tem 200. ${renews}`,
    );
    expect(generateBlockedReason(sub('free', 200), 100, NOW)).toBeNull();
  });

  it('blocks nothing while the action is affordable, nor before the subscription loads', () => {
    expect(generateBlockedReason(sub('free', 100), 100, NOW)).toBeNull();
    expect(generateBlockedReason(null, 300, NOW)).toBeNull();
  });
});
