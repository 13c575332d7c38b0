import fc from 'fast-check';
import { planPrice, yearlySaving } from '../billing/pricing';
import { BILLING_INTERVALS } from '../billing/billing.schema';
import { formatBRL } from '../format/format';
import { imageLimitFor, imagesLeft } from '../images/image-usage';
import { CREDIT_COSTS, creditsBuy, PAID_PLAN_IDS, PLAN_IDS, PLANS } from './plans';

/**
 * Properties of credits and pricing over the one plan table:
 * docs/PRODUCT.md §plans, §credits.costs, §limits.images; docs/QUALITY.md §bad-input.properties.
 */
const RUNS = { numRuns: 300 };
/** A price in reais with cents, as Intl pt-BR BRL writes it: 'R$ 1.234,56' (a non-breaking space). */
const BRL = /^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/;
const parseBRL = (text: string) => Number(text.slice(3).replace(/\./g, '').replace(',', '.'));

describe('credits (properties)', () => {
  it('a plan buys the whole scripts and images its monthly credits pay for, no more', () => {
    for (const plan of PLAN_IDS) {
      const { scripts, images } = creditsBuy(plan);
      const credits = PLANS[plan].monthlyCredits;
      expect(scripts * CREDIT_COSTS.script).toBeLessThanOrEqual(credits);
      expect((scripts + 1) * CREDIT_COSTS.script).toBeGreaterThan(credits);
      expect(images * CREDIT_COSTS.image).toBeLessThanOrEqual(credits);
      expect((images + 1) * CREDIT_COSTS.image).toBeGreaterThan(credits);
    }
  });

  it('the images-left notice: short of credits exactly when the balance pays for no image, at the limit exactly when the count is spent, never a negative number', () => {
    const plan = fc.oneof(fc.constantFrom(...PLAN_IDS), fc.string({ maxLength: 8 }));
    const credits = fc.oneof(fc.constant(null), fc.integer({ min: -1_000, max: 100_000 }));
    fc.assert(
      fc.property(plan, fc.nat({ max: 50 }), credits, (p, generated, balance) => {
        const limit = imageLimitFor(p);
        const left = imagesLeft({ generated, limit }, balance);
        expect(left.shortOfCredits).toBe(balance !== null && Math.floor(balance / CREDIT_COSTS.image) <= 0);
        expect(left.atLimit).toBe(limit !== null && generated >= limit);
        expect(left.text).not.toMatch(/-\d|NaN|undefined/);
      }),
      RUNS,
    );
  });
});

describe('pricing (properties)', () => {
  it('every paid price is positive, and the yearly saving is 12 months minus the year, to the cent', () => {
    for (const plan of PAID_PLAN_IDS) {
      for (const interval of BILLING_INTERVALS) expect(planPrice(plan, interval)).toBeGreaterThan(0);
      const cents = 12 * Math.round(PLANS[plan].priceMonthly * 100) - Math.round(PLANS[plan].priceYearly * 100);
      expect(Math.round(yearlySaving(plan) * 100)).toBe(cents);
      expect(yearlySaving(plan)).toBeGreaterThan(0);
    }
  });

  it('formatBRL writes any amount in cents as pt-BR reais that read back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const text = formatBRL(cents / 100);
        expect(text).toMatch(BRL);
        expect(Math.round(parseBRL(text) * 100)).toBe(cents);
      }),
      RUNS,
    );
  });
});
