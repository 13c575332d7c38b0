import type { ApiRoute } from '../api/api-route';
import {
  activateBodySchema,
  calendarQuerySchema,
  calendarResponseSchema,
  completeMissionResponseSchema,
  createDiaryEntryBodySchema,
  createGoalBodySchema,
  diaryEntryResponseSchema,
  goalResponseSchema,
  hubProfileResponseSchema,
  hubResponseSchema,
  purchaseBodySchema,
  retryCoachBodySchema,
  retryCoachResponseSchema,
  updateGoalProgressBodySchema,
  updateGoalProgressResponseSchema,
  updateHubProfileBodySchema,
} from './hub.schema';

/** The growth hub's API, 'Missão Influencer' (docs/ARCHITECTURE.md §api-contract; docs/PRODUCT.md §screens.missao-influencer). */

/** The whole hub: header, today's missions (made once, on the day's first read), goals, diary, coach, stats, tip. */
export const get = { method: 'GET', path: '/hub', response: hubResponseSchema } as const satisfies ApiRoute;

/** Pending → completed, once: the XP and coins are added once, also on a retry or a double click. */
export const completeMission = {
  method: 'POST',
  path: '/hub/missions/{id}/complete',
  response: completeMissionResponseSchema,
} as const satisfies ApiRoute;

export const createGoal = {
  method: 'POST',
  path: '/hub/goals',
  request: createGoalBodySchema,
  response: goalResponseSchema,
} as const satisfies ApiRoute;

/** 'Atualizar Progresso'. */
export const updateGoalProgress = {
  method: 'PATCH',
  path: '/hub/goals/{id}',
  request: updateGoalProgressBodySchema,
  response: updateGoalProgressResponseSchema,
} as const satisfies ApiRoute;

export const createDiaryEntry = {
  method: 'POST',
  path: '/hub/diary',
  request: createDiaryEntryBodySchema,
  response: diaryEntryResponseSchema,
} as const satisfies ApiRoute;

/** 'Tentar de novo': a new coach job for the same trigger as the failed one (once per failed job, however many clicks). */
export const retryCoach = {
  method: 'POST',
  path: '/hub/coach/retry',
  request: retryCoachBodySchema,
  response: retryCoachResponseSchema,
} as const satisfies ApiRoute;

/** A month's days with missions (?month=yyyy-MM). */
export const calendar = {
  method: 'GET',
  path: '/hub/calendar',
  request: calendarQuerySchema,
  response: calendarResponseSchema,
} as const satisfies ApiRoute;

/** Buys an avatar, a theme or the streak freeze, atomically: coins never negative, nothing twice. */
export const purchase = {
  method: 'POST',
  path: '/hub/shop/purchase',
  request: purchaseBodySchema,
  response: hubProfileResponseSchema,
} as const satisfies ApiRoute;

/** Makes an owned avatar or theme the active one (the others stop being active). */
export const activate = {
  method: 'POST',
  path: '/hub/shop/activate',
  request: activateBodySchema,
  response: hubProfileResponseSchema,
} as const satisfies ApiRoute;

/** The community profile: the follower count (the phase) and the time zone. */
export const updateProfile = {
  method: 'PATCH',
  path: '/hub/profile',
  request: updateHubProfileBodySchema,
  response: hubProfileResponseSchema,
} as const satisfies ApiRoute;
