import fc from 'fast-check';
import { normalizePlan, PLAN_IDS } from '../plans/plans';
import { canAccessFeature, canAfford, FEATURE_KEYS, FREE_PLAN_FEATURES } from './feature-access';

/**
 * Properties of the access rules (docs/PRODUCT.md §access.features) over any plan value, balance and
 * feature (docs/QUALITY.md §bad-input.properties): the plan decides, never the balance.
 */
const plan = fc.oneof(fc.constantFrom(...PLAN_IDS), fc.string({ maxLength: 12 }));
const balance = fc.oneof(fc.integer(), fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER));
const feature = fc.constantFrom(...FEATURE_KEYS);
const RUNS = { numRuns: 300 };

describe('canAccessFeature (properties)', () => {
  it('never depends on the balance', () => {
    fc.assert(
      fc.property(plan, balance, balance, feature, (p, a, b, f) => {
        expect(canAccessFeature({ plan: p as never, creditsRemaining: a }, f)).toBe(
          canAccessFeature({ plan: p as never, creditsRemaining: b }, f),
        );
      }),
      RUNS,
    );
  });

  it('opens everything to a paid plan, and exactly the free features to any other value', () => {
    fc.assert(
      fc.property(plan, balance, feature, (p, credits, f) => {
        const open = canAccessFeature({ plan: p as never, creditsRemaining: credits }, f);
        expect(open).toBe(normalizePlan(p) !== 'free' || FREE_PLAN_FEATURES.includes(f));
      }),
      RUNS,
    );
  });

  it('opens nothing without a subscription', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined), feature, (sub, f) => expect(canAccessFeature(sub, f)).toBe(false)),
    );
  });
});

describe('canAfford (properties)', () => {
  it('is the balance covering the cost, and more credits never afford less', () => {
    fc.assert(
      fc.property(plan, balance, fc.nat(), fc.integer({ min: 0, max: 1_000 }), (p, credits, cost, more) => {
        const sub = { plan: p as never, creditsRemaining: credits };
        expect(canAfford(sub, cost)).toBe(credits >= cost);
        if (canAfford(sub, cost)) expect(canAfford({ ...sub, creditsRemaining: credits + more }, cost)).toBe(true);
      }),
      RUNS,
    );
  });
});
