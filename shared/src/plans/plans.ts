/**
 * Plans, prices and monthly credits (docs/PRODUCT.md §plans, §credits.costs). Pure data: the web app shows it,
 * the server grants credits from it, and neither hard-codes a number elsewhere.
 */
export const PLAN_IDS = ['free', 'starter', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans a user can buy. `starter` survives only as a legacy value of old rows. */
export const PAID_PLAN_IDS = ['pro', 'enterprise'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const CREDIT_COSTS = {
  script: 100,
  image: 200,
} as const;

export interface PlanInfo {
  id: PlanId;
  displayName: string;
  monthlyCredits: number;
  /** Monthly price in BRL; 0 for free. */
  priceMonthly: number;
  /** Yearly price in BRL; 0 for free. */
  priceYearly: number;
}

export const PLANS: Record<PlanId, PlanInfo> = {
  free: { id: 'free', displayName: 'Gratuito', monthlyCredits: 200, priceMonthly: 0, priceYearly: 0 },
  // The old product's script area knew a 'starter' value; it has no price of its own.
  starter: { id: 'starter', displayName: 'Starter', monthlyCredits: 200, priceMonthly: 0, priceYearly: 0 },
  pro: { id: 'pro', displayName: 'Pro', monthlyCredits: 15_000, priceMonthly: 49, priceYearly: 499 },
  enterprise: {
    id: 'enterprise',
    displayName: 'Enterprise',
    monthlyCredits: 40_000,
    priceMonthly: 199,
    priceYearly: 2149,
  },
};

/**
 * What competitors charge, quoted on /planos (docs/PRODUCT.md §plans.prices: marketing figures,
 * in reais). Kept here so that every price literal lives in this one table.
 */
export const COMPETITOR_PRICES_BRL = {
  aiScriptTool: 249,
  aiWritingAssistant: 199,
  freelancerPerScript: { from: 50, to: 150 },
  agencyMonthly: { from: 2000, to: 5000 },
} as const;

/** Free-plan retention and image limits (docs/PRODUCT.md §limits.retention, §limits.images). */
export const FREE_PLAN_LIMITS = {
  savedScripts: 2,
  imagesTotal: 1,
} as const;

/** Paid plans keep 90 days of script history (docs/PRODUCT.md §limits.retention). */
export const PAID_HISTORY_DAYS = 90;

export function normalizePlan(plan: string | null | undefined): PlanId {
  return (PLAN_IDS as readonly string[]).includes(plan ?? '') ? (plan as PlanId) : 'free';
}

export function isPaidPlan(plan: PlanId | null | undefined): boolean {
  return normalizePlan(plan) !== 'free';
}

/**
 * Whether the plan is one we sell and bill (Pro, Enterprise): a subscription to manage, a portal,
 * the paid script rules. The legacy 'starter' value and a missing plan are not (docs/PRODUCT.md §plans).
 */
export function isBilledPlan(plan: string | null | undefined): plan is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(plan ?? '');
}

export function planDisplayName(plan: PlanId | null | undefined): string {
  return PLANS[normalizePlan(plan)].displayName;
}

/** How many scripts / images a plan's monthly credits pay for ("2 scripts, 1 image" on free). */
export function creditsBuy(plan: PlanId): { scripts: number; images: number } {
  const credits = PLANS[plan].monthlyCredits;
  return { scripts: Math.floor(credits / CREDIT_COSTS.script), images: Math.floor(credits / CREDIT_COSTS.image) };
}

/**
 * 'Até 75 imagens por mês': a paid plan's images are limited by its credits alone, never
 * 'ilimitadas' (docs/PRODUCT.md §plans.inclusions).
 */
export function imagesPerMonthText(plan: PlanId): string {
  return `Até ${creditsBuy(plan).images.toLocaleString('pt-BR')} imagens por mês`;
}
