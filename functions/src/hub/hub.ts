import { dayKey, lastDays, monthOf, monthRange, shiftMonth, startOfDay } from '@shared/hub/hub-day';
import { tipOfDay } from '@shared/hub/daily-tips';
import { goalProgress } from '@shared/hub/goals';
import { MISSIONS_PER_DAY, pickMissionTemplates } from '@shared/hub/mission-pick';
import { phaseOf } from '@shared/hub/phases';
import {
  COACH_LIMITS,
  DIARY_LIMITS,
  HUB_MESSAGES,
  missionIdOf,
  XP_CHART_DAYS,
  type CalendarResponse,
  type HubProfile,
  type HubResponse,
  type UpdateHubProfileBody,
} from '@shared/hub/hub.schema';
import { DomainError } from '../core/errors';
import type { Clock, Logger } from '../core/ports';
import type { HubStore, StoredHubProfile, StoredMission } from './ports';
import { NEW_HUB_PROFILE, toGoal, toHubProfile, toMission } from './hub-view';

/** What every hub use case works with (composition/hub-store.ts builds the store). */
export interface HubContext {
  hub: HubStore;
  clock: Clock;
  log: Logger;
}

/** The user's profile (made on first use) and today in their time zone. */
export async function profileAndToday(
  ctx: HubContext,
  userId: string,
): Promise<{ profile: StoredHubProfile; today: string; now: Date }> {
  const now = ctx.clock.now();
  const profile = await ctx.hub.ensureProfile(userId, NEW_HUB_PROFILE, now);
  return { profile, today: dayKey(now, profile.timeZone), now };
}

/**
 * Today's missions, made the first time the day is opened (docs/PRODUCT.md §flows.missions): 5
 * templates of the phase the follower count gives, read from the table's seed rows (docs/DATA-MODEL.md
 * H17), written with the day's marker in one transaction whose marker is conditional (H4), so two tabs
 * asking at once make one set, and the one that lost reads the winner's.
 */
export async function todaysMissions(
  ctx: HubContext,
  userId: string,
  profile: StoredHubProfile,
  today: string,
  now: Date,
): Promise<StoredMission[]> {
  const existing = await ctx.hub.missionsOf(userId, today);
  if (existing.length > 0) return existing;
  const phase = phaseOf(profile.followersCount).phase;
  const templates = pickMissionTemplates(await ctx.hub.missionTemplates(phase), `${userId}:${today}`);
  if (templates.length < MISSIONS_PER_DAY) throw new DomainError('internal', HUB_MESSAGES.missionsLoadFailed);
  const missions: StoredMission[] = templates.map((t, slot) => ({
    id: missionIdOf(today, slot),
    date: today,
    slot,
    templateId: t.id,
    title: t.title,
    description: t.description,
    xp: t.xp,
    coins: t.coins,
    status: 'pending',
    completedAt: null,
  }));
  if (await ctx.hub.createDayMissions(userId, today, missions, now)) {
    ctx.log.info('hub missions made', { day: today, phase });
    return missions;
  }
  return ctx.hub.missionsOf(userId, today);
}

/**
 * GET /api/hub: the header, today's missions, goals, the latest diary entries and coach notes, the
 * stats from the user's own data, the 30-day XP chart and the tip of the day.
 */
export async function getHub(ctx: HubContext, userId: string): Promise<HubResponse> {
  const { profile, today, now } = await profileAndToday(ctx, userId);
  const month = monthOf(today);
  const chartDays = lastDays(today, XP_CHART_DAYS);
  const [missions, goals, diary, coachNotes, days, scriptsThisMonth] = await Promise.all([
    todaysMissions(ctx, userId, profile, today, now),
    ctx.hub.listGoals(userId),
    ctx.hub.latestDiary(userId, DIARY_LIMITS.shown),
    ctx.hub.latestCoachNotes(userId, COACH_LIMITS.shown),
    ctx.hub.daysBetween(userId, chartDays[0]!, today),
    ctx.hub.countScriptsCreated(
      userId,
      startOfDay(monthRange(month).first, profile.timeZone),
      startOfDay(monthRange(shiftMonth(month, 1)).first, profile.timeZone),
      now,
    ),
  ]);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const week = new Set(lastDays(today, 7));
  return {
    today,
    profile: toHubProfile(profile, today),
    missions: missions.map(toMission),
    goals: goals.map(toGoal),
    diary,
    coachNotes,
    stats: {
      scriptsThisMonth,
      missionsLast7Days: days.filter((d) => week.has(d.date)).reduce((sum, d) => sum + d.completed, 0),
      bestGoalProgress: goals.length
        ? Math.max(...goals.map((g) => goalProgress(g.currentValue, g.targetValue)))
        : null,
    },
    xpByDay: chartDays.map((date) => ({ date, xp: byDate.get(date)?.xp ?? 0 })),
    tip: tipOfDay(today),
  };
}

/** GET /api/hub/calendar?month=yyyy-MM: each day of the month with missions, completed/total. */
export async function getCalendar(ctx: HubContext, userId: string, month: string): Promise<CalendarResponse> {
  const { today } = await profileAndToday(ctx, userId);
  const { first, last } = monthRange(month);
  const days = await ctx.hub.daysBetween(userId, first, last);
  return { month, today, days: days.map(({ date, total, completed }) => ({ date, total, completed })) };
}

/** PATCH /api/hub/profile: the follower count (the phase of the next day's missions) and the time zone. */
export async function updateHubProfile(
  ctx: HubContext,
  userId: string,
  body: UpdateHubProfileBody,
): Promise<{ profile: HubProfile }> {
  const { now } = await profileAndToday(ctx, userId);
  await ctx.hub.updateProfile(userId, body, now);
  const { profile, today } = await profileAndToday(ctx, userId);
  return { profile: toHubProfile(profile, today) };
}
