import * as z from 'zod/mini';
import { IDEA_TOOLS } from '@shared/ideas/idea-tools';
import { WRITERS } from '@shared/scripts/script.schema';
import type { IdeaResult } from '../../ideas/ports';
import { finishedChargeExpiry } from './charge.entity';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * An idea tool's result item (docs/DATA-MODEL.md, `idea result`: I1–I3), keyed by the operation
 * id that paid for it and expiring with its settled charge.
 */
export const IDEA_RESULT_TYPE = 'idea-result';
export const ideaResultKey = keys.ideaResult;

/** The item I1 puts. */
export function ideaResultItem(userId: string, r: IdeaResult): Item {
  return {
    ...ideaResultKey(userId, r.operationId),
    type: IDEA_RESULT_TYPE,
    tool: r.tool,
    operationId: r.operationId,
    input: r.input,
    result: r.result,
    writer: r.writer,
    createdAt: r.createdAt,
    saved: r.saved,
    ttl: finishedChargeExpiry(r.createdAt),
  };
}

const ideaResultSchema = z.object({
  tool: z.enum(IDEA_TOOLS),
  operationId: z.string().check(z.minLength(1)),
  input: z.unknown(),
  result: z.unknown(),
  // a writer this code does not know (written by a newer one) reads as the offline writer
  writer: z.catch(z.enum(WRITERS), 'offline'),
  createdAt: z.string(),
  saved: z._default(z.optional(z.record(z.string(), z.string())), {}),
});

/** A result as I2 reads it; a malformed item throws. */
export function toIdeaResult(item: Item): IdeaResult {
  const { tool, operationId, input, result, writer, createdAt, saved } = ideaResultSchema.parse(item);
  return { tool, operationId, input, result, writer, createdAt, saved };
}
