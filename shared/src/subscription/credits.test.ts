import type { Subscription } from './subscription.schema';
import {
  addOneMonth,
  creditRenewal,
  creditsInUseText,
  daysUntil,
  holdCredits,
  LOW_CREDIT_PAGE_THRESHOLD,
  LOW_CREDIT_RATIO,
  lowCreditWarning,
  NO_RENEWAL,
  renewalNote,
  renewsInNote,
  unaffordableReason,
  renewsInText,
  showsCreditsPopover,
  showsLowCreditPageWarning,
  renewalText,
  scriptsLeftText,
  summarizeCredits,
} from './credits';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 86_400_000;

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    userId: 'user-1',
    plan: 'pro',
    status: 'active',
    creditsRemaining: 15_000,
    creditsTotal: 15_000,
    creditsResetAt: new Date(NOW.getTime() + 10 * DAY).toISOString(),
    currentPeriodEnd: null,
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

describe('credit thresholds (docs/PRODUCT.md §credits.low)', () => {
  it('warns below 20% in the popover and below 500 on the credits page', () => {
    expect(LOW_CREDIT_RATIO).toBe(0.2);
    expect(LOW_CREDIT_PAGE_THRESHOLD).toBe(500);
  });
});

describe('summarizeCredits', () => {
  it('summarizes a full Pro balance renewing in ten days', () => {
    // act
    const summary = summarizeCredits(subscription(), NOW);
    // assert
    expect(summary).toEqual({
      remaining: 15_000,
      total: 15_000,
      percentAvailable: 100,
      percentUsed: 0,
      isLow: false,
      renewsInDays: 10,
    });
  });

  it.each([
    { total: 200, remaining: 39, isLow: true },
    { total: 200, remaining: 40, isLow: false },
    { total: 15_000, remaining: 2_999, isLow: true },
    { total: 15_000, remaining: 3_000, isLow: false },
    { total: 40_000, remaining: 7_999, isLow: true },
    { total: 40_000, remaining: 8_000, isLow: false },
    { total: 35, remaining: 7, isLow: false },
    { total: 15_000, remaining: 0, isLow: true },
  ])('calls $remaining of $total low: $isLow (low means strictly below 20%)', ({ total, remaining, isLow }) => {
    const summary = summarizeCredits(subscription({ creditsTotal: total, creditsRemaining: remaining }), NOW);
    expect(summary.isLow).toBe(isLow);
  });

  it('is not low at exactly 20% for any whole total up to 50.000', () => {
    const wrong: number[] = [];
    for (let total = 5; total <= 50_000; total += 5) {
      if (summarizeCredits(subscription({ creditsTotal: total, creditsRemaining: total / 5 }), NOW).isLow)
        wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    { total: 15_000, remaining: 3_000, available: 20, used: 80 },
    { total: 15_000, remaining: 11_250, available: 75, used: 25 },
    { total: 200, remaining: 100, available: 50, used: 50 },
    { total: 200, remaining: 1, available: 1, used: 99 },
    { total: 40_000, remaining: 0, available: 0, used: 100 },
  ])('says $used% used when $remaining of $total remain', ({ total, remaining, available, used }) => {
    const summary = summarizeCredits(subscription({ creditsTotal: total, creditsRemaining: remaining }), NOW);
    expect(summary).toMatchObject({ percentAvailable: available, percentUsed: used });
  });

  it('clamps a negative balance to zero', () => {
    const summary = summarizeCredits(subscription({ creditsTotal: 200, creditsRemaining: -50 }), NOW);
    expect(summary).toMatchObject({ remaining: 0, percentAvailable: 0, percentUsed: 100, isLow: true });
  });

  it('never reports more than 100% available when the balance exceeds the total', () => {
    const summary = summarizeCredits(subscription({ creditsTotal: 200, creditsRemaining: 350 }), NOW);
    expect(summary).toMatchObject({ remaining: 350, percentAvailable: 100, percentUsed: 0, isLow: false });
  });

  it('treats a zero total as fully used and low, without dividing by zero', () => {
    const summary = summarizeCredits(subscription({ creditsTotal: 0, creditsRemaining: 0 }), NOW);
    expect(summary).toEqual({
      remaining: 0,
      total: 0,
      percentAvailable: 0,
      percentUsed: 100,
      isLow: true,
      renewsInDays: 10,
    });
  });

  it.each([
    { resetIn: 1.2 * DAY, days: 2 },
    { resetIn: 3 * DAY, days: 3 },
    { resetIn: 1, days: 1 },
    { resetIn: 0, days: 0 },
    { resetIn: -2 * DAY, days: 0 },
  ])('renews in $days days when the reset is $resetIn ms away (rounded up, never negative)', ({ resetIn, days }) => {
    const summary = summarizeCredits(
      subscription({ creditsResetAt: new Date(NOW.getTime() + resetIn).toISOString() }),
      NOW,
    );
    expect(summary.renewsInDays).toBe(days);
  });
});

describe('showsCreditsPopover', () => {
  it.each([
    { plan: 'free', shows: false },
    { plan: 'starter', shows: true },
    { plan: 'pro', shows: true },
    { plan: 'enterprise', shows: true },
  ] as const)('is $shows on the $plan plan', ({ plan, shows }) => {
    expect(showsCreditsPopover(subscription({ plan }))).toBe(shows);
  });

  it.each([null, undefined])('is false without a subscription (%p)', (sub) => {
    expect(showsCreditsPopover(sub)).toBe(false);
  });
});

describe('daysUntil', () => {
  it.each([
    { iso: '2026-03-11T12:00:00.000Z', days: 1 },
    { iso: '2026-03-11T12:00:00.001Z', days: 2 },
    { iso: '2026-03-10T12:00:00.000Z', days: 0 },
    { iso: '2026-03-01T00:00:00.000Z', days: 0 },
    { iso: '2025-01-01T00:00:00.000Z', days: 0 },
    { iso: 'not a date', days: 0 },
    { iso: '', days: 0 },
  ])('counts $days whole days until $iso, never negative', ({ iso, days }) => {
    expect(daysUntil(iso, NOW)).toBe(days);
  });
});

describe('addOneMonth', () => {
  it.each([
    { from: '2026-01-31T10:30:00.000Z', to: '2026-02-28T10:30:00.000Z', why: 'clamps 31 Jan to 28 Feb' },
    { from: '2028-01-31T10:30:00.000Z', to: '2028-02-29T10:30:00.000Z', why: 'clamps 31 Jan to 29 Feb in a leap year' },
    { from: '2026-01-29T00:00:00.000Z', to: '2026-02-28T00:00:00.000Z', why: 'clamps 29 Jan to 28 Feb' },
    { from: '2026-03-15T08:00:00.000Z', to: '2026-04-15T08:00:00.000Z', why: 'keeps the 15th' },
    { from: '2026-03-31T23:59:59.999Z', to: '2026-04-30T23:59:59.999Z', why: 'clamps 31 Mar to 30 Apr' },
    {
      from: '2026-12-31T12:00:00.000Z',
      to: '2027-01-31T12:00:00.000Z',
      why: 'rolls 31 Dec into January of the next year',
    },
    { from: '2028-02-29T12:00:00.000Z', to: '2028-03-29T12:00:00.000Z', why: 'keeps the 29th after a leap day' },
  ])('$why', ({ from, to }) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(to);
  });

  it('leaves the date it was given untouched', () => {
    const from = new Date('2026-01-31T10:30:00.000Z');
    addOneMonth(from);
    expect(from.toISOString()).toBe('2026-01-31T10:30:00.000Z');
  });
});

