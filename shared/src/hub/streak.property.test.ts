import fc from 'fast-check';
import { addDays, dayKey, daysBetween } from './hub-day';
import { currentStreak, EMPTY_STREAK, MAX_STREAK_FREEZES, onCompletion, type StreakState } from './streak';

/**
 * Properties of 'Dias de Fogo' (docs/PRODUCT.md §flows.streak; docs/QUALITY.md §bad-input.properties):
 * a history of completions, with same-day repeats, gaps and freezes, replayed through onCompletion
 * and checked against the rule written out independently.
 */
const RUNS = { numRuns: 300 };
const START = '2026-01-01';
/** Gaps between completions in days: 0 a second completion the same day, 1 the next day, more a missed stretch. */
const history = fc.array(fc.record({ gap: fc.nat({ max: 4 }), freezeBought: fc.boolean() }), { maxLength: 40 });

describe('onCompletion (properties)', () => {
  it('matches the rule: same day nothing, next day +1, a missed stretch covered by the freezes held or back to 1', () => {
    fc.assert(
      fc.property(history, (steps) => {
        let state: StreakState = EMPTY_STREAK;
        let freezes = 0;
        let day = START;
        let expected = 0;
        let last: string | null = null;
        for (const { gap, freezeBought } of steps) {
          day = addDays(day, gap);
          if (freezeBought) freezes = Math.min(MAX_STREAK_FREEZES, freezes + 1);
          const missed = last === null ? 0 : Math.max(0, daysBetween(last, day) - 1);
          const { state: next, freezesUsed } = onCompletion(state, day, freezes);
          if (last === day) expected += 0;
          else if (last === null) expected = 1;
          else if (missed === 0) expected += 1;
          else if (missed <= freezes) expected += 1;
          else expected = 1;
          expect(next).toEqual({ days: expected, lastDay: day });
          expect(freezesUsed).toBe(last !== day && last !== null && missed > 0 && missed <= freezes ? missed : 0);
          freezes -= freezesUsed;
          state = next;
          last = day;
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a second completion on the same day changes nothing and uses no freeze', () => {
    fc.assert(
      fc.property(fc.nat({ max: 400 }), fc.nat({ max: 10 }), fc.nat({ max: 5 }), (offset, days, freezes) => {
        const today = addDays(START, offset);
        const once = onCompletion({ days, lastDay: addDays(today, -1) }, today, freezes).state;
        expect(onCompletion(once, today, freezes)).toEqual({ state: once, freezesUsed: 0 });
      }),
      RUNS,
    );
  });
});

describe('currentStreak (properties)', () => {
  it('shows the streak or 0, and the whole streak on its last day and the day after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat({ max: 10 }), fc.nat({ max: 1 }), (days, after, freezes) => {
        const state = { days, lastDay: START };
        const shown = currentStreak(state, addDays(START, after), freezes);
        expect([0, days]).toContain(shown);
        expect(shown).toBe(after <= 1 + freezes ? days : 0);
      }),
      RUNS,
    );
  });
});

describe("the user's day across time zones (properties)", () => {
  const ZONES = [
    'America/Sao_Paulo',
    'America/Noronha',
    'America/New_York',
    'Europe/Lisbon',
    'Asia/Tokyo',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Australia/Lord_Howe',
  ];
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

  it('24 hours later is always the next day in the same zone, so a streak neither skips nor repeats a day', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        expect(daysBetween(dayKey(new Date(t), zone), dayKey(new Date(t + 86_400_000), zone))).toBe(1);
      }),
      RUNS,
    );
  });

  it("the user's day is the UTC day or one beside it, whatever the zone", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        const utc = new Date(t).toISOString().slice(0, 10);
        expect(Math.abs(daysBetween(utc, dayKey(new Date(t), zone)))).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });
});
