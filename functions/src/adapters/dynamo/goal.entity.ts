import * as z from 'zod/mini';
import { GOAL_PLATFORMS, GOAL_TYPES, isGoalReached } from '@shared/hub/goals';
import type { StoredGoal } from '../../hub/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/** A goal item (docs/DATA-MODEL.md, `goal`: H9–H11), `GOAL#<ulid>` under the user. */
export const GOAL_TYPE = 'goal';
export const goalKey = keys.goal;

export function goalItem(userId: string, g: StoredGoal): Item {
  return {
    ...goalKey(userId, g.id),
    type: GOAL_TYPE,
    id: g.id,
    goalType: g.type,
    platform: g.platform,
    targetValue: g.targetValue,
    currentValue: g.currentValue,
    deadline: g.deadline,
    ...(g.objective ? { objective: g.objective } : {}),
    ...(g.reachedAt ? { reachedAt: g.reachedAt } : {}),
    createdAt: g.createdAt,
  };
}

/** H9's key condition: the user's goals. */
export const goalsOf = (userId: string) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.goalPrefix },
});

/**
 * H11: the current value set on an existing goal; `reachedAt` kept from the first time it reached its
 * target (removed when the value drops below it again). Sent with ALL_OLD: the `reachedAt` before the
 * write says whether this update is the one that reached it.
 */
export function goalProgressUpdate(userId: string, g: StoredGoal, currentValue: number, now: Date) {
  const reached = isGoalReached(currentValue, g.targetValue);
  return {
    Key: goalKey(userId, g.id),
    UpdateExpression: reached
      ? 'SET currentValue = :value, updatedAt = :now, reachedAt = if_not_exists(reachedAt, :now)'
      : 'SET currentValue = :value, updatedAt = :now REMOVE reachedAt',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':value': currentValue, ':now': now.toISOString() } as Record<string, unknown>,
  };
}

/**
 * H11 inside a transaction (a followers goal, with H3 beside it): no ReturnValues there, so the write
 * holds only while the goal's reached mark is still the one read, which tells whether this write reached it.
 */
export function goalProgressUpdateFrom(userId: string, g: StoredGoal, currentValue: number, now: Date) {
  const update = goalProgressUpdate(userId, g, currentValue, now);
  if (g.reachedAt === null)
    return { ...update, ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(reachedAt)' };
  return {
    ...update,
    ConditionExpression: 'attribute_exists(pk) AND reachedAt = :prevReached',
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':prevReached': g.reachedAt },
  };
}

const count = z.number().check(z.nonnegative());
const goalSchema = z.object({
  id: z.string(),
  goalType: z.enum(GOAL_TYPES),
  platform: z.enum(GOAL_PLATFORMS),
  targetValue: count,
  currentValue: count,
  deadline: z.string(),
  objective: z.optional(z.string()),
  reachedAt: z.optional(z.string()),
  createdAt: z.string(),
});

export function toGoal(item: Item): StoredGoal {
  const g = goalSchema.parse(item);
  return {
    id: g.id,
    type: g.goalType,
    platform: g.platform,
    targetValue: g.targetValue,
    currentValue: g.currentValue,
    deadline: g.deadline,
    objective: g.objective ?? null,
    createdAt: g.createdAt,
    reachedAt: g.reachedAt ?? null,
  };
}
