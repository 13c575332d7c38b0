import * as z from 'zod/mini';
import type { HubDay, StoredMission } from '../../hub/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * A day's missions (docs/DATA-MODEL.md, `hub day` and `mission`: H4–H8): the day's marker
 * `HUBDAY#<day>` holds its counts (missions, completed, XP earned), and each mission is
 * `MISSION#<day>#<slot>`. The marker is put only when absent, in the same transaction as the
 * missions, so a day gets its missions exactly once.
 */
export const HUB_DAY_TYPE = 'hubDay';
export const MISSION_TYPE = 'mission';
export const hubDayKey = keys.hubDay;
export const missionKey = keys.mission;

/** H4's marker of a day whose `total` missions were just made. */
export function hubDayItem(userId: string, day: string, total: number, now: Date): Item {
  return {
    ...hubDayKey(userId, day),
    type: HUB_DAY_TYPE,
    date: day,
    total,
    completed: 0,
    xp: 0,
    createdAt: now.toISOString(),
  };
}

export function missionItem(userId: string, m: StoredMission, now: Date): Item {
  return {
    ...missionKey(userId, m.date, m.slot),
    type: MISSION_TYPE,
    id: m.id,
    date: m.date,
    slot: m.slot,
    templateId: m.templateId,
    title: m.title,
    description: m.description,
    xp: m.xp,
    coins: m.coins,
    status: m.status,
    createdAt: now.toISOString(),
  };
}

/** H7's mission action: pending → completed, never back (the condition fails on a completed one). */
export function completeMissionUpdate(userId: string, m: StoredMission, now: Date) {
  return {
    Key: missionKey(userId, m.date, m.slot),
    UpdateExpression: 'SET #status = :completed, completedAt = :now',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':completed': 'completed', ':pending': 'pending', ':now': now.toISOString() },
  };
}

/** H7's day action: one more completed mission and its XP (ADD: concurrent completions all count). */
export function dayCompletionUpdate(userId: string, m: StoredMission, now: Date) {
  return {
    Key: hubDayKey(userId, m.date),
    UpdateExpression: 'ADD completed :one, xp :xp SET updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1, ':xp': m.xp, ':now': now.toISOString() },
  };
}

/** H5's and H8's key conditions: a day's missions; the days from `from` to `to`. */
export const missionsOfDay = (userId: string, day: string) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.missionDayPrefix(day) },
});
export const daysBetween = (userId: string, from: string, to: string) => ({
  KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
  ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':from': keys.hubDaySk(from), ':to': keys.hubDaySk(to) },
});

const count = z.number().check(z.nonnegative());
const missionSchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: count,
  templateId: z.string(),
  title: z.string(),
  description: z.string(),
  xp: count,
  coins: count,
  status: z.enum(['pending', 'completed']),
  completedAt: z.optional(z.string()),
});

export function toMission(item: Item): StoredMission {
  const m = missionSchema.parse(item);
  return { ...m, completedAt: m.completedAt ?? null };
}

const daySchema = z.object({ date: z.string(), total: count, completed: count, xp: count });

export function toHubDay(item: Item): HubDay {
  const { date, total, completed, xp } = daySchema.parse(item);
  return { date, total, completed, xp };
}