describe('credits in use (issue 9 #9)', () => {
  it.each([
    [undefined, null],
    [0, null],
    [1, '1 crédito em uso'],
    [100, '100 créditos em uso'],
    [1500, '1.500 créditos em uso'],
  ])('reads %p held credits as %p', (creditsInUse, expected) => {
    expect(creditsInUseText(subscription({ creditsInUse }))).toBe(expected);
  });

  it('is null without a subscription', () => {
    expect(creditsInUseText(null)).toBeNull();
  });

  it('moves the cost from the balance to the credits in use while a generation runs', () => {
    const held = holdCredits(subscription({ creditsRemaining: 300 }), 100);
    expect(held).toMatchObject({ creditsRemaining: 200, creditsInUse: 100 });
    expect(holdCredits(held, 300)).toMatchObject({ creditsRemaining: -100, creditsInUse: 400 });
  });
});

describe('creditRenewal (issue 10: free credits renew, docs/PRODUCT.md §credits.renewal)', () => {
  const at = (iso: string) => new Date(iso);

  it('is not due before the reset date', () => {
    expect(creditRenewal({ plan: 'free', creditsResetAt: '2026-03-10T12:00:00.001Z' }, NOW)).toBeNull();
  });

  it.each([
    {
      reset: '2026-03-10T12:00:00.000Z',
      now: '2026-03-10T12:00:00.000Z',
      next: '2026-04-10T12:00:00.000Z',
      why: 'renews at the very instant',
    },
    {
      reset: '2026-02-15T08:00:00.000Z',
      now: '2026-03-10T12:00:00.000Z',
      next: '2026-03-15T08:00:00.000Z',
      why: 'one month after the old date, not after now',
    },
    {
      reset: '2025-11-15T08:00:00.000Z',
      now: '2026-03-10T12:00:00.000Z',
      next: '2026-03-15T08:00:00.000Z',
      why: 'skips the whole months missed',
    },
    {
      reset: '2025-11-15T08:00:00.000Z',
      now: '2026-03-20T12:00:00.000Z',
      next: '2026-04-15T08:00:00.000Z',
      why: 'skips to the first date still ahead',
    },
    {
      reset: '2026-01-31T10:00:00.000Z',
      now: '2026-03-10T12:00:00.000Z',
      next: '2026-03-31T10:00:00.000Z',
      why: 'keeps the 31st past a short February',
    },
    {
      reset: '2026-01-31T10:00:00.000Z',
      now: '2026-02-28T10:00:00.000Z',
      next: '2026-03-31T10:00:00.000Z',
      why: 'steps over a clamped month end',
    },
  ])('$why', ({ reset, now, next }) => {
    expect(creditRenewal({ plan: 'free', creditsResetAt: reset }, at(now))).toEqual({
      fromResetAt: reset,
      credits: 200,
      nextResetAt: next,
    });
  });

  it('treats the legacy starter value as free', () => {
    expect(creditRenewal({ plan: 'starter', creditsResetAt: '2026-03-01T00:00:00.000Z' }, NOW)?.credits).toBe(200);
  });

  it.each(['pro', 'enterprise'] as const)('leaves %s to billing', (plan) => {
    expect(creditRenewal({ plan, creditsResetAt: '2026-01-01T00:00:00.000Z' }, NOW)).toBeNull();
  });

  it('ignores a reset date it cannot read', () => {
    expect(creditRenewal({ plan: 'free', creditsResetAt: 'never' }, NOW)).toBeNull();
  });
});

