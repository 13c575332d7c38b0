import * as z from 'zod/mini';
import { countOf, countUnderMaxUpdate } from './counter';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The rate-limit items (docs/DATA-MODEL.md, `rate bucket`: R1, `daily counter`: R2), each written
 * by conditional UpdateItems only, never put whole. They carry no `type` (written before the
 * attribute was the rule; a row read back is told by its key).
 */
export const rateBucketKey = keys.rateBucket;
export const dailyCounterKey = keys.dailyCounter;

/** R1's first try: an idle (or new) bucket, whose `tat` has passed, is full again. */
export function restartBucketUpdate(userId: string, name: string, at: { now: number; next: number; ttl: number }) {
  return {
    Key: rateBucketKey(userId, name),
    UpdateExpression: 'SET tat = :next, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(tat) OR tat < :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':next': at.next, ':now': at.now, ':ttl': at.ttl },
  };
}

/** R1's second try: a bucket in use gives one more token while `tat` stays under the burst's limit. */
export function takeTokenUpdate(
  userId: string,
  name: string,
  at: { now: number; interval: number; limit: number; ttl: number },
) {
  return {
    Key: rateBucketKey(userId, name),
    UpdateExpression: 'SET tat = tat + :interval, #ttl = :ttl',
    ConditionExpression: 'tat >= :now AND tat <= :limit',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':interval': at.interval, ':now': at.now, ':limit': at.limit, ':ttl': at.ttl },
  };
}

const bucketSchema = z.object({ tat: z.number() });

/** The bucket's theoretical arrival time (epoch ms), read for the Retry-After; a malformed item throws. */
export function tatOf(item: Item): number {
  return bucketSchema.parse(item).tat;
}

/** R2: one more of the day's `max`, the row expiring at `ttl`. */
export function countDailyUpdate(userId: string, name: string, day: string, c: { max: number; ttl: number }) {
  return countUnderMaxUpdate(dailyCounterKey(userId, name, day), c);
}

/** The day's count a daily counter holds; a malformed item throws. */
export const dailyCountOf = countOf;
