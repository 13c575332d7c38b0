import fc from 'fast-check';
import * as z from 'zod/mini';
import '../zod-locale';
import { GOAL_LIMITS } from './goals';
import { addDays, isDay } from './hub-day';
import { createDiaryEntryBodySchema, createGoalBodySchema, DIARY_LIMITS, HUB_MESSAGES } from './hub.schema';

/**
 * Properties of the hub's request schemas (docs/PRODUCT.md §validation.hub;
 * docs/QUALITY.md §bad-input.properties): what they take, written out independently, and a pt-BR
 * message for the rest.
 */
const RUNS = { numRuns: 300 };
const anyText = fc.string({ unit: 'grapheme', maxLength: DIARY_LIMITS.content + 20 });
const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 5 }).map((s) => s.join(''));

describe('the diary entry (properties)', () => {
  it('takes any text that is not blank, up to its limit once trimmed, and keeps it trimmed as written', () => {
    fc.assert(
      fc.property(blank, anyText, blank, (before, core, after) => {
        const parsed = z.safeParse(createDiaryEntryBodySchema, { content: `${before}${core}${after}` });
        const trimmed = `${before}${core}${after}`.trim();
        expect(parsed.success).toBe(trimmed.length >= 1 && trimmed.length <= DIARY_LIMITS.content);
        if (parsed.success) expect(parsed.data.content).toBe(trimmed);
        else expect([HUB_MESSAGES.diaryEmpty, HUB_MESSAGES.diaryTooLong]).toContain(parsed.error.issues[0]!.message);
      }),
      RUNS,
    );
  });
});

describe('a new goal (properties)', () => {
  const day = fc.integer({ min: -400, max: 4_000 }).map((n) => addDays('2026-01-01', n));
  const oddDay = fc.oneof(day, fc.constantFrom('2026-02-30', '2026-13-01', '01/02/2026', '', '  '));
  const target = fc.oneof(fc.integer({ min: -10, max: GOAL_LIMITS.value + 10 }), fc.double({ noNaN: true }));

  it('takes a whole target from 1 to the limit and a real day, else answers a pt-BR message', () => {
    fc.assert(
      fc.property(target, oddDay, (targetValue, deadline) => {
        const parsed = z.safeParse(createGoalBodySchema, { targetValue, deadline });
        const ok =
          Number.isInteger(targetValue) &&
          targetValue >= 1 &&
          targetValue <= GOAL_LIMITS.value &&
          isDay(deadline.trim());
        expect(parsed.success).toBe(ok);
        if (parsed.success) expect(parsed.data).toMatchObject({ type: 'followers', platform: 'instagram' });
        else expect(Object.values(HUB_MESSAGES)).toContain(parsed.error.issues[0]!.message);
      }),
      RUNS,
    );
  });
});
