import { COACH_NOTE_MAX_CHARS, type CoachFigures, type CoachTrigger } from '@shared/hub/coach';
import { goalProgress } from '@shared/hub/goals';
import { addDays, lastDays, startOfDay } from '@shared/hub/hub-day';
import { HUB_MESSAGES } from '@shared/hub/hub.schema';
import { ConflictError, NotFoundError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { TextWriter } from '../core/ports';
import type { WriterKind } from '@shared/scripts/script.schema';
import { startGeneration, type GenerationJob, type StartGenerationContext } from '../generation/generation-job';
import { profileAndToday, type HubContext } from './hub';
import { toHubProfile } from './hub-view';
import { coachGenerationId, coachRetryId, newHubId } from './hub-id';
import { build as coachPrompt } from './prompts/coach.v1';

/** What starts the coach: the hub's context and the generation jobs' (docs/ARCHITECTURE.md §generation-jobs). */
export type CoachingContext = HubContext & StartGenerationContext;

/** What the coach's job runs on: the hub's store and the text port. */
export interface CoachJobContext extends HubContext {
  writer: TextWriter;
}

/** The model's answer budget for a note of COACH_NOTE_MAX_CHARS. */
const COACH_MAX_TOKENS = 400;

/**
 * The user's figures now (docs/PRODUCT.md §flows.coach): scripts of the last 7 days (this week,
 * today included, in the user's time zone), today's missions, those of the last 7 days, the streak
 * and the goal closest to its target.
 */
export async function coachFigures(
  ctx: HubContext,
  userId: string,
  trigger: CoachTrigger,
  entry: string | null,
): Promise<CoachFigures> {
  const { profile, today, now } = await profileAndToday(ctx, userId);
  const week = lastDays(today, 7);
  const [missions, goals, days, scriptsThisWeek] = await Promise.all([
    ctx.hub.missionsOf(userId, today),
    ctx.hub.listGoals(userId),
    ctx.hub.daysBetween(userId, week[0]!, today),
    ctx.hub.countScriptsCreated(
      userId,
      startOfDay(week[0]!, profile.timeZone),
      startOfDay(addDays(today, 1), profile.timeZone),
      now,
    ),
  ]);
  const best = goals
    .map((g) => ({
      type: g.type,
      currentValue: g.currentValue,
      targetValue: g.targetValue,
      progress: goalProgress(g.currentValue, g.targetValue),
    }))
    .sort((a, b) => b.progress - a.progress)[0];
  return {
    trigger,
    scriptsThisWeek,
    missionsCompletedToday: missions.filter((m) => m.status === 'completed').length,
    missionsToday: missions.length,
    missionsLast7Days: days.reduce((sum, d) => sum + d.completed, 0),
    streakDays: toHubProfile(profile, today).streakDays,
    goal: best ?? null,
    entry,
  };
}

/**
 * Starts the coach's job (docs/ARCHITECTURE.md §generation-jobs): free, so its charge is of 0
 * credits, which gives it the lifecycle every job has (the record, the claim, the settle). The note
 * is a bonus of what asked for it: a job that cannot start is logged, and the entry or the mission
 * stays done. Answers the generation id, or null when it could not start.
 */
export async function startCoach(
  ctx: CoachingContext,
  userId: string,
  trigger: CoachTrigger,
  entry: string | null,
  /** The day a 'day-complete' note closes: its id is that day's, so the day gets one note however many ask. */
  closesDay?: string,
): Promise<string | null> {
  const generationId = coachGenerationId(userId, closesDay);
  try {
    await startCoachJob(ctx, userId, generationId, await coachFigures(ctx, userId, trigger, entry));
    return generationId;
  } catch (err) {
    ctx.log.warn('hub coach not started', { trigger, ...errorFields(err) });
    return null;
  }
}

const startCoachJob = (ctx: CoachingContext, userId: string, generationId: string, figures: CoachFigures) =>
  startGeneration(ctx, {
    userId,
    generationId,
    kind: 'coach',
    chargeKind: 'coach',
    cost: 0,
    input: figures,
    failureMessage: HUB_MESSAGES.coachFailed,
    conflicts: { running: HUB_MESSAGES.coachRunning, used: HUB_MESSAGES.coachUsed },
  });

/**
 * POST /api/hub/coach/retry, 'Tentar de novo' (docs/PRODUCT.md §flows.coach): a new job for the same trigger
 * (the diary entry's text, or the day it closes) as the user's failed coach job, from the figures read again.
 * Its id comes from the failed one's, so a double click starts one job; only a failed job may be retried.
 */
export async function retryCoach(
  ctx: CoachingContext,
  userId: string,
  failedId: string,
): Promise<{ generationId: string }> {
  const failed = await ctx.generations.get(userId, failedId, ctx.clock.now());
  if (failed?.kind !== 'coach') throw new NotFoundError(HUB_MESSAGES.coachNotFound);
  if (failed.status !== 'failed') throw new ConflictError(HUB_MESSAGES.coachNotFailed);
  const generationId = coachRetryId(userId, failedId);
  const { trigger, entry } = failed.input as CoachFigures;
  await startCoachJob(ctx, userId, generationId, await coachFigures(ctx, userId, trigger, entry));
  ctx.log.info('hub coach retried', { trigger, failedId });
  return { generationId };
}

/** The worker's half: writes the note from the figures on the record and keeps it, settling its charge (H13). */
export function coachJob(ctx: CoachJobContext): GenerationJob {
  return {
    failureMessage: HUB_MESSAGES.coachFailed,
    async run(record, run) {
      const figures = record.input as CoachFigures;
      let writer: WriterKind = ctx.writer.kind;
      const text = await ctx.writer.write(coachPrompt(figures, record.generationId), {
        onDelta: () => {},
        signal: run.signal,
        maxTokens: COACH_MAX_TOKENS,
        onWrittenBy: (kind) => (writer = kind),
      });
      const note = {
        id: newHubId(),
        feedback: text.trim().slice(0, COACH_NOTE_MAX_CHARS),
        writer: writer === 'offline' ? ('offline' as const) : ('model' as const),
        createdAt: ctx.clock.now().toISOString(),
      };
      await ctx.hub.addCoachNote(record.userId, note, { settles: record.generationId });
      run.log.info('hub coach note written', { trigger: figures.trigger, writer });
      return { replacedOldest: false };
    },
  };
}
