import { paceAddUpdate, toPaceTotals } from './pace.entity';

describe('the pace entity', () => {
  it('adds a take under USER#<sub> / PACE and reads the totals back', () => {
    const update = paceAddUpdate('ana', { words: 300, durationMs: 120_000 }, new Date('2026-03-15T09:30:00.000Z'));
    expect(update.Key).toEqual({ pk: 'USER#ana', sk: 'PACE' });
    const v = update.ExpressionAttributeValues;
    // the item the first ADD creates
    const item = {
      ...update.Key,
      type: v[':type'],
      userId: 'ana',
      totalWords: v[':words'],
      totalMs: v[':ms'],
      takes: 1,
    };
    expect(toPaceTotals(item)).toEqual({ totalWords: 300, totalMs: 120_000, takes: 1 });
  });

  it('refuses a malformed item instead of reading it as zero', () => {
    expect(() => toPaceTotals({ totalWords: 300, totalMs: 120_000 })).toThrow();
    expect(() => toPaceTotals({ totalWords: '300', totalMs: 120_000, takes: 1 })).toThrow();
  });
});
