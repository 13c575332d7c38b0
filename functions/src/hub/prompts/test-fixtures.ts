import type { CoachFigures } from '@shared/hub/coach';

/** A creator's figures as the coach reads them (the prompt's and the offline writer's tests). */
export const COACH_FIGURES: CoachFigures = {
  trigger: 'diary',
  scriptsThisWeek: 3,
  missionsCompletedToday: 4,
  missionsToday: 5,
  missionsLast7Days: 17,
  streakDays: 6,
  goal: { type: 'followers', currentValue: 2_500, targetValue: 10_000, progress: 25 },
  entry: 'Gravei 2 vídeos e travei na edição',
};
