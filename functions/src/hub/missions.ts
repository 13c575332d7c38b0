import { onCompletion } from '@shared/hub/streak';
import { HUB_MESSAGES, parseMissionId, type CompleteMissionResponse } from '@shared/hub/hub.schema';
import { ConflictError, DomainError, NotFoundError } from '../core/errors';
import { startCoach, type CoachingContext } from './coach';
import { profileAndToday, type HubContext } from './hub';
import { toHubProfile, toMission } from './hub-view';

/** A completion that keeps meeting another one of the same user's gives up after this many tries. */
const COMPLETION_TRIES = 8;

/**
 * POST /api/hub/missions/{id}/complete (docs/PRODUCT.md §flows.missions): pending → completed, once
 * and never back. The mission's status, the XP and coins, the day's count and the streak change in one
 * transaction (docs/DATA-MODEL.md H7) whose mission condition is `status = pending`: a double click or a
 * retry finds it completed and is answered without a second award. The streak is computed from the
 * profile as read, and the write holds only while the profile still has that streak (another mission
 * completed meanwhile: read again and retry). The completion that finds the whole day done starts
 * the coach's note.
 */
export async function completeMission(
  ctx: CoachingContext,
  userId: string,
  missionId: string | undefined,
): Promise<CompleteMissionResponse> {
  const parsed = parseMissionId(missionId);
  if (!parsed) throw new NotFoundError(HUB_MESSAGES.missionNotFound);
  for (let attempt = 1; attempt <= COMPLETION_TRIES; attempt++) {
    const { profile, today, now } = await profileAndToday(ctx, userId);
    const mission = await ctx.hub.getMission(userId, parsed.date, parsed.slot);
    if (!mission) throw new NotFoundError(HUB_MESSAGES.missionNotFound);
    if (mission.status === 'completed') return answer(ctx, userId, mission.id, null);
    // a past day's missions are closed: completing one now would write a streak day that never was
    if (mission.date !== today) throw new ConflictError(HUB_MESSAGES.missionExpired);

    const { state: after, freezesUsed } = onCompletion(profile.streak, today, profile.streakFreezes);
    const result = await ctx.hub.completeMission(userId, {
      mission,
      now,
      before: { streak: profile.streak, streakFreezes: profile.streakFreezes },
      after,
      freezesUsed,
    });
    if (result === 'completed') {
      ctx.log.info('hub mission completed', {
        missionId: mission.id,
        xp: mission.xp,
        coins: mission.coins,
        freezesUsed,
      });
      const response = await answer(ctx, userId, mission.id, { xp: mission.xp, coins: mission.coins });
      // the completion that closes the day asks the coach for its note (docs/PRODUCT.md §flows.coach)
      if (!response.allCompleted) return response;
      return { ...response, generationId: await startCoach(ctx, userId, 'day-complete', null, today) };
    }
    if (result === 'alreadyCompleted') return answer(ctx, userId, mission.id, null);
  }
  throw new DomainError('conflict', HUB_MESSAGES.missionCompleteFailed);
}

async function answer(
  ctx: HubContext,
  userId: string,
  missionId: string,
  awarded: CompleteMissionResponse['awarded'],
): Promise<CompleteMissionResponse> {
  const { profile, today } = await profileAndToday(ctx, userId);
  const { date } = parseMissionId(missionId)!;
  const missions = await ctx.hub.missionsOf(userId, date);
  const mission = missions.find((m) => m.id === missionId)!;
  return {
    mission: toMission(mission),
    awarded,
    profile: toHubProfile(profile, today),
    allCompleted: missions.length > 0 && missions.every((m) => m.status === 'completed'),
  };
}
