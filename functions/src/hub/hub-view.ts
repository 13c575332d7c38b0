import { DEFAULT_THEME_ID } from '@shared/hub/shop';
import { goalProgress, isGoalReached } from '@shared/hub/goals';
import { leagueOf } from '@shared/hub/leagues';
import { phaseOf } from '@shared/hub/phases';
import { currentStreak, EMPTY_STREAK } from '@shared/hub/streak';
import { DEFAULT_TIME_ZONE } from '@shared/hub/hub-day';
import type { Goal, HubProfile, Mission } from '@shared/hub/hub.schema';
import type { StoredGoal, StoredHubProfile, StoredMission } from './ports';

/** How the hub's items are shown (shared/src/hub/hub.schema.ts), from what the store keeps. */

/** A new user's community profile: nothing earned, bronze, the default time zone. */
export const NEW_HUB_PROFILE: StoredHubProfile = {
  totalXp: 0,
  totalCoins: 0,
  followersCount: 0,
  timeZone: DEFAULT_TIME_ZONE,
  streak: EMPTY_STREAK,
  streakFreezes: 0,
  activeAvatarId: null,
  activeThemeId: null,
  ownedAvatars: [],
  ownedThemes: [],
};

/** The profile on `today`: the streak as the rule reads it today (docs/PRODUCT.md §flows.streak). */
export function toHubProfile(p: StoredHubProfile, today: string): HubProfile {
  return {
    totalXp: p.totalXp,
    totalCoins: p.totalCoins,
    streakDays: currentStreak(p.streak, today, p.streakFreezes),
    streakFreezes: p.streakFreezes,
    followersCount: p.followersCount,
    phase: phaseOf(p.followersCount).phase,
    league: leagueOf(p.totalXp),
    timeZone: p.timeZone,
    activeAvatarId: p.activeAvatarId,
    activeThemeId: p.activeThemeId ?? DEFAULT_THEME_ID,
    ownedAvatars: p.ownedAvatars,
    ownedThemes: p.ownedThemes,
  };
}

export const toMission = (m: StoredMission): Mission => ({
  id: m.id,
  date: m.date,
  title: m.title,
  description: m.description,
  xp: m.xp,
  coins: m.coins,
  status: m.status,
  completedAt: m.completedAt,
});

export const toGoal = (g: StoredGoal): Goal => ({
  id: g.id,
  type: g.type,
  platform: g.platform,
  targetValue: g.targetValue,
  currentValue: g.currentValue,
  deadline: g.deadline,
  objective: g.objective,
  createdAt: g.createdAt,
  progress: goalProgress(g.currentValue, g.targetValue),
  reached: isGoalReached(g.currentValue, g.targetValue),
});
