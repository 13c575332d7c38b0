import { DEFAULT_WORDS_PER_MINUTE, targetWordCount } from '@shared/scripts/script-options';
import { countSpokenWords } from '@shared/teleprompter/markup';

/**
 * How long a script may be (docs/PRODUCT.md §limits.scripts): the target in spoken words at the
 * creator's pace, the range the prompt asks for (±15%, the eval's tolerance, docs/EVAL.md), and the
 * bound past which the answer gets its one correction pass (±25%).
 */
export const LENGTH_TOLERANCE = { asked: 0.15, corrected: 0.25 } as const;

/** The shortest durations (5 s and 10 s): a hook and a CTA, no development (docs/PRODUCT.md §limits.scripts). */
export const HOOK_AND_CTA_MAX_S = 10;

export interface WordRange {
  target: number;
  min: number;
  max: number;
}

export function wordRange(seconds: number, wordsPerMinute = DEFAULT_WORDS_PER_MINUTE): WordRange {
  const target = targetWordCount(seconds, wordsPerMinute);
  return {
    target,
    min: Math.max(1, Math.floor(target * (1 - LENGTH_TOLERANCE.asked))),
    max: Math.ceil(target * (1 + LENGTH_TOLERANCE.asked)),
  };
}

/** The spoken words of a script and how far they are from the target (0.3 = 30% off, either way). */
export function lengthOff(text: string, target: number): { words: number; off: number } {
  const words = countSpokenWords(text);
  return { words, off: target > 0 ? Math.abs(words - target) / target : 0 };
}