describe('scriptsLeftText (the free banner, issue 10 defect 7)', () => {
  it.each([
    [200, '2 roteiros restantes'],
    [199, '1 roteiro restante'],
    [100, '1 roteiro restante'],
    [99, 'Nenhum roteiro restante'],
    [0, 'Nenhum roteiro restante'],
    [-100, 'Nenhum roteiro restante'],
    [150_000, '1.500 roteiros restantes'],
  ])('%i credits → %s', (credits, text) => {
    expect(scriptsLeftText(credits)).toBe(text);
  });
});

describe('renewalText (issue 10 #1: say when the credits renew)', () => {
  it.each([
    ['2026-03-22T12:00:00.000Z', 'Seus créditos renovam em 22/03/2026 (em 12 dias).'],
    ['2026-03-11T12:00:00.000Z', 'Seus créditos renovam em 11/03/2026 (em 1 dia).'],
    ['2026-03-10T11:00:00.000Z', 'Seus créditos renovam hoje (10/03/2026).'],
  ])('%s → %s', (iso, text) => {
    expect(renewalText(iso, NOW)).toBe(text);
  });
});

describe('creditRenewal of a yearly paid plan (issue 12: monthly credits, yearly payment)', () => {
  const yearly = {
    plan: 'pro' as const,
    billingInterval: 'yearly' as const,
    status: 'active' as const,
    creditsResetAt: '2026-03-01T12:00:00.000Z',
    currentPeriodEnd: '2027-02-01T12:00:00.000Z',
  };

  it('renews the plan allowance monthly inside the paid year', () => {
    expect(creditRenewal(yearly, NOW)).toEqual({
      fromResetAt: '2026-03-01T12:00:00.000Z',
      credits: 15_000,
      nextResetAt: '2026-04-01T12:00:00.000Z',
    });
    expect(creditRenewal({ ...yearly, plan: 'enterprise' }, NOW)?.credits).toBe(40_000);
  });

  it('caps the last renewal date at the end of the paid year', () => {
    const r = creditRenewal({ ...yearly, currentPeriodEnd: '2026-03-20T00:00:00.000Z' }, NOW);
    expect(r?.nextResetAt).toBe('2026-03-20T00:00:00.000Z');
  });

  it('keeps renewing while a cancelled plan still runs to its period end', () => {
    expect(creditRenewal({ ...yearly, status: 'canceled' }, NOW)?.credits).toBe(15_000);
  });

  it.each([
    ['a monthly plan (its invoice renews it)', { ...yearly, billingInterval: 'monthly' as const }],
    ['a plan without an interval', { ...yearly, billingInterval: undefined }],
    ['a failing payment', { ...yearly, status: 'past_due' as const }],
    ['a paid year that is over', { ...yearly, currentPeriodEnd: '2026-03-10T12:00:00.000Z' }],
    ['a missing period end', { ...yearly, currentPeriodEnd: null }],
    ['a reset date still ahead', { ...yearly, creditsResetAt: '2026-03-11T00:00:00.000Z' }],
  ])('leaves alone %s', (_, sub) => {
    expect(creditRenewal(sub, NOW)).toBeNull();
  });
});

