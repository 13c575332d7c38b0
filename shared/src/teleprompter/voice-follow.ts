/**
 * The voice follower's matcher (docs/PRODUCT.md §flows.teleprompter.voice): where in the script
 * the creator is, from what speech recognition heard. Pure: the browser binding
 * (web/src/features/teleprompter/voice/) feeds it transcripts and moves the text to its answer.
 *
 * `position` is the index of the next script word to say (the global word index of
 * `prompterWords`, markup.ts). Rules, each pinned by voice-follow.test.ts:
 * - words are compared normalised (`normalizeWord`): lower case, no accents, no punctuation,
 *   digits kept and the number words up to ten read as digits, a few spoken contractions
 *   ('pra', 'tá', 'cê') read as their full form;
 * - a spoken word is looked for in a bounded window ahead (`WINDOW` script words), tolerant of
 *   recognition errors (`similarWords`: one edit in five letters, exact for short words);
 * - the next word, or one or two ahead of it (a word the recognizer dropped) when the spoken word
 *   is distinctive, moves at once; anything further, or a common word ('que', 'de') skipping
 *   ahead, moves only when the following spoken words match the words after it too (a run of 2
 *   with a distinctive word, else of 3), so a stray common word far ahead never jumps;
 * - a filler ('né', 'tipo', 'então', 'aí', 'é', 'hum', 'tá', 'sabe'…) moves only when it is
 *   exactly the next script word ('então' can be one);
 * - nothing ever moves the position back.
 */

/** How many script words ahead of the position a spoken word is looked for. */
export const WINDOW = 10;
/** Script words a distinctive spoken word may skip without a confirming run (words the recognizer dropped). */
export const FREE_SKIP = 2;

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  um: '1',
  uma: '1',
  dois: '2',
  duas: '2',
  tres: '3',
  quatro: '4',
  cinco: '5',
  seis: '6',
  sete: '7',
  oito: '8',
  nove: '9',
  dez: '10',
};

/** Spoken short forms and the script's full forms read the same. */
const CONTRACTIONS: Readonly<Record<string, string>> = {
  pra: 'para',
  ta: 'esta',
  to: 'estou',
  ce: 'voce',
  vc: 'voce',
  tbm: 'tambem',
  tb: 'tambem',
};

/** Stripped of accents and lower-cased, before the number and contraction readings. */
function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * A word as the matcher compares it: 'Você,' → 'voce', 'Três' → '3', 'pra' → 'para',
 * '—' → '' (nothing to say).
 */
export function normalizeWord(word: string): string {
  const w = plain(word);
  return NUMBER_WORDS[w] ?? CONTRACTIONS[w] ?? w;
}

/** Splits a transcript into its words as the recognizer wrote them. */
export function transcriptWords(transcript: string): string[] {
  return transcript.split(/\s+/).filter((w) => plain(w) !== '');
}

/**
 * pt-BR fillers, plain (no accents): spoken, they never move the text unless the script says
 * exactly that word next. 'e' (a lone 'é' hesitation) is here too: a script's 'e' or 'é' still
 * matches when it is the next word.
 */
const FILLERS = new Set([
  'ne',
  'tipo',
  'entao',
  'ai',
  'e',
  'ee',
  'eee',
  'eeee',
  'eh',
  'hum',
  'hm',
  'hmm',
  'uhum',
  'ahn',
  'an',
  'ham',
  'ta',
  'sabe',
  'olha',
  'cara',
]);

export function isFiller(word: string): boolean {
  return FILLERS.has(plain(word));
}

/**
 * Common words that prove little on their own: one of them ahead of the position needs the
 * words after it to match too. The next word itself always matches.
 */
const COMMON = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'um',
  '1',
  'que',
  'se',
  'por',
  'para',
  'com',
  'eu',
  'voce',
  'nao',
  'mais',
  'mas',
  'isso',
  'esse',
  'essa',
  'ele',
  'ela',
  'me',
  'te',
  'lhe',
  'ao',
  'seu',
  'sua',
  'meu',
  'minha',
  'como',
  'quando',
  'muito',
  'ja',
  'so',
  'tem',
  'esta',
  'estou',
  'vai',
  'foi',
  'ser',
  'sim',
]);

const distinctive = (normalized: string) => normalized.length >= 4 && !COMMON.has(normalized);

/** Edit distance (Levenshtein), for words: two rows. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** Similarity at or above which two words of 5 letters or more are the same word misheard. */
export const SIMILARITY = 0.75;

/**
 * Whether two normalised words are the same word, allowing for recognition errors: equal,
 * or both of 5 letters or more with `1 − distance / longer length ≥ SIMILARITY`
 * ('viralisar' ~ 'viralizar', 'engajamentos' ~ 'engajamento'; 'casa' ≠ 'cada').
 */
export function similarWords(a: string, b: string): boolean {
  if (a === b) return a !== '';
  const longer = Math.max(a.length, b.length);
  if (Math.min(a.length, b.length) < 4 || longer < 5) return false;
  return 1 - editDistance(a, b) / longer >= SIMILARITY;
}

/** A script ready for matching: each word normalised ('' for what cannot be said, such as '—'). */
export interface PreparedScript {
  readonly words: readonly string[];
}

export function prepareScript(scriptWords: readonly string[]): PreparedScript {
  return { words: scriptWords.map(normalizeWord) };
}

/** The first sayable word at or after `from` (the script's length when none is left). */
function sayable(script: PreparedScript, from: number): number {
  let i = Math.max(0, from);
  while (i < script.words.length && script.words[i] === '') i++;
  return i;
}

