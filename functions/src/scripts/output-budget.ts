/**
 * The model's output cap for a script write (docs/PRODUCT.md §flows.teleprompter.pace sizes the
 * words): the words the duration holds at the sizing pace, in tokens, with headroom, plus the
 * extras appendix, per script. No fixed cap: a 30-minute script at 130 wpm (3,900 words) gets
 * ~9,000 tokens, where 4,000 cut it halfway.
 */

/** pt-BR costs about 1.5 tokens a word on the models we use; 1.6 errs on the long side. */
const TOKENS_PER_WORD = 1.6;
/** Room for stage directions, section titles and a model that writes a little long. */
const HEADROOM = 1.4;
/** One script's extras appendix (hooks, caption, hashtags, on-screen texts) as JSON. */
const EXTRAS_TOKENS = 800;
/** Never below what a short script and its extras need, nor above what the models answer. */
export const OUTPUT_BUDGET = { min: 1500, max: 32_000 } as const;

/** @example outputBudget({ durationS: 1200, wordsPerMinute: 130, scripts: 1 }) // 6625 */
export function outputBudget(o: { durationS: number; wordsPerMinute: number; scripts: number }): number {
  const words = (o.durationS / 60) * o.wordsPerMinute;
  const perScript = words * TOKENS_PER_WORD * HEADROOM + EXTRAS_TOKENS;
  return Math.min(OUTPUT_BUDGET.max, Math.max(OUTPUT_BUDGET.min, Math.ceil(perScript * o.scripts)));
}
