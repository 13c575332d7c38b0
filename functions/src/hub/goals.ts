import { GOAL_LIMITS, isGoalReached } from '@shared/hub/goals';
import { HUB_MESSAGES, type CreateGoalRequest, type Goal, type HubProfile } from '@shared/hub/hub.schema';
import { ConflictError, NotFoundError } from '../core/errors';
import { profileAndToday, type HubContext } from './hub';
import { NEW_HUB_PROFILE, toGoal, toHubProfile } from './hub-view';
import { isHubId, newHubId } from './hub-id';
import type { StoredGoal } from './ports';

/**
 * POST /api/hub/goals (docs/PRODUCT.md §flows.goals): the body was validated by the shared schema
 * (target and deadline required, platform instagram by default). The current follower count typed in
 * is the goal's starting value, and a followers goal also sets the follower count that picks the phase.
 */
export async function createGoal(ctx: HubContext, userId: string, body: CreateGoalRequest): Promise<{ goal: Goal }> {
  const existing = await ctx.hub.listGoals(userId);
  if (existing.length >= GOAL_LIMITS.perUser) throw new ConflictError(HUB_MESSAGES.goalTooMany);
  const goal: StoredGoal = {
    id: newHubId(),
    type: body.type,
    platform: body.platform,
    targetValue: body.targetValue,
    currentValue: body.currentValue ?? 0,
    deadline: body.deadline,
    objective: body.objective ? body.objective : null,
    createdAt: ctx.clock.now().toISOString(),
    reachedAt: null,
  };
  await ctx.hub.createGoal(userId, goal);
  await followersFrom(ctx, userId, goal, body.currentValue);
  ctx.log.info('hub goal created', { goalId: goal.id, type: goal.type });
  return { goal: toGoal(goal) };
}

/**
 * PATCH /api/hub/goals/{id}, 'Atualizar Progresso' (it did nothing in the old product,
 * docs/PRODUCT.md §defects): sets the current value; the bar is capped at 100%, and `justReached` says
 * this update took the goal to its target (the page celebrates it once). A followers goal's value is
 * the follower count: the store sets both in one transaction (docs/DATA-MODEL.md H11), and the profile
 * comes back so the journey banner moves.
 */
export async function updateGoalProgress(
  ctx: HubContext,
  userId: string,
  goalId: string | undefined,
  currentValue: number,
): Promise<{ goal: Goal; justReached: boolean; profile: HubProfile }> {
  if (!isHubId(goalId)) throw new NotFoundError(HUB_MESSAGES.goalNotFound);
  const goal = await ctx.hub.getGoal(userId, goalId);
  if (!goal) throw new NotFoundError(HUB_MESSAGES.goalNotFound);
  const { now } = await profileAndToday(ctx, userId);
  const written = await ctx.hub.setGoalProgress(userId, goal, currentValue, now);
  if (!written) throw new NotFoundError(HUB_MESSAGES.goalNotFound);
  const reached = isGoalReached(written.goal.currentValue, written.goal.targetValue);
  const { profile, today } = await profileAndToday(ctx, userId);
  return {
    goal: toGoal(written.goal),
    justReached: reached && !written.wasReached,
    profile: toHubProfile(profile, today),
  };
}

/** A new followers goal's starting value is the user's follower count: it moves the phase of the next day's missions. */
async function followersFrom(ctx: HubContext, userId: string, goal: StoredGoal, value: number | undefined) {
  if (goal.type !== 'followers' || value === undefined) return;
  await ctx.hub.ensureProfile(userId, NEW_HUB_PROFILE, ctx.clock.now());
  await ctx.hub.updateProfile(userId, { followersCount: value }, ctx.clock.now());
}
