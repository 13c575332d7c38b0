import * as z from 'zod/mini';
import type { Item } from './table-io';

/**
 * A counter row (docs/DATA-MODEL.md, `daily counter`, `failed pairing connects`, `contact
 * messages per address`): a `count` under its key, raised by one conditional UpdateItem while
 * under a max, so concurrent requests cannot both take the last unit. Its entity module gives the
 * key, the ttl and the `type`.
 */
export function countUnderMaxUpdate(key: { pk: string; sk: string }, c: { max: number; ttl: number; type?: string }) {
  const typed = c.type !== undefined;
  return {
    Key: key,
    UpdateExpression: `SET #count = if_not_exists(#count, :zero) + :one, #ttl = :ttl${typed ? ', #type = :type' : ''}`,
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl', ...(typed ? { '#type': 'type' } : {}) },
    ExpressionAttributeValues: {
      ':zero': 0,
      ':one': 1,
      ':max': c.max,
      ':ttl': c.ttl,
      ...(typed ? { ':type': c.type } : {}),
    },
  };
}

const counterSchema = z.object({ count: z.number().check(z.nonnegative()) });

/** The count a counter row holds; a malformed row throws. */
export function countOf(item: Item): number {
  return counterSchema.parse(item).count;
}
