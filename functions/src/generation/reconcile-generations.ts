import { errorFields } from '../core/logger';
import type { Clock, Logger } from '../core/ports';
import type { CreditLedger, StaleCharge } from '../credits/ports';
import { STALE_GENERATION_MS } from './job-timing';

/**
 * A generation still pending STALE_GENERATION_MS after it was charged is dead: counted from the
 * worker's timeout and its event's longest wait (generation/job-timing.ts), so the process that
 * would have refunded or saved it was killed (timeout, OOM, a stopped local server), and a live
 * worker is never taken for a dead one. The routes that still write inside their request (images,
 * idea tools: 26 s) are far below it.
 */
export { STALE_GENERATION_MS };

/** Stored on a generation refunded by reconciliation (never shown to the user). */
export const STALE_GENERATION_REASON = 'Geração interrompida; créditos devolvidos.';

/** The instant before which a pending generation counts as dead. */
export function staleCutoff(now: Date, thresholdMs: number = STALE_GENERATION_MS): Date {
  return new Date(now.getTime() - thresholdMs);
}

/**
 * Gives back the credits of the caller's dead generations (pending for longer than
 * STALE_GENERATION_MS), before a new generation or AI edit charges: refunded at most once
 * each, whoever else reconciles or finishes at the same time (docs/DATA-MODEL.md, L6).
 * Best effort: a failure is logged and the new generation goes on; the next one retries.
 * Only paying paths call this; reads (GET /api/scripts) never write.
 *
 * @example await reconcileStaleGenerations(ctx, 'user-sub') // before ctx.ledger.charge(...)
 */
export async function reconcileStaleGenerations(
  ctx: { ledger: CreditLedger; clock: Clock; log: Logger },
  userId: string,
): Promise<StaleCharge[]> {
  const now = ctx.clock.now();
  try {
    const refunded = await ctx.ledger.refundStale(userId, {
      createdBefore: staleCutoff(now),
      now,
      reason: STALE_GENERATION_REASON,
    });
    for (const g of refunded)
      ctx.log.warn('stale generation refunded', {
        generationId: g.operationId,
        kind: g.kind,
        cost: g.cost,
        createdAt: g.createdAt,
      });
    return refunded;
  } catch (err) {
    ctx.log.error('stale generation reconcile failed', errorFields(err));
    return [];
  }
}
