import * as z from 'zod/mini';
import { MAX_STREAK_FREEZES } from '@shared/hub/streak';
import type { ShopItemKind } from '@shared/hub/shop';
import type { Completion, StoredHubProfile } from '../../hub/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The community profile item (docs/DATA-MODEL.md, `hub profile`: H1–H3, H7, H14, H15): XP, coins,
 * the streak, the owned avatars and themes as lists and the active ones. Only the conditional writes
 * below change its coins.
 */
export const HUB_PROFILE_TYPE = 'hubProfile';
export const hubProfileKey = keys.hubProfile;

/** H1's item: a new profile, put only when none exists. Absent attributes are the nulls. */
export function hubProfileItem(userId: string, p: StoredHubProfile, now: Date): Item {
  return {
    ...hubProfileKey(userId),
    type: HUB_PROFILE_TYPE,
    userId,
    totalXp: p.totalXp,
    totalCoins: p.totalCoins,
    followersCount: p.followersCount,
    timeZone: p.timeZone,
    streakDays: p.streak.days,
    ...(p.streak.lastDay ? { streakLastDay: p.streak.lastDay } : {}),
    streakFreezes: p.streakFreezes,
    ...(p.activeAvatarId ? { activeAvatarId: p.activeAvatarId } : {}),
    ...(p.activeThemeId ? { activeThemeId: p.activeThemeId } : {}),
    ownedAvatars: p.ownedAvatars,
    ownedThemes: p.ownedThemes,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** H3: the follower count and the time zone, on an existing profile. */
export function hubProfileUpdate(userId: string, changes: { followersCount?: number; timeZone?: string }, now: Date) {
  const sets = ['updatedAt = :now'];
  const values: Record<string, unknown> = { ':now': now.toISOString() };
  if (changes.followersCount !== undefined) {
    sets.push('followersCount = :followers');
    values[':followers'] = changes.followersCount;
  }
  // TIMEZONE is one of DynamoDB's reserved words: the attribute goes through a name placeholder.
  const names: Record<string, string> = {};
  if (changes.timeZone !== undefined) {
    sets.push('#tz = :tz');
    names['#tz'] = 'timeZone';
    values[':tz'] = changes.timeZone;
  }
  return {
    Key: hubProfileKey(userId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: values,
    ...(changes.timeZone !== undefined ? { ExpressionAttributeNames: names } : {}),
  };
}

/**
 * H7's profile action: the award added (ADD, never a read-modify-write of the totals) and the streak
 * set, only while the profile still holds the streak the completion was computed from.
 */
export function awardUpdate(userId: string, c: Completion) {
  const lastDay = c.before.streak.lastDay;
  return {
    Key: hubProfileKey(userId),
    UpdateExpression:
      'SET streakDays = :days, streakLastDay = :last, updatedAt = :now ADD totalXp :xp, totalCoins :coins, streakFreezes :freezeDelta',
    ConditionExpression: `attribute_exists(pk) AND streakDays = :prevDays AND streakFreezes = :prevFreezes AND ${
      lastDay ? 'streakLastDay = :prevLast' : 'attribute_not_exists(streakLastDay)'
    }`,
    ExpressionAttributeValues: {
      ':days': c.after.days,
      ':last': c.after.lastDay,
      ':now': c.now.toISOString(),
      ':xp': c.mission.xp,
      ':coins': c.mission.coins,
      ':freezeDelta': -c.freezesUsed,
      ':prevDays': c.before.streak.days,
      ':prevFreezes': c.before.streakFreezes,
      ...(lastDay ? { ':prevLast': lastDay } : {}),
    },
  };
}

const OWNED_LIST = { avatar: 'ownedAvatars', theme: 'ownedThemes' } as const;

/**
 * H14: the cost taken and the item added in one conditional UpdateItem: enough coins, and not owned
 * already (an avatar or theme in its list, a streak freeze under the most one may hold). The first
 * avatar bought becomes the active one (`if_not_exists`).
 */
export function purchaseUpdate(userId: string, kind: ShopItemKind, item: { id: string; cost: number }, now: Date) {
  const base = { ':cost': item.cost, ':now': now.toISOString() };
  if (kind === 'streakFreeze')
    return {
      Key: hubProfileKey(userId),
      UpdateExpression: 'SET totalCoins = totalCoins - :cost, updatedAt = :now ADD streakFreezes :one',
      ConditionExpression:
        'attribute_exists(pk) AND totalCoins >= :cost AND (attribute_not_exists(streakFreezes) OR streakFreezes < :max)',
      ExpressionAttributeValues: { ...base, ':one': 1, ':max': MAX_STREAK_FREEZES },
    };
  const list = OWNED_LIST[kind];
  return {
    Key: hubProfileKey(userId),
    UpdateExpression: `SET totalCoins = totalCoins - :cost, updatedAt = :now, #owned = list_append(if_not_exists(#owned, :empty), :ids)${
      kind === 'avatar' ? ', activeAvatarId = if_not_exists(activeAvatarId, :id)' : ''
    }`,
    ConditionExpression: 'attribute_exists(pk) AND totalCoins >= :cost AND NOT contains(#owned, :id)',
    ExpressionAttributeNames: { '#owned': list },
    ExpressionAttributeValues: { ...base, ':empty': [], ':ids': [item.id], ':id': item.id },
  };
}

/** Whether a profile already holds the item a failed purchase asked for (its answer: 'owned' or 'coins'). */
export function ownsItem(p: StoredHubProfile, kind: ShopItemKind, itemId: string): boolean {
  if (kind === 'streakFreeze') return p.streakFreezes >= MAX_STREAK_FREEZES;
  return (kind === 'avatar' ? p.ownedAvatars : p.ownedThemes).includes(itemId);
}

/** H15: one attribute holds the active avatar (or theme), so activating one deactivates the others. */
export function activateUpdate(userId: string, kind: 'avatar' | 'theme', itemId: string | null, now: Date) {
  const attr = kind === 'avatar' ? 'activeAvatarId' : 'activeThemeId';
  if (itemId === null)
    return {
      Key: hubProfileKey(userId),
      UpdateExpression: `SET updatedAt = :now REMOVE ${attr}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    };
  return {
    Key: hubProfileKey(userId),
    UpdateExpression: `SET ${attr} = :id, updatedAt = :now`,
    ConditionExpression: 'contains(#owned, :id)',
    ExpressionAttributeNames: { '#owned': OWNED_LIST[kind] },
    ExpressionAttributeValues: { ':id': itemId, ':now': now.toISOString() },
  };
}

const count = z.number().check(z.nonnegative());
const hubProfileSchema = z.object({
  totalXp: count,
  totalCoins: count,
  followersCount: count,
  timeZone: z.string(),
  streakDays: count,
  streakLastDay: z.optional(z.string()),
  streakFreezes: count,
  activeAvatarId: z.optional(z.string()),
  activeThemeId: z.optional(z.string()),
  ownedAvatars: z._default(z.array(z.string()), []),
  ownedThemes: z._default(z.array(z.string()), []),
});

/** The profile an item holds; a malformed item throws. */
export function toHubProfile(item: Item): StoredHubProfile {
  const p = hubProfileSchema.parse(item);
  return {
    totalXp: p.totalXp,
    totalCoins: p.totalCoins,
    followersCount: p.followersCount,
    timeZone: p.timeZone,
    streak: { days: p.streakDays, lastDay: p.streakLastDay ?? null },
    streakFreezes: p.streakFreezes,
    activeAvatarId: p.activeAvatarId ?? null,
    activeThemeId: p.activeThemeId ?? null,
    ownedAvatars: p.ownedAvatars,
    ownedThemes: p.ownedThemes,
  };
}
