import { outputBudget, OUTPUT_BUDGET } from './output-budget';

describe('outputBudget', () => {
  it('grows with the duration and the pace, so a long script is never cut at a fixed 4,000', () => {
    const twentyMin = outputBudget({ durationS: 1200, wordsPerMinute: 130, scripts: 1 });
    // 2,600 words at ~1.5 tokens a word is ~3,900 tokens before headroom and extras
    expect(twentyMin).toBeGreaterThan(2600 * 1.5 + 800);
    const thirtyMin = outputBudget({ durationS: 1800, wordsPerMinute: 130, scripts: 1 });
    expect(thirtyMin).toBeGreaterThan(4000);
    expect(outputBudget({ durationS: 1800, wordsPerMinute: 170, scripts: 1 })).toBeGreaterThan(thirtyMin);
  });

  it('counts every script of a series', () => {
    const one = outputBudget({ durationS: 180, wordsPerMinute: 130, scripts: 1 });
    expect(outputBudget({ durationS: 180, wordsPerMinute: 130, scripts: 3 })).toBeGreaterThanOrEqual(3 * one - 2);
  });

  it('keeps a floor for the shortest scripts and a ceiling the models answer', () => {
    expect(outputBudget({ durationS: 15, wordsPerMinute: 130, scripts: 1 })).toBe(OUTPUT_BUDGET.min);
    expect(outputBudget({ durationS: 1800, wordsPerMinute: 200, scripts: 3 })).toBe(OUTPUT_BUDGET.max);
  });
});
