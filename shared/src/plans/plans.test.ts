import { formatBRL } from '../format/format';
import {
  CREDIT_COSTS,
  creditsBuy,
  FREE_PLAN_LIMITS,
  imagesPerMonthText,
  isBilledPlan,
  isPaidPlan,
  normalizePlan,
  PAID_HISTORY_DAYS,
  PAID_PLAN_IDS,
  PLAN_IDS,
  planDisplayName,
  PLANS,
  type PlanId,
} from './plans';

describe('plan constants (docs/PRODUCT.md §plans, §credits.costs)', () => {
  it('charges 100 credits per script and 200 per image', () => {
    expect(CREDIT_COSTS).toEqual({ script: 100, image: 200 });
  });

  it.each([
    { plan: 'free', credits: 200 },
    { plan: 'pro', credits: 15_000 },
    { plan: 'enterprise', credits: 40_000 },
  ] as const)('grants $credits monthly credits on $plan', ({ plan, credits }) => {
    expect(PLANS[plan].monthlyCredits).toBe(credits);
  });

  it.each([
    { plan: 'free', monthly: 0, yearly: 0 },
    { plan: 'pro', monthly: 49, yearly: 499 },
    { plan: 'enterprise', monthly: 199, yearly: 2149 },
  ] as const)('prices $plan at R$ $monthly monthly and R$ $yearly yearly', ({ plan, monthly, yearly }) => {
    expect(PLANS[plan]).toMatchObject({ priceMonthly: monthly, priceYearly: yearly });
  });

  it('has one Pro price: R$ 49 a month, what checkout charges (issue 27)', () => {
    expect(formatBRL(PLANS.pro.priceMonthly)).toBe('R$\u00a049,00');
  });

  it.each([
    { plan: 'pro', text: 'Até 75 imagens por mês' },
    { plan: 'enterprise', text: 'Até 200 imagens por mês' },
  ] as const)('says $plan makes "$text": images are limited by credits', ({ plan, text }) => {
    expect(imagesPerMonthText(plan)).toBe(text);
  });

  it('displays the plans as Gratuito, Pro and Enterprise', () => {
    expect(PLANS.free.displayName).toBe('Gratuito');
    expect(PLANS.pro.displayName).toBe('Pro');
    expect(PLANS.enterprise.displayName).toBe('Enterprise');
  });

  it('keeps 2 scripts and 1 image on free and 90 days of history on paid plans', () => {
    expect(FREE_PLAN_LIMITS).toEqual({ savedScripts: 2, imagesTotal: 1 });
    expect(PAID_HISTORY_DAYS).toBe(90);
  });

  it('sells only pro and enterprise', () => {
    expect([...PAID_PLAN_IDS]).toEqual(['pro', 'enterprise']);
  });

  it.each([...PLAN_IDS])('files %s under its own id', (id) => {
    expect(PLANS[id].id).toBe(id);
  });
});

describe('creditsBuy', () => {
  it.each([
    { plan: 'free', scripts: 2, images: 1 },
    { plan: 'pro', scripts: 150, images: 75 },
    { plan: 'enterprise', scripts: 400, images: 200 },
  ] as const)('says $plan buys $scripts scripts or $images images a month', ({ plan, scripts, images }) => {
    expect(creditsBuy(plan)).toEqual({ scripts, images });
  });

  it('backs the "75x more" upsell: Pro buys 75 times the images of free', () => {
    expect(creditsBuy('pro').images / creditsBuy('free').images).toBe(75);
  });
});

describe('normalizePlan', () => {
  it.each([...PLAN_IDS])('keeps the known plan %s', (plan) => {
    expect(normalizePlan(plan)).toBe(plan);
  });

  it.each([null, undefined, '', 'premium', 'PRO', ' pro', 'toString'])('defaults %p to free', (value) => {
    expect(normalizePlan(value)).toBe('free');
  });
});

describe('isPaidPlan', () => {
  it.each([
    { plan: 'free', paid: false },
    { plan: 'starter', paid: true },
    { plan: 'pro', paid: true },
    { plan: 'enterprise', paid: true },
    { plan: null, paid: false },
    { plan: undefined, paid: false },
    { plan: 'premium', paid: false },
  ])('says $plan is paid: $paid', ({ plan, paid }) => {
    expect(isPaidPlan(plan as PlanId | null | undefined)).toBe(paid);
  });
});

describe('planDisplayName', () => {
  it.each([
    { plan: 'free', name: 'Gratuito' },
    { plan: 'pro', name: 'Pro' },
    { plan: 'enterprise', name: 'Enterprise' },
    { plan: null, name: 'Gratuito' },
    { plan: 'premium', name: 'Gratuito' },
  ])('shows $plan as $name', ({ plan, name }) => {
    expect(planDisplayName(plan as PlanId | null)).toBe(name);
  });
});

describe('isBilledPlan (docs/PRODUCT.md §plans)', () => {
  it.each([
    { plan: 'pro', billed: true },
    { plan: 'enterprise', billed: true },
    { plan: 'free', billed: false },
    { plan: 'starter', billed: false },
    { plan: null, billed: false },
    { plan: 'gold', billed: false },
  ])('$plan is billed: $billed', ({ plan, billed }) => {
    expect(isBilledPlan(plan)).toBe(billed);
  });
});