export interface Advance {
  /** The next script word to say. */
  position: number;
  /** Spoken words matched to script words. */
  matched: number;
  /** The last script word matched, or null when none was. */
  last: number | null;
}

/**
 * Moves `position` along the script by the words heard, by the rules at the top of this file.
 * Re-running it from the same position with a longer transcript of the same utterance gives
 * the same answer for the words both share, so a growing interim result never double-advances.
 *
 * @example advance(prepareScript(['Oi,', 'gente!', 'Hoje']), 0, ['oi', 'né', 'gente']) // { position: 2, matched: 2, last: 1 }
 */
export function advance(script: PreparedScript, position: number, spoken: readonly string[]): Advance {
  const heard = spoken.map((w) => ({ word: normalizeWord(w), filler: isFiller(w) })).filter((h) => h.word !== '');
  let pos = sayable(script, position);
  let matched = 0;
  let last: number | null = null;
  const end = script.words.length;

  for (let k = 0; k < heard.length && pos < end; k++) {
    const { word, filler } = heard[k]!;
    if (filler) {
      // a filler never skips ahead: it counts only as the very next word
      if (similarWords(word, script.words[pos]!)) {
        last = pos;
        pos = sayable(script, pos + 1);
        matched++;
      }
      continue;
    }
    let limit = pos;
    for (let n = 0; n < WINDOW && limit < end; n++) limit = sayable(script, limit + 1);
    let skipped = 0;
    for (let j = pos; j < limit; j = sayable(script, j + 1), skipped++) {
      if (!similarWords(word, script.words[j]!)) continue;
      const free = skipped === 0 || (skipped <= FREE_SKIP && distinctive(word));
      const run = free ? { length: 1, spoken: 0 } : confirmingRun(script, j, heard, k);
      if (!run) continue;
      matched += run.length;
      // the run's words are consumed here; the last one matched is `run.length - 1` sayable words after j
      let at = j;
      for (let r = 1; r < run.length; r++) at = sayable(script, at + 1);
      last = at;
      pos = sayable(script, at + 1);
      k += run.spoken;
      break;
    }
  }
  return { position: pos, matched, last };
}

/**
 * Whether the words heard after `heard[k]` go on matching the script after `j` (fillers between
 * them skipped): a run of 2 with a distinctive word, or of 3, confirms a jump. Null otherwise.
 * `spoken` is how many heard entries after k the run used.
 */
function confirmingRun(
  script: PreparedScript,
  j: number,
  heard: readonly { word: string; filler: boolean }[],
  k: number,
): { length: number; spoken: number } | null {
  let length = 1;
  let strong = distinctive(heard[k]!.word);
  let at = j;
  let h = k;
  while (length < 3) {
    const s = sayable(script, at + 1);
    if (s >= script.words.length) break;
    const wanted = script.words[s]!;
    let next = h + 1;
    // fillers inside the run are passed over, unless one is the word wanted
    while (next < heard.length && heard[next]!.filler && !similarWords(heard[next]!.word, wanted)) next++;
    if (next >= heard.length || !similarWords(heard[next]!.word, wanted)) break;
    length++;
    strong ||= distinctive(heard[next]!.word);
    at = s;
    h = next;
    if (length === 2 && strong) break;
  }
  return (length >= 2 && strong) || length >= 3 ? { length, spoken: h - k } : null;
}

/** One result of a recognition session, as the Web Speech API gives it. */
export interface HeardResult {
  transcript: string;
  isFinal: boolean;
}

/**
 * The follower of one take: fed the recognition's results as they stand, it keeps
 * - `committed`: the position after every final result (final results never change);
 * - `position`: what the text shows, the furthest of `committed` and the current interim
 *   results matched from it. It never goes back, even when an interim result is revised to
 *   fewer words; the next words are matched from `committed`, so a revision is not counted twice.
 */
export interface VoiceFollower {
  readonly position: number;
  readonly committed: number;
  /** The last script word matched (what the reading area highlights), or null. */
  readonly lastMatched: number | null;
  /**
   * Every result of the current recognition session, in order (`event.results`), final ones
   * first. Answers the new position.
   */
  hear(results: readonly HeardResult[]): number;
  /** A new recognition session (the browser restarted it): its results list starts empty. */
  newSession(): void;
  /** Back to `position` (0: the top), as after the teleprompter's reset. */
  reset(position?: number): void;
}

export function createVoiceFollower(scriptWords: readonly string[], start = 0): VoiceFollower {
  const script = prepareScript(scriptWords);
  let committed = sayable(script, start);
  let shown = committed;
  let lastCommitted: number | null = null;
  let lastShown: number | null = null;
  let finals = 0;

  return {
    get position() {
      return shown;
    },
    get committed() {
      return committed;
    },
    get lastMatched() {
      return lastShown;
    },
    hear(results) {
      if (results.length < finals) finals = 0; // a new list without newSession(): start over
      while (finals < results.length && results[finals]!.isFinal) {
        const a = advance(script, committed, transcriptWords(results[finals]!.transcript));
        committed = a.position;
        if (a.last !== null) lastCommitted = a.last;
        finals++;
      }
      const interim = results
        .slice(finals)
        .map((r) => r.transcript)
        .join(' ');
      const a = advance(script, committed, transcriptWords(interim));
      const last = a.last ?? lastCommitted;
      if (a.position > shown) {
        shown = a.position;
        lastShown = last;
      } else if (committed >= shown) {
        shown = committed;
        lastShown = lastCommitted;
      }
      return shown;
    },
    newSession() {
      finals = 0;
    },
    reset(position = 0) {
      committed = sayable(script, position);
      shown = committed;
      lastCommitted = null;
      lastShown = null;
      finals = 0;
    },
  };
}
