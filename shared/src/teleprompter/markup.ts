import { CONTENT_PRESETS, type ContentType } from './presets';

/**
 * The teleprompter's reading of a script (docs/PRODUCT.md §limits.teleprompter, markup):
 * - a line that is only '[pause]' or '...' (or '…') is a pause: spaced and dimmed;
 * - a line holding '[emphasize…' or '[smile]' (any case) is read in bold, the tags removed;
 * - every other bracketed tag is a stage direction and is removed (an inline '[pause]' too:
 *   the line keeps its words);
 * - an empty line is a paragraph gap.
 *
 * Words are numbered across the whole text (`firstWord` + position in `words`): the reading
 * area marks each word with that index, and the voice follower answers with one.
 */
export type PrompterLineKind = 'speech' | 'emphasis' | 'pause' | 'blank';

export interface PrompterLine {
  kind: PrompterLineKind;
  /** What the reading area shows ('…' for a pause, '' for a gap). */
  text: string;
  /** The spoken words of the line, as shown (empty for pauses and gaps). */
  words: string[];
  /** The global index of the line's first word (the next word's index when it has none). */
  firstWord: number;
  /** The line of the source text (0-based, after CRLF → LF) it was read from: editing from a line opens the text there. */
  sourceLine: number;
}

const PAUSE_LINE = /^(\[pause\]|\.{3}|…)$/i;
const EMPHASIS_TAG = /\[(emphasize|smile\])/i;
const ANY_TAG = /\[[^\]\n]*\]/g;

export function parsePrompterText(text: string): PrompterLine[] {
  const lines: PrompterLine[] = [];
  let nextWord = 0;
  const source = text.replace(/\r\n?/g, '\n').split('\n');
  for (let sourceLine = 0; sourceLine < source.length; sourceLine++) {
    const line = source[sourceLine]!.trim();
    if (!line) {
      lines.push({ kind: 'blank', text: '', words: [], firstWord: nextWord, sourceLine });
      continue;
    }
    if (PAUSE_LINE.test(line)) {
      lines.push({ kind: 'pause', text: '…', words: [], firstWord: nextWord, sourceLine });
      continue;
    }
    const shown = line.replace(ANY_TAG, ' ').replace(/\s+/g, ' ').trim();
    // A line of directions only ('[corte para o B-roll]') has nothing to read: it goes.
    if (!shown) continue;
    const words = shown.split(' ');
    lines.push({
      kind: EMPHASIS_TAG.test(line) ? 'emphasis' : 'speech',
      text: shown,
      words,
      firstWord: nextWord,
      sourceLine,
    });
    nextWord += words.length;
  }
  return lines;
}

/** Every spoken word of the parsed text, in order: index i is the word the reading area numbers i. */
export function prompterWords(lines: readonly PrompterLine[]): string[] {
  return lines.flatMap((l) => l.words);
}

/** Spoken words of a script (tags and pause lines do not count). */
export function countSpokenWords(text: string): number {
  return prompterWords(parsePrompterText(text)).length;
}

/** The estimated reading time in whole minutes, rounded up: 140, 170 or 200 wpm by type (0 for an empty text). */
export function estimateMinutes(text: string, type: ContentType): number {
  const words = countSpokenWords(text);
  return words === 0 ? 0 : Math.ceil(words / CONTENT_PRESETS[type].estimateWpm);
}
