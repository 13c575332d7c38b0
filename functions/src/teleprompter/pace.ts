import {
  isPlausiblePace,
  PACE_MESSAGES,
  paceOf,
  type PaceResponse,
  type PaceTake,
} from '@shared/teleprompter/pace.schema';
import { wordsPerMinute } from '@shared/teleprompter/delivery';
import { DomainError } from '../core/errors';
import type { Clock, Logger } from '../core/ports';
import type { PaceStore } from './ports';

export interface PaceContext {
  pace: PaceStore;
  clock: Clock;
  log: Logger;
}

/**
 * Adds one measured take to the user's pace (docs/PRODUCT.md §flows.teleprompter.pace) and
 * answers the new average. The body was validated with `paceTakeSchema`; its pace bound is
 * checked again here, so no caller of the use case can skew the average with an absurd take.
 *
 * @example await recordPace(ctx, 'user-sub', { words: 150, durationMs: 60_000, fillers: 2, source: 'voice' }) // { averageWpm: 150, takes: 1 }
 */
export async function recordPace(ctx: PaceContext, userId: string, take: PaceTake): Promise<PaceResponse> {
  const wpm = wordsPerMinute(take.words, take.durationMs);
  if (!isPlausiblePace(wpm)) throw new DomainError('validation_failed', PACE_MESSAGES.wpm);
  const totals = await ctx.pace.add(userId, { words: take.words, durationMs: take.durationMs }, ctx.clock.now());
  const pace = paceOf(totals);
  ctx.log.info('pace recorded', { wpm, source: take.source, takes: pace.takes });
  return pace;
}

/** The user's average pace and how many takes it rests on (`averageWpm` null before the first). */
export async function getPace(ctx: Pick<PaceContext, 'pace'>, userId: string): Promise<PaceResponse> {
  return paceOf(await ctx.pace.get(userId));
}
