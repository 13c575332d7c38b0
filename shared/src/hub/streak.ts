import { daysBetween } from './hub-day';

/**
 * 'Dias de Fogo' (docs/PRODUCT.md §flows.streak): the count of consecutive days, in the user's time
 * zone, with at least one completed mission. The old product added 1 on every completion and never
 * looked at the days (docs/PRODUCT.md §defects); here a second completion on the same day changes
 * nothing, a missed day resets the count to 1 at the next completion, and one 'Proteção de sequência'
 * (streak freeze) owned covers exactly one missed day, and is used up doing so.
 */
export interface StreakState {
  /** Consecutive active days ending on `lastDay`. */
  days: number;
  /** The last day (yyyy-MM-dd) with a completed mission; null before the first. */
  lastDay: string | null;
}

/** The most streak freezes a user may hold: one, covering one missed day. */
export const MAX_STREAK_FREEZES = 1;

export const EMPTY_STREAK: StreakState = { days: 0, lastDay: null };

/** The days missed between the last active day and `today` (today itself is not over, so never missed). */
const missedBefore = (lastDay: string, today: string) => Math.max(0, daysBetween(lastDay, today) - 1);

/**
 * The streak after a mission is completed on `today`, and the freezes that completion uses up.
 *
 * @example onCompletion({ days: 3, lastDay: '2026-03-10' }, '2026-03-12', 1) // { state: { days: 4, lastDay: '2026-03-12' }, freezesUsed: 1 }
 */
export function onCompletion(
  state: StreakState,
  today: string,
  freezes: number,
): { state: StreakState; freezesUsed: number } {
  if (!state.lastDay || daysBetween(state.lastDay, today) < 0)
    return { state: { days: 1, lastDay: today }, freezesUsed: 0 };
  if (state.lastDay === today) return { state, freezesUsed: 0 };
  const missed = missedBefore(state.lastDay, today);
  if (missed === 0) return { state: { days: state.days + 1, lastDay: today }, freezesUsed: 0 };
  if (missed <= freezes) return { state: { days: state.days + 1, lastDay: today }, freezesUsed: missed };
  return { state: { days: 1, lastDay: today }, freezesUsed: 0 };
}

/**
 * The streak shown on `today`: still alive while today may continue it (the last active day is today or
 * yesterday, or the missed days are few enough for the freezes held), else 0.
 */
export function currentStreak(state: StreakState, today: string, freezes: number): number {
  if (!state.lastDay) return 0;
  return missedBefore(state.lastDay, today) <= freezes ? state.days : 0;
}
