import * as z from 'zod/mini';
import type { PaceTotals } from '@shared/teleprompter/pace.schema';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The pace item (docs/DATA-MODEL.md, `pace`: T1, T2): running totals that only grow by `ADD`,
 * so it is never put whole: T1's UpdateItem is its writer.
 */
export const PACE_TYPE = 'pace';
export const paceKey = keys.pace;

/** T1's UpdateItem: ADD creates the item on the first take, and concurrent takes are all counted. */
export function paceAddUpdate(userId: string, take: { words: number; durationMs: number }, now: Date) {
  return {
    Key: paceKey(userId),
    UpdateExpression:
      'ADD totalWords :words, totalMs :ms, takes :one SET #type = :type, userId = :userId, updatedAt = :now',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':words': take.words,
      ':ms': take.durationMs,
      ':one': 1,
      ':type': PACE_TYPE,
      ':userId': userId,
      ':now': now.toISOString(),
    },
  };
}

const count = z.number().check(z.nonnegative());
const paceSchema = z.object({ totalWords: count, totalMs: count, takes: count });

/** The totals the item holds; a malformed item throws. */
export function toPaceTotals(item: Item): PaceTotals {
  const { totalWords, totalMs, takes } = paceSchema.parse(item);
  return { totalWords, totalMs, takes };
}
