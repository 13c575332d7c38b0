import * as z from 'zod/mini';
import type { ChargeRecord, ChargeRequest, StaleCharge } from '../../credits/ports';
import { keys } from './keys';
import { epochSeconds, isLive, type Item } from './table-io';

/**
 * The credit ledger's charge item (docs/DATA-MODEL.md, `charge`): how a charge is laid out
 * in the table and read back. Its `type` and its `scriptIds` attribute keep the names they
 * had when script generations were the only thing charged, so charges written before the
 * ledger was its own store read the same.
 */
export const CHARGE_TYPE = 'generation';

/**
 * A finished (done / failed) charge only guards retries; a week is plenty. A pending one
 * has no ttl: if its process died, it is what lets L6 give the credits back.
 */
const FINISHED_CHARGE_TTL_S = 7 * 24 * 3600;

/** When a charge that finished at `finishedAt` (a Date or an ISO string) leaves the table. */
export function finishedChargeExpiry(finishedAt: Date | string): number {
  return epochSeconds(new Date(finishedAt)) + FINISHED_CHARGE_TTL_S;
}

/** The item L1 puts: pending, with no ttl. */
export function pendingChargeItem(c: ChargeRequest): Item {
  return {
    ...keys.charge(c.userId, c.operationId),
    type: CHARGE_TYPE,
    kind: c.kind,
    status: 'pending',
    // The exact charge, so that any refund (L2, L6) gives back this and nothing else.
    cost: c.cost,
    createdAt: c.now.toISOString(),
  };
}

const chargeRecordSchema = z.object({
  status: z.enum(['pending', 'done', 'failed']),
  scriptIds: z._default(z.optional(z.array(z.string())), []),
  message: z.optional(z.string()),
});

/** A charge as L4 answers it; an expired one (DynamoDB Local keeps it) reads as absent, a malformed one throws. */
export function toChargeRecord(item: Item | undefined, now: Date): ChargeRecord | null {
  if (!item || !isLive(item, epochSeconds(now))) return null;
  const { status, scriptIds, message } = chargeRecordSchema.parse(item);
  return { status, resultIds: scriptIds, ...(message ? { message } : {}) };
}

/** A pending charge found by L6's Query, or null when it cannot be refunded safely. */
export function toStaleCharge(item: Item): StaleCharge | null {
  if (typeof item.cost !== 'number') return null; // cannot know what was charged: never guess
  return {
    operationId: String(item.sk).slice(keys.chargePrefix.length),
    kind: String(item.kind),
    cost: item.cost,
    createdAt: String(item.createdAt),
  };
}
