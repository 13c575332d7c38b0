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
  it('names the missing credits and when they renew, on any plan', () => {
    const reason = 'Créditos insuficientes para gerar. Seus créditos renovam em 22/03/2026 (em 12 dias).';
    expect(generateBlockedReason(sub('free', 99), NOW)).toBe(reason);
    expect(generateBlockedReason(sub('pro', 0), NOW)).toBe(reason);
  });

  it('blocks nothing while one script is affordable, nor before the subscription loads', () => {
    expect(generateBlockedReason(sub('free', 100), NOW)).toBeNull();
    expect(generateBlockedReason(null, NOW)).toBeNull();
  });
});
