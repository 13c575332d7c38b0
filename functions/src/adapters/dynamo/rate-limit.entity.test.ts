import { countDailyUpdate, dailyCountOf, restartBucketUpdate, takeTokenUpdate, tatOf } from './rate-limit.entity';

describe('the rate-limit entities', () => {
  it('restarts and takes from a bucket under USER#<sub> / RATE#<bucket>, and reads its tat back', () => {
    const restart = restartBucketUpdate('ana', 'generation', { now: 1_000, next: 7_000, ttl: 80 });
    const take = takeTokenUpdate('ana', 'generation', { now: 1_000, interval: 6_000, limit: 25_000, ttl: 80 });
    expect(restart.Key).toEqual({ pk: 'USER#ana', sk: 'RATE#generation' });
    expect(take.Key).toEqual(restart.Key);
    // the item the restart writes
    const item = { ...restart.Key, tat: restart.ExpressionAttributeValues[':next'], ttl: 80 };
    expect(tatOf(item)).toBe(7_000);
  });

  it('counts a daily quota under USER#<sub> / RATE#<quota>#<day>, without a type, and reads the count back', () => {
    const update = countDailyUpdate('ana', 'diagnostic-model', '2026-11-23', { max: 10, ttl: 1_795_564_800 });
    expect(update.Key).toEqual({ pk: 'USER#ana', sk: 'RATE#diagnostic-model#2026-11-23' });
    expect(update.ExpressionAttributeValues).toMatchObject({ ':max': 10, ':ttl': 1_795_564_800 });
    expect(update.ExpressionAttributeNames).not.toHaveProperty('#type');
    // the item the first count creates
    expect(dailyCountOf({ ...update.Key, count: update.ExpressionAttributeValues[':one'], ttl: 1_795_564_800 })).toBe(
      1,
    );
  });

  it('refuses a malformed item instead of reading it as no limit', () => {
    expect(() => tatOf({ pk: 'USER#ana', sk: 'RATE#generation' })).toThrow();
    expect(() => tatOf({ pk: 'USER#ana', sk: 'RATE#generation', tat: '7000' })).toThrow();
    expect(() => dailyCountOf({ pk: 'USER#ana', sk: 'RATE#diagnostic-model#2026-11-23', count: -1 })).toThrow();
  });
});
