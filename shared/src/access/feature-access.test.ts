import { PLAN_IDS, type PlanId } from '../plans/plans';
import {
  canAccessFeature,
  canAfford,
  FEATURE_KEYS,
  GATED_FEATURES,
  isFeatureKey,
  type FeatureKey,
} from './feature-access';

/**
 * The product's rule (docs/PRODUCT.md §access.features), written here independently of the code:
 * free may use only criar, teleprompter and perfil, whatever its balance (credits never decide
 * access: the charge answers 402 when they are short, issue 9 #8); every paid plan (starter
 * is a legacy paid value) has everything; no subscription, nothing.
 */
const SPEC_FREE_FEATURES = ['criar', 'teleprompter', 'perfil'];
function specAllows(plan: PlanId | 'missing', feature: string, _credits: number): boolean {
  if (plan === 'missing') return false;
  if (plan !== 'free') return true;
  return SPEC_FREE_FEATURES.includes(feature);
}

const CREDITS = [-5, 0, 1, 100, 15_000];

describe('the lists the access rules are built on', () => {
  it('knows exactly the four plans of the product', () => {
    expect([...PLAN_IDS]).toEqual(['free', 'starter', 'pro', 'enterprise']);
  });

  it('knows the six gated features of docs/PRODUCT.md §access.features plus teleprompter and perfil', () => {
    expect([...GATED_FEATURES].sort()).toEqual([
      'criar',
      'ideias-virais',
      'missao-influencer',
      'ultimas-noticias',
      'viral-curto',
      'viral-finder',
    ]);
    expect([...FEATURE_KEYS].sort()).toEqual([...GATED_FEATURES, 'teleprompter', 'perfil'].sort());
  });
});

describe('canAccessFeature', () => {
  const matrix = PLAN_IDS.flatMap((plan) =>
    FEATURE_KEYS.flatMap((feature) =>
      CREDITS.map((credits) => ({ plan, feature, credits, expected: specAllows(plan, feature, credits) })),
    ),
  );

  it.each(matrix)('$plan with $credits credits on $feature → $expected', ({ plan, feature, credits, expected }) => {
    // prepare
    const sub = { plan, creditsRemaining: credits };
    // act
    const allowed = canAccessFeature(sub, feature);
    // assert
    expect(allowed).toBe(expected);
  });

  it.each(FEATURE_KEYS.flatMap((feature) => [null, undefined].map((sub) => ({ feature, sub }))))(
    'denies $feature when the subscription is $sub',
    ({ feature, sub }) => {
      expect(canAccessFeature(sub, feature)).toBe(specAllows('missing', feature, 0));
      expect(canAccessFeature(sub, feature)).toBe(false);
    },
  );

  it('treats an unknown plan value from an old row as the free plan', () => {
    const legacy = { plan: 'premium' as PlanId, creditsRemaining: 500 };
    expect(canAccessFeature(legacy, 'ideias-virais')).toBe(false);
    expect(canAccessFeature(legacy, 'criar')).toBe(true);
  });

  it.each([200, 0, -5])('lets a free user with %p credits open exactly the three free features', (credits) => {
    const open = FEATURE_KEYS.filter((f: FeatureKey) =>
      canAccessFeature({ plan: 'free', creditsRemaining: credits }, f),
    );
    expect(open.sort()).toEqual(['criar', 'perfil', 'teleprompter']);
  });

  it('never lets the balance change the answer, for any plan and feature', () => {
    for (const plan of PLAN_IDS)
      for (const feature of FEATURE_KEYS)
        expect(new Set(CREDITS.map((c) => canAccessFeature({ plan, creditsRemaining: c }, feature))).size).toBe(1);
  });
});

describe('canAfford', () => {
  it.each([
    { remaining: 100, cost: 100, expected: true, why: 'exactly the cost' },
    { remaining: 99, cost: 100, expected: false, why: 'one less than the cost' },
    { remaining: 200, cost: 200, expected: true, why: 'exactly an image' },
    { remaining: 199, cost: 200, expected: false, why: 'one credit short of an image' },
    { remaining: 15_000, cost: 100, expected: true, why: 'plenty' },
    { remaining: 0, cost: 0, expected: true, why: 'a free action with no credits' },
    { remaining: -5, cost: 0, expected: false, why: 'a negative balance and a free action' },
  ])('is $expected with $remaining credits for a cost of $cost ($why)', ({ remaining, cost, expected }) => {
    expect(canAfford({ plan: 'pro', creditsRemaining: remaining }, cost)).toBe(expected);
  });

  it.each([null, undefined])('is false without a subscription (%p)', (sub) => {
    expect(canAfford(sub, 0)).toBe(false);
  });
});

describe('isFeatureKey', () => {
  it.each([...FEATURE_KEYS])('accepts %s', (key) => {
    expect(isFeatureKey(key)).toBe(true);
  });

  it.each(['', 'CRIAR', 'gerador-imagens', 'planos', '/criar', 'criar '])('rejects %p', (value) => {
    expect(isFeatureKey(value)).toBe(false);
  });
});
