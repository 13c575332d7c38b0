import type { GoalType } from './goals';

/**
 * The coach's feedback (docs/PRODUCT.md §flows.coach): after a diary entry, or after a day with
 * every mission completed, a short pt-BR note written from the user's own figures, never generic.
 */
export const COACH_TRIGGERS = ['diary', 'day-complete'] as const;
export type CoachTrigger = (typeof COACH_TRIGGERS)[number];

/** What the coach reads: the user's figures at the moment it is asked, and the entry that asked. */
export interface CoachFigures {
  trigger: CoachTrigger;
  /** Scripts created since the start of the week (Sunday) in the user's time zone. */
  scriptsThisWeek: number;
  missionsCompletedToday: number;
  missionsToday: number;
  missionsLast7Days: number;
  /** 'Dias de Fogo' today. */
  streakDays: number;
  /** The goal closest to its target (progress in %, 0–100), or null with no goal. */
  goal: { type: GoalType; currentValue: number; targetValue: number; progress: number } | null;
  /** The diary entry that asked (the user's text: data, never instructions); null after a complete day. */
  entry: string | null;
}

/** The note's length: short enough for a card (the writer's text is cut to it). */
export const COACH_NOTE_MAX_CHARS = 600;

/** What a goal of each type counts, as the coach names it. */
export const COACH_GOAL_UNITS: Record<GoalType, string> = {
  followers: 'seguidores',
  engagement: 'interações',
  sales: 'vendas',
};
