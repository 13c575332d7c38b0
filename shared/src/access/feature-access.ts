import type { Subscription } from '../subscription/subscription.schema';
import { normalizePlan } from '../plans/plans';

/** Feature keys with an access check (docs/PRODUCT.md §access.features, the gated routes). */
export const GATED_FEATURES = [
  'criar',
  'ideias-virais',
  'viral-curto',
  'ultimas-noticias',
  'missao-influencer',
  'viral-finder',
] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];

/** Every key the access rules know; the ungated ones are listed so the rule table is complete. */
export const FEATURE_KEYS = [...GATED_FEATURES, 'teleprompter', 'perfil'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** The free plan may use only these (docs/PRODUCT.md §access.features). */
export const FREE_PLAN_FEATURES: readonly FeatureKey[] = ['criar', 'teleprompter', 'perfil'];

export type AccessSubscription = Pick<Subscription, 'plan' | 'creditsRemaining'>;

/**
 * Whether a subscription may open a feature (docs/PRODUCT.md §access.features): the plan
 * decides, never the balance. Whether an operation is affordable is the ledger's charge's
 * answer (402 'Créditos insuficientes'), so a free user with 0 credits keeps 'criar' open.
 * The server enforces it; the web app uses it only to decide what to show.
 *
 * @example canAccessFeature({ plan: 'free', creditsRemaining: 0 }, 'criar') // true
 */
export function canAccessFeature(sub: AccessSubscription | null | undefined, feature: FeatureKey): boolean {
  if (!sub) return false; // a missing subscription means no access
  const plan = normalizePlan(sub.plan);
  if (plan !== 'free') return true; // paid plans have every feature
  return FREE_PLAN_FEATURES.includes(feature);
}

/** Affordability: the balance must cover the cost (docs/PRODUCT.md §credits.spending). */
export function canAfford(sub: AccessSubscription | null | undefined, cost: number): boolean {
  return !!sub && sub.creditsRemaining >= cost;
}

export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}
