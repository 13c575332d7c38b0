import type { GoalPlatform } from '@shared/hub/goals';

/** What the goals tab and its progress dialog show of a goal (the server's `Goal`, docs/PRODUCT.md §limits.hub). */
export interface GoalView {
  id: string;
  platform: GoalPlatform;
  targetValue: number;
  currentValue: number;
  deadline: string;
  /** The bar, 0–100, capped at 100 by the server. */
  progress: number;
  reached: boolean;
}
