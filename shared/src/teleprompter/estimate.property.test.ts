import fc from 'fast-check';
import * as z from 'zod/mini';
import '../zod-locale';
import { countWords, paceWords, wordsPerMinute } from './delivery';
import { countSpokenWords, estimateMinutes } from './markup';
import { isPlausiblePace, PACE_LIMITS, paceTakeSchema } from './pace.schema';
import { CONTENT_PRESETS, CONTENT_TYPES } from './presets';

/**
 * Properties of the teleprompter's estimate and pace (docs/PRODUCT.md §flows.teleprompter.coaching;
 * docs/QUALITY.md §bad-input.properties).
 */
const RUNS = { numRuns: 200 };
const WORDS = ['roteiro', 'né', 'tipo', 'então', 'vídeo', 'é', 'ééé', 'hoje', '42', 'aí', '[PAUSA]', '—', '...'];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 300 }).map((w) => w.join(' '));
const type = fc.constantFrom(...CONTENT_TYPES);

describe('estimateMinutes (properties)', () => {
  it("is the spoken words over the type's rate, rounded up; 0 only for a text with no spoken word", () => {
    fc.assert(
      fc.property(text, type, (t, ty) => {
        const words = countSpokenWords(t);
        const minutes = estimateMinutes(t, ty);
        expect(minutes).toBe(Math.ceil(words / CONTENT_PRESETS[ty].estimateWpm));
        expect(minutes === 0).toBe(words === 0);
      }),
      RUNS,
    );
  });

  it('never shrinks when words are added, and a slower type never reads faster', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        for (const ty of CONTENT_TYPES)
          expect(estimateMinutes(`${a} ${b}`, ty)).toBeGreaterThanOrEqual(estimateMinutes(a, ty));
        expect(estimateMinutes(a, 'slow')).toBeGreaterThanOrEqual(estimateMinutes(a, 'moderate'));
        expect(estimateMinutes(a, 'moderate')).toBeGreaterThanOrEqual(estimateMinutes(a, 'fast'));
      }),
      RUNS,
    );
  });
});

describe('pace (properties)', () => {
  it('counts the pace words between 0 and the words heard', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(paceWords(t)).toBeGreaterThanOrEqual(0);
        expect(paceWords(t)).toBeLessThanOrEqual(countWords(t));
      }),
      RUNS,
    );
  });

  it('words per minute: 0 without words or time, else the rate rounded, and a minute reads as its words', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20_000 }), fc.integer({ min: -1_000, max: 3_600_000 }), (w, ms) => {
        const wpm = wordsPerMinute(w, ms);
        if (w <= 0 || ms <= 0) expect(wpm).toBe(0);
        else expect(wpm).toBe(Math.round((w * 60_000) / ms));
        if (w > 0) expect(wordsPerMinute(w, 60_000)).toBe(w);
      }),
      RUNS,
    );
  });

  it('the pace schema takes exactly the whole, bounded, plausible takes', () => {
    const n = fc.oneof(fc.integer({ min: -5, max: 4_000_000 }), fc.double({ noNaN: true, min: 0, max: 10_000 }));
    // half the takes near a real reading (40–300 wpm), so the plausible edge is crossed both ways
    const near = fc
      .record({ wpm: fc.integer({ min: 40, max: 300 }), durationMs: fc.integer({ min: 2_000, max: 3_700_000 }) })
      .map(({ wpm, durationMs }) => ({ words: Math.round((wpm * durationMs) / 60_000), durationMs }));
    const take = fc.oneof(fc.record({ words: n, durationMs: n }), near);
    fc.assert(
      fc.property(take, n, fc.constantFrom('voice', 'recording', 'outro'), ({ words, durationMs }, fillers, source) => {
        const parsed = z.safeParse(paceTakeSchema, { words, durationMs, fillers, source });
        const ok =
          [words, durationMs, fillers].every(Number.isInteger) &&
          words >= PACE_LIMITS.words.min &&
          words <= PACE_LIMITS.words.max &&
          durationMs >= PACE_LIMITS.durationMs.min &&
          durationMs <= PACE_LIMITS.durationMs.max &&
          fillers >= 0 &&
          fillers <= PACE_LIMITS.fillers.max &&
          source !== 'outro' &&
          isPlausiblePace(wordsPerMinute(words, durationMs));
        expect(parsed.success).toBe(ok);
        if (!parsed.success) expect(parsed.error.issues[0]!.message).not.toMatch(/invalid|expected|required/i);
      }),
      { numRuns: 500 },
    );
  });
});
