import { errorFields } from '../core/logger';
import type { Clock, Logger } from '../core/ports';
import type { CreditLedger, StaleCharge } from '../credits/ports';

/**
 * A generation still pending this long after it was charged is dead: its model call is cut
 * at WRITE_TIMEOUT_MS (26 s) and its Lambda at 29 s, so the process that would have refunded
 * or saved it was killed (timeout, OOM, a stopped local server). Far above both, so a live
 * generation is never taken for a dead one.
 */
export const STALE_GENERATION_MS = 5 * 60_000;

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
