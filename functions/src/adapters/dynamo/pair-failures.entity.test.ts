import { countConnectUpdate, pairFailuresKey, pairFailuresOf, uncountConnectUpdate } from './pair-failures.entity';

// 2026-03-15T09:30:00Z, epoch second 1_773_567_000: window 2_955_945 of 10 minutes
const now = new Date('2026-03-15T09:30:00.000Z');

describe('the failed pairing connects entity', () => {
  it('counts a connect under PAIRFAIL#<client key> / WINDOW#<n>, expiring with its window, and reads it back', () => {
    const update = countConnectUpdate('digest', 30, now);
    expect(update.Key).toEqual({ pk: 'PAIRFAIL#digest', sk: 'WINDOW#2955945' });
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':max': 30,
      ':ttl': 2_955_946 * 600,
      ':type': 'pairFailures',
    });
    expect(pairFailuresKey('digest', now)).toEqual(update.Key);
    expect(uncountConnectUpdate('digest', now).Key).toEqual(update.Key);
    // the item the first count creates
    const item = { ...update.Key, type: 'pairFailures', count: update.ExpressionAttributeValues[':one'], ttl: 0 };
    expect(pairFailuresOf(item)).toBe(1);
  });

  it('refuses a malformed item instead of reading it as no failures', () => {
    expect(() => pairFailuresOf({ pk: 'PAIRFAIL#digest', sk: 'WINDOW#2955945' })).toThrow();
    expect(() => pairFailuresOf({ pk: 'PAIRFAIL#digest', sk: 'WINDOW#2955945', count: '3' })).toThrow();
  });
});
