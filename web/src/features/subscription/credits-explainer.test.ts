import type { Subscription } from '@shared/subscription/subscription.schema';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { aSubscription } from './test-fixtures';
import { creditsOverview, CREDIT_USES, planComparison } from './credits-explainer';

const NBSP = '\u00a0';
const now = new Date('2026-12-10T12:00:00Z');
const sub = (over: Partial<Subscription>): Subscription => aSubscription(over);

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

  it('shows no renewal date on a cancelled plan whose access ends first (issue 27)', () => {
    const monthly = sub({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(creditsOverview(monthly, now).nextRenewal).toBeNull();
    // a cancelled yearly plan still gets its monthly credits inside the paid year
    const yearly = sub({ status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: '2027-06-22T12:00:00Z' });
    expect(creditsOverview(yearly, now).nextRenewal).toBe('22 de dezembro de 2026');
  });

  it('names the credits held by running generations', () => {
    expect(creditsOverview(sub({ creditsInUse: 300 }), now).inUse).toBe('300 créditos em uso');
  });
});

describe('the credits explainer tables', () => {
  it('quotes the costs the server charges', () => {
    expect(CREDIT_USES.map((u) => u.cost)).toEqual([100, 300, 100, 200, 100, 100, 100]);
  });

  it('lists every paid action, the idea tools included (issue 27)', () => {
    const actions = CREDIT_USES.map((u) => u.action).join('\n');
    for (const tool of ['Ideias Virais', 'Viral Curto', 'Últimas Notícias']) expect(actions).toContain(tool);
    expect(CREDIT_USES).toContainEqual(expect.objectContaining({ cost: IDEA_TOOL_COSTS.news }));
  });

  it('compares the plans', () => {
    expect(planComparison()).toEqual([
      { plan: 'Gratuito', credits: '200', scripts: '2', images: '1', price: 'Grátis' },
      { plan: 'Pro', credits: '15.000', scripts: '150', images: '75', price: `R$${NBSP}49,00/mês` },
      { plan: 'Enterprise', credits: '40.000', scripts: '400', images: '200', price: `R$${NBSP}199,00/mês` },
    ]);
  });
});
