import * as z from 'zod/mini';
import { wordsPerMinute } from './delivery';

/**
 * The user's measured pace (docs/PRODUCT.md §flows.teleprompter.pace): each take the teleprompter
 * measured is posted once (`POST /api/teleprompter/pace`), the server adds it to the user's
 * totals, and the script creator sizes scripts with the average.
 */
export const PACE_LIMITS = {
  words: { min: 1, max: 20_000 },
  /** A take shorter than 3 s says nothing about a pace; longer than an hour is not a take. */
  durationMs: { min: 3_000, max: 3_600_000 },
  fillers: { max: 20_000 },
  /** A take outside these is not a reading (a stuck microphone, a clock gone wrong): refused. */
  wpm: { min: 60, max: 260 },
} as const;

export const PACE_MESSAGES = {
  words: 'A tomada precisa ter entre 1 e 20.000 palavras.',
  durationMs: 'A tomada precisa durar entre 3 segundos e 1 hora.',
  fillers: 'Contagem de vícios inválida.',
  source: 'Origem da tomada inválida.',
  wpm: `Esse ritmo não parece uma leitura (precisa ficar entre ${PACE_LIMITS.wpm.min} e ${PACE_LIMITS.wpm.max} palavras por minuto). A tomada não entrou na sua média.`,
} as const;

const int = (min: number, max: number, message: string) =>
  z.number({ message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/** One take's pace report: the words spoken (fillers left out), the speaking time, the fillers, what measured it. */
export const paceTakeSchema = z
  .object({
    words: int(PACE_LIMITS.words.min, PACE_LIMITS.words.max, PACE_MESSAGES.words),
    durationMs: int(PACE_LIMITS.durationMs.min, PACE_LIMITS.durationMs.max, PACE_MESSAGES.durationMs),
    fillers: int(0, PACE_LIMITS.fillers.max, PACE_MESSAGES.fillers),
    source: z.enum(['voice', 'recording'], PACE_MESSAGES.source),
  })
  .check(z.refine((t) => isPlausiblePace(wordsPerMinute(t.words, t.durationMs)), PACE_MESSAGES.wpm));
export type PaceTake = z.infer<typeof paceTakeSchema>;

/** What GET and POST /api/teleprompter/pace answer: the average over every take (null before the first). */
export const paceResponseSchema = z.object({
  averageWpm: z.nullable(z.number().check(z.int(), z.positive())),
  takes: z.number().check(z.int(), z.nonnegative()),
});
export type PaceResponse = z.infer<typeof paceResponseSchema>;

export function isPlausiblePace(wpm: number): boolean {
  return wpm >= PACE_LIMITS.wpm.min && wpm <= PACE_LIMITS.wpm.max;
}

/** The user's totals as stored: every take's words and milliseconds added up. */
export interface PaceTotals {
  totalWords: number;
  totalMs: number;
  takes: number;
}

/**
 * The average pace: all the words over all the time (a long take weighs more than a short one),
 * rounded; null with no take.
 *
 * @example paceOf({ totalWords: 300, totalMs: 120_000, takes: 2 }) // { averageWpm: 150, takes: 2 }
 */
export function paceOf(totals: PaceTotals | null): PaceResponse {
  if (!totals || totals.takes <= 0 || totals.totalMs <= 0) return { averageWpm: null, takes: totals?.takes ?? 0 };
  return { averageWpm: wordsPerMinute(totals.totalWords, totals.totalMs), takes: totals.takes };
}
