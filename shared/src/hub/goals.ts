/**
 * Goal rules (docs/PRODUCT.md §flows.goals): the progress bar is capped at 100%, and a goal whose
 * current value reaches its target is reached (celebrated once, when an update first reaches it).
 */
export const GOAL_TYPES = ['followers', 'engagement', 'sales'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const GOAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter'] as const;
export type GoalPlatform = (typeof GOAL_PLATFORMS)[number];
export const DEFAULT_GOAL_PLATFORM: GoalPlatform = 'instagram';

export const GOAL_PLATFORM_LABELS: Record<GoalPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
};

export const GOAL_LIMITS = {
  /** The largest target or current value accepted: beyond any real audience. */
  value: 1_000_000_000,
  objective: 200,
  /** Goals a user may keep: the list is read whole with the hub. */
  perUser: 50,
} as const;

/** The bar's percentage: 0–100, whole, capped at 100. @example goalProgress(1_500, 1_000) // 100 */
export function goalProgress(currentValue: number, targetValue: number): number {
  if (targetValue <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((currentValue / targetValue) * 100)));
}

export const isGoalReached = (currentValue: number, targetValue: number): boolean =>
  targetValue > 0 && currentValue >= targetValue;
