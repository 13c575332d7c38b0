import { formatBRL } from '../format/format';
import { PLANS } from '../plans/plans';
import { planPrice, priceSuffix, yearlySaving } from './pricing';

describe('pricing (docs/PRODUCT.md §plans.prices)', () => {
  it('saves 12 × monthly − yearly a year: R$ 89,00 on Pro and R$ 239,00 on Enterprise', () => {
    expect(yearlySaving('pro')).toBe(89);
    expect(yearlySaving('enterprise')).toBe(239);
    expect(formatBRL(yearlySaving('pro'))).toBe('R$\u00a089,00');
    expect(formatBRL(yearlySaving('enterprise'))).toBe('R$\u00a0239,00');
  });

  it('keeps exactly 2 decimals for prices with cents', () => {
    const pro = PLANS.pro;
    const saved = { monthly: pro.priceMonthly, yearly: pro.priceYearly };
    try {
      Object.assign(pro, { priceMonthly: 49.9, priceYearly: 499.1 });
      // 12 × 49,90 = 598,80; − 499,10 = 99,70 (in floats 598.8 − 499.1 is 99.69999…).
      expect(yearlySaving('pro')).toBe(99.7);
    } finally {
      Object.assign(pro, { priceMonthly: saved.monthly, priceYearly: saved.yearly });
    }
  });

  it('picks the price and the suffix of the interval', () => {
    expect([planPrice('pro', 'monthly'), priceSuffix('monthly')]).toEqual([49, '/mês']);
    expect([planPrice('pro', 'yearly'), priceSuffix('yearly')]).toEqual([499, '/ano']);
    expect([planPrice('enterprise', 'monthly'), planPrice('enterprise', 'yearly')]).toEqual([199, 2149]);
  });
});
