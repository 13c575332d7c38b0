import * as z from 'zod/mini';
import { GENERATION_KINDS, GENERATION_STATUSES } from '@shared/generations/generation.schema';
import type { GenerationRecord } from '../../generation/ports';
import { finishedChargeExpiry } from './charge.entity';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * A generation job's record (docs/DATA-MODEL.md, `generation`: G1–G5) under its user, keyed by the
 * generation id. It expires a week after it started or ended, as its charge does once finished.
 */
export const GENERATION_TYPE = 'generation-job';
export const generationKey = keys.generation;

/** The queued item G1 puts. */
export function queuedGenerationItem(
  userId: string,
  r: Pick<GenerationRecord, 'generationId' | 'kind' | 'input' | 'cost' | 'createdAt'>,
): Item {
  return {
    ...generationKey(userId, r.generationId),
    type: GENERATION_TYPE,
    generationId: r.generationId,
    kind: r.kind,
    status: 'queued',
    // as JSON text: a request's empty fields ('') are not attribute values DynamoDB Local takes in a map
    input: JSON.stringify(r.input ?? null),
    cost: r.cost,
    createdAt: r.createdAt,
    parts: [],
    ttl: finishedChargeExpiry(r.createdAt),
  };
}

const generationSchema = z.object({
  generationId: z.string().check(z.minLength(1)),
  kind: z.enum(GENERATION_KINDS),
  status: z.enum(GENERATION_STATUSES),
  input: z.string(),
  cost: z.number(),
  createdAt: z.string(),
  parts: z._default(z.optional(z.array(z.string())), []),
  replacedOldest: z.optional(z.boolean()),
  message: z.optional(z.string()),
  code: z.optional(z.string()),
});

/** A record as G2–G5 read it; a malformed item throws. */
export function toGenerationRecord(userId: string, item: Item): GenerationRecord {
  const { replacedOldest, message, code, input, ...rest } = generationSchema.parse(item);
  return {
    userId,
    ...rest,
    input: JSON.parse(input) as unknown,
    ...(replacedOldest !== undefined ? { replacedOldest } : {}),
    ...(message !== undefined ? { message } : {}),
    ...(code !== undefined ? { code } : {}),
  };
}
