import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RateLimitedError } from '../../core/errors';
import type { DailyQuota, RateBucket, RateLimiter } from '../../credits/ports';
import { isConditionalCheckFailed } from './client';
import { countDailyUpdate, restartBucketUpdate, takeTokenUpdate, tatOf } from './rate-limit.entity';
import { epochSeconds } from './table-io';

const DAY_MS = 86_400_000;
/** Whole seconds for Retry-After, at least 1. */
const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Per-user limits in the single table (docs/DATA-MODEL.md, R1, R2), each one conditional
 * UpdateItem, so concurrent requests of a user cannot both take the last token.
 *
 * R1 is a token bucket kept as one number, its "theoretical arrival time" `tat` (epoch ms,
 * the generic cell rate algorithm): a request is allowed while `tat <= now + (burst − 1) ×
 * interval`, and pushes `tat` one interval further. An idle bucket (`tat < now`) restarts at
 * `now + interval`. So `burst` requests pass at once, then one every interval.
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async take(userId: string, bucket: RateBucket, now: Date): Promise<void> {
    const t = now.getTime();
    const limit = t + (bucket.burst - 1) * bucket.intervalMs;
    // The item means nothing once `tat` has passed; tat never exceeds now + burst × interval.
    const ttl = epochSeconds(new Date(t + bucket.burst * bucket.intervalMs)) + 60;
    const restart = restartBucketUpdate(userId, bucket.name, { now: t, next: t + bucket.intervalMs, ttl });
    const takeOne = takeTokenUpdate(userId, bucket.name, { now: t, interval: bucket.intervalMs, limit, ttl });
    for (let attempt = 0; attempt < 3; attempt++) {
      // An idle (or new) bucket: full again.
      if (await this.conditional(restart)) return;
      // A bucket in use: one more while under the burst.
      if (await this.conditional(takeOne)) return;
      const res = await this.db.send(
        new GetCommand({ TableName: this.tableName, Key: restart.Key, ConsistentRead: true }),
      );
      const tat = res.Item ? tatOf(res.Item) : null;
      if (tat !== null && tat > limit)
        // At most one interval: `now` may be a little older than the clock that moved tat.
        throw new RateLimitedError(bucket.message, retryAfter(Math.min(tat - limit, bucket.intervalMs)));
      // Otherwise the bucket went idle or was reset in between (another clock): try again.
    }
    throw new RateLimitedError(bucket.message, Math.ceil(bucket.intervalMs / 1000));
  }

  async countDaily(userId: string, quota: DailyQuota, now: Date): Promise<void> {
    const day = now.toISOString().slice(0, 10); // the UTC day
    const nextDay = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
    const counted = await this.conditional(
      countDailyUpdate(userId, quota.name, day, { max: quota.max, ttl: epochSeconds(new Date(nextDay + DAY_MS)) }),
    );
    if (!counted) throw new RateLimitedError(quota.message, Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000)));
  }

  /** One conditional UpdateItem (laid out by rate-limit.entity.ts); false when its condition failed. */
  private async conditional(update: ConditionalUpdate): Promise<boolean> {
    try {
      await this.db.send(new UpdateCommand({ TableName: this.tableName, ...update }));
      return true;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return false;
      throw err;
    }
  }
}

type ConditionalUpdate = Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>;