describe('low-credit rules (docs/PRODUCT.md §credits.low)', () => {
  it("warns in the popover below 20% with the share used and 'Renova em N dias'", () => {
    const sub = subscription({ creditsRemaining: 2_999, creditsTotal: 15_000 });
    expect(lowCreditWarning(sub, NOW)).toEqual({
      title: 'Créditos baixos!',
      description:
        'Você está usando 80% dos seus créditos. Considere fazer upgrade para continuar criando sem limites.',
      renews: 'Renova em 10 dias',
    });
  });

  it('does not warn at exactly 20%, nor on the free plan, nor without a subscription', () => {
    expect(lowCreditWarning(subscription({ creditsRemaining: 3_000, creditsTotal: 15_000 }), NOW)).toBeNull();
    expect(lowCreditWarning(subscription({ plan: 'free', creditsRemaining: 0, creditsTotal: 200 }), NOW)).toBeNull();
    expect(lowCreditWarning(null, NOW)).toBeNull();
  });

  it.each([
    [0, 'Renova hoje'],
    [-3, 'Renova hoje'],
    [1, 'Renova em 1 dia'],
    [12, 'Renova em 12 dias'],
  ])('%i days → %s', (days, text) => {
    expect(renewsInText(days)).toBe(text);
  });

  it('says when it renews from creditsResetAt', () => {
    const sub = subscription({ creditsRemaining: 10, creditsTotal: 40_000, plan: 'enterprise' });
    expect(lowCreditWarning({ ...sub, creditsResetAt: '2026-03-11T11:00:00.000Z' }, NOW)?.renews).toBe(
      'Renova em 1 dia',
    );
    expect(lowCreditWarning({ ...sub, creditsResetAt: '2026-03-10T11:00:00.000Z' }, NOW)?.renews).toBe('Renova hoje');
  });

  it.each([
    { plan: 'pro', remaining: 499, warns: true },
    { plan: 'pro', remaining: 500, warns: false },
    { plan: 'enterprise', remaining: 0, warns: true },
    { plan: 'enterprise', remaining: 39_000, warns: false },
    { plan: 'free', remaining: 0, warns: false },
    { plan: 'starter', remaining: 0, warns: false },
  ] as const)('warns on the credits page for $plan with $remaining: $warns', ({ plan, remaining, warns }) => {
    expect(showsLowCreditPageWarning(subscription({ plan, creditsRemaining: remaining }))).toBe(warns);
  });
});

describe('renewal notes on a cancelled plan (docs/PRODUCT.md §screens.gerenciar-assinatura)', () => {
  const endsBeforeReset = {
    status: 'canceled' as const,
    currentPeriodEnd: new Date(NOW.getTime() + 5 * DAY).toISOString(),
  };

  it('promises the next renewal while the plan renews', () => {
    expect(renewalNote(subscription(), NOW)).toBe(renewalText(subscription().creditsResetAt, NOW));
    expect(renewsInNote(subscription(), NOW)).toBe('Renova em 10 dias');
  });

  it('promises none once the access ends before the credits would come back', () => {
    const sub = subscription(endsBeforeReset);
    expect(renewalNote(sub, NOW)).toBe(NO_RENEWAL);
    expect(renewsInNote(sub, NOW)).toBe(NO_RENEWAL);
    expect(unaffordableReason({ ...sub, creditsRemaining: 0 }, 100, NOW)).toContain(NO_RENEWAL);
    expect(lowCreditWarning({ ...sub, creditsRemaining: 100 }, NOW)?.renews).toBe(NO_RENEWAL);
  });

  it("still promises the monthly renewal inside a cancelled plan's paid period", () => {
    const sub = subscription({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(NOW.getTime() + 200 * DAY).toISOString(),
    });
    expect(renewsInNote(sub, NOW)).toBe('Renova em 10 dias');
  });
});
