import type { Subscription } from '@shared/subscription/subscription.schema';
import { creditsOverview, CREDIT_USES, planComparison } from './credits-explainer';

const NBSP = '\u00a0';
const now = new Date('2026-12-10T12:00:00Z');
const sub = (over: Partial<Subscription>): Subscription => ({
  userId: 'u1',
  plan: 'pro',
  status: 'active',
  creditsRemaining: 12_000,
  creditsTotal: 15_000,
  creditsResetAt: '2026-12-22T12:00:00Z',
  currentPeriodEnd: '2026-12-22T12:00:00Z',
  updatedAt: '2026-11-22T12:00:00Z',
  ...over,
});

describe('creditsOverview (docs/PRODUCT.md §screens.entenda-creditos)', () => {
  it('shows the balance, the monthly total, the share available and the renewal date', () => {
    expect(creditsOverview(sub({}), now)).toEqual({
      planName: 'Pro',
      isFree: false,
      remaining: '12.000',
      total: '15.000',
      percentAvailable: 80,
      nextRenewal: '22 de dezembro de 2026',
      lowWarning: false,
      inUse: null,
    });
  });

  it('warns paid plans under 500 credits, never the free plan (which has its upgrade call)', () => {
    expect(creditsOverview(sub({ creditsRemaining: 499 }), now).lowWarning).toBe(true);
    expect(creditsOverview(sub({ creditsRemaining: 500 }), now).lowWarning).toBe(false);
    const free = creditsOverview(sub({ plan: 'free', creditsRemaining: 100, creditsTotal: 200 }), now);
    expect([free.isFree, free.lowWarning, free.percentAvailable]).toEqual([true, false, 50]);
    expect(creditsOverview(sub({ plan: 'starter', creditsRemaining: 0 }), now).isFree).toBe(true);
  });

  it('says Não disponível without a renewal date or a subscription', () => {
    expect(creditsOverview(sub({ creditsResetAt: '' }), now).nextRenewal).toBe('Não disponível');
    expect(creditsOverview(null, now).nextRenewal).toBe('Não disponível');
  });

  it('names the credits held by running generations', () => {
    expect(creditsOverview(sub({ creditsInUse: 300 }), now).inUse).toBe('300 créditos em uso');
  });
});

describe('the credits explainer tables', () => {
  it('quotes the costs the server charges', () => {
    expect(CREDIT_USES.map((u) => u.cost)).toEqual([100, 300, 100, 200]);
  });

  it('compares the plans', () => {
    expect(planComparison()).toEqual([
      { plan: 'Gratuito', credits: '200', scripts: '2', images: '1', price: 'Grátis' },
      { plan: 'Pro', credits: '15.000', scripts: '150', images: '75', price: `R$${NBSP}49,00/mês` },
      { plan: 'Enterprise', credits: '40.000', scripts: '400', images: '200', price: `R$${NBSP}199,00/mês` },
    ]);
  });
});
