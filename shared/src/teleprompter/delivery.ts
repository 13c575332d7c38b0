/**
 * Delivery coaching after a take (docs/PRODUCT.md §flows.teleprompter.coaching): the words per
 * minute really spoken and the possible pt-BR fillers ('possíveis vícios') in what speech
 * recognition heard. Pure: the web app feeds it the take's final transcript and speaking time.
 *
 * The filler rule, decided because each of these words also has a real use:
 * - 'né', 'então', 'aí' (or 'ai') count every time: 'né' is almost always a tag, and the report
 *   calls them possible fillers, not mistakes;
 * - 'tipo' counts except before 'de', 'do', 'da', 'dos', 'das' ('esse tipo de vídeo' is the noun);
 * - 'é' counts only as a hesitation: lengthened ('éé', 'ééé', 'eee'), written with a trailing
 *   ellipsis ('é…', 'é...'), or said twice in a row ('é é'); a lone 'é' is the verb 'to be'.
 *   'hum', 'hmm', 'ahn', 'ãã', 'hã' are hesitations too and join the same count, shown as 'é…'.
 * Recognizers often leave hesitations out of the transcript, so the count is a lower bound.
 */

export const FILLER_KEYS = ['ne', 'tipo', 'entao', 'ai', 'hesitacao'] as const;
export type FillerKey = (typeof FILLER_KEYS)[number];

/** How each count is shown: 'né ×3'. */
export const FILLER_LABELS: Readonly<Record<FillerKey, string>> = {
  ne: 'né',
  tipo: 'tipo',
  entao: 'então',
  ai: 'aí',
  hesitacao: 'é…',
};

export interface FillerCount {
  counts: Record<FillerKey, number>;
  total: number;
}

const NOUN_FOLLOWERS = new Set(['de', 'do', 'da', 'dos', 'das']);
const HESITATION_SOUNDS = new Set(['hum', 'hmm', 'hm', 'ahn', 'ãã', 'ããã', 'hã', 'han', 'éh', 'ehh', 'ahm', 'uhm']);

interface Token {
  /** Lower case, accents kept, punctuation gone. */
  word: string;
  /** The token ended with an ellipsis ('é…', 'é...'). */
  trailingEllipsis: boolean;
}

function tokens(transcript: string): Token[] {
  return transcript
    .toLowerCase()
    .normalize('NFC')
    .split(/\s+/)
    .map((raw) => ({
      word: raw.replace(/[^\p{L}\p{N}]/gu, ''),
      trailingEllipsis: /(…|\.\.\.)$/.test(raw),
    }))
    .filter((t) => t.word !== '');
}

function fillerOf(t: Token, next: Token | undefined, prev: Token | undefined): FillerKey | null {
  const w = t.word;
  if (w === 'né') return 'ne';
  if (w === 'então') return 'entao';
  if (w === 'aí' || w === 'ai') return 'ai';
  if (w === 'tipo') return next && NOUN_FOLLOWERS.has(next.word) ? null : 'tipo';
  if (HESITATION_SOUNDS.has(w)) return 'hesitacao';
  // lengthened: 'éé', 'ééé'; unaccented only from three letters on ('eee'), since 'e' is the conjunction
  if (/^é{2,}$/.test(w) || /^e{3,}$/.test(w)) return 'hesitacao';
  if (w === 'é' && (t.trailingEllipsis || prev?.word === 'é')) return 'hesitacao';
  return null;
}

/**
 * The possible fillers of a transcript, by kind, and their total.
 *
 * @example countFillers('então né tipo é... esse tipo de vídeo é bom') // { counts: { ne: 1, tipo: 1, entao: 1, ai: 0, hesitacao: 1 }, total: 4 }
 */
export function countFillers(transcript: string): FillerCount {
  const counts: Record<FillerKey, number> = { ne: 0, tipo: 0, entao: 0, ai: 0, hesitacao: 0 };
  const ts = tokens(transcript);
  ts.forEach((t, i) => {
    const key = fillerOf(t, ts[i + 1], ts[i - 1]);
    if (key) counts[key]++;
  });
  return { counts, total: FILLER_KEYS.reduce((sum, k) => sum + counts[k], 0) };
}

/** The words of a transcript (numbers count; punctuation alone does not). */
export function countWords(transcript: string): number {
  return tokens(transcript).length;
}

/**
 * The take's words as the pace counts them: every word heard but the possible fillers, which a
 * script never has (docs/PRODUCT.md §flows.teleprompter.coaching).
 */
export function paceWords(transcript: string): number {
  return Math.max(0, countWords(transcript) - countFillers(transcript).total);
}

/** Words per minute, rounded; 0 for no time. */
export function wordsPerMinute(words: number, durationMs: number): number {
  if (!(durationMs > 0) || !(words > 0)) return 0;
  return Math.round((words * 60_000) / durationMs);
}

/** 'né ×3, tipo ×1' — only the fillers heard, in FILLER_KEYS order; '' when none. */
export function fillerSummary(count: FillerCount): string {
  return FILLER_KEYS.filter((k) => count.counts[k] > 0)
    .map((k) => `${FILLER_LABELS[k]} ×${count.counts[k]}`)
    .join(', ');
}
