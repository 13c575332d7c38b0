import type { PrompterLine } from './markup';

/**
 * Captions of a take, from what the prompter showed (docs/PRODUCT.md §screens.teleprompter.captions):
 * the script is cut into cues (one or two rows of at most ~42 characters, cut at pt-BR pause points,
 * tags already stripped by markup.ts), and each cue is timed by when its first word reached the
 * reading marker during the take. Pure: the page records the timeline, this file reads it.
 */

/** Characters a caption row may hold (the networks' and broadcasters' usual limit). */
export const CAPTION_ROW_CHARS = 42;
/** Rows a cue may hold. */
export const CAPTION_ROWS = 2;
/** The review's shift step ('−0,5 s' / '+0,5 s'). */
export const CAPTION_SHIFT_MS = 500;

/** A cue of the script, untimed: its rows and the global word indices it covers ([firstWord, endWord)). */
export interface CaptionChunk {
  rows: string[];
  firstWord: number;
  endWord: number;
}

/** A timed cue, in ms from the start of the take. */
export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

/**
 * What happened at the reading marker during a take, in ms from the start of the recording:
 * - `line`: a line of the parsed text reached the marker (the scroll, 'Voltar uma linha', a reset);
 * - `word`: the voice follower matched a word (global index);
 * - `pause` / `play`: the scroll stopped or went on (a pause holds the cue on screen).
 */
export type MarkerEvent =
  | { atMs: number; type: 'line'; line: number }
  | { atMs: number; type: 'word'; word: number }
  | { atMs: number; type: 'pause' }
  | { atMs: number; type: 'play' };

const SENTENCE_END = /[.!?…]["'”»)]*$/;
const CLAUSE_END = /[,;:—–]["'”»)]*$/;
/** Words a pt-BR clause often starts with: a row may end before them. */
const CLAUSE_STARTERS = new Set([
  'e',
  'mas',
  'porém',
  'ou',
  'que',
  'porque',
  'pois',
  'quando',
  'então',
  'se',
  'como',
  'onde',
  'enquanto',
  'embora',
  'para',
  'pra',
  'nem',
]);

/** How good a break after word i is: 2 at a clause's end, 1 before a clause's start word, 0 otherwise. */
function breakScore(words: readonly string[], i: number): number {
  if (CLAUSE_END.test(words[i]!) || SENTENCE_END.test(words[i]!)) return 2;
  const next = words[i + 1];
  return next && CLAUSE_STARTERS.has(next.toLowerCase()) ? 1 : 0;
}

/** Wraps words into rows of at most `max` characters, ending a row at a pause point when one sits in its last part. */
function wrapRows(words: readonly string[], max: number): string[][] {
  const rows: string[][] = [];
  let start = 0;
  while (start < words.length) {
    let end = start + 1; // a word longer than a row still gets a row of its own
    let length = words[start]!.length;
    while (end < words.length && length + 1 + words[end]!.length <= max) length += 1 + words[end++]!.length;
    if (end < words.length) {
      // the best pause point in the row's last 40%, latest first
      let best = -1;
      let bestScore = 0;
      let at = 0;
      for (let i = start; i < end - 1; i++) {
        at += words[i]!.length + (i > start ? 1 : 0);
        const score = breakScore(words, i);
        if (at >= max * 0.6 && score > bestScore) {
          best = i;
          bestScore = score;
        } else if (at >= max * 0.6 && score === bestScore && score > 0) best = i;
      }
      if (best >= 0) end = best + 1;
    }
    rows.push(words.slice(start, end));
    start = end;
  }
  return rows;
}

/**
 * The script's cues, in order: every speech line is cut into sentences, each sentence into rows
 * (≤ `CAPTION_ROW_CHARS`, at pause points), and the rows are paired into cues; a cue never spans two
 * lines or two sentences. Pauses and gaps make no cue.
 */
export function splitCaptions(lines: readonly PrompterLine[]): CaptionChunk[] {
  const chunks: CaptionChunk[] = [];
  for (const line of lines) {
    if (line.words.length === 0) continue;
    let sentenceStart = 0;
    for (let i = 0; i < line.words.length; i++) {
      if (i < line.words.length - 1 && !SENTENCE_END.test(line.words[i]!)) continue;
      const sentence = line.words.slice(sentenceStart, i + 1);
      let word = line.firstWord + sentenceStart;
      const rows = wrapRows(sentence, CAPTION_ROW_CHARS);
      for (let r = 0; r < rows.length; r += CAPTION_ROWS) {
        const pair = rows.slice(r, r + CAPTION_ROWS);
        const count = pair.reduce((n, row) => n + row.length, 0);
        chunks.push({ rows: pair.map((row) => row.join(' ')), firstWord: word, endWord: word + count });
        word += count;
      }
      sentenceStart = i + 1;
    }
  }
  return chunks;
}

/** Where the marker sits, in words: a line's first word; a line without words holds the word before it. */
function linePosition(lines: readonly PrompterLine[], index: number): number | null {
  const line = lines[index];
  if (!line) return null;
  return line.words.length > 0 ? line.firstWord : line.firstWord - 0.5;
}

/** The end (exclusive) of the line holding word `word`. */
function lineEndOf(lines: readonly PrompterLine[], word: number): number {
  const line = lines.find((l) => l.words.length > 0 && word >= l.firstWord && word < l.firstWord + l.words.length);
  return line ? line.firstWord + line.words.length : Math.ceil(word);
}

/** Reading pace assumed after the last anchor when the take gave none (ms per word; ~170 wpm). */
const DEFAULT_MS_PER_WORD = 60_000 / 170;

/**
 * Times the cues from a take's marker timeline. Between two anchors (a line or a word reaching the
 * marker) the reading position moves evenly in *playing* time, so a paused scroll holds the cue on
 * screen; an anchor behind the position (a rewind) shows that cue again. After the last anchor the
 * position runs to the end of its line at the pace read so far. Each cue lasts until the next one
 * starts, the last until the take ends.
 */
export function timeCaptions(
  lines: readonly PrompterLine[],
  events: readonly MarkerEvent[],
  durationMs: number,
): Cue[] {
  const chunks = splitCaptions(lines);
  if (chunks.length === 0 || durationMs <= 0) return [];
  const sorted = [...events].sort((a, b) => a.atMs - b.atMs);

  // playing time: wall time minus the paused stretches (the take starts playing)
  const pauses: Array<[number, number]> = [];
  let pausedAt: number | null = null;
  for (const e of sorted) {
    if (e.type === 'pause' && pausedAt === null) pausedAt = e.atMs;
    if (e.type === 'play' && pausedAt !== null) {
      pauses.push([pausedAt, e.atMs]);
      pausedAt = null;
    }
  }
  if (pausedAt !== null) pauses.push([pausedAt, Infinity]);
  const playing = (t: number) =>
    t - pauses.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(t, to) - Math.min(t, from)), 0);
  const wallAt = (p: number) => {
    // the earliest wall time whose playing time is p
    let t = p;
    for (const [from, to] of pauses) if (from < t) t += to - from;
    return t;
  };

  const anchors: Array<{ atMs: number; pos: number }> = [];
  for (const e of sorted) {
    const pos = e.type === 'line' ? linePosition(lines, e.line) : e.type === 'word' ? e.word : null;
    if (pos === null || e.atMs > durationMs) continue;
    const last = anchors[anchors.length - 1];
    if (last && last.pos === pos) continue;
    anchors.push({ atMs: Math.max(0, e.atMs), pos });
  }
  if (anchors.length === 0) return [];

  // the pace read so far, for after the last anchor
  let forwardWords = 0;
  let forwardMs = 0;
  for (let k = 1; k < anchors.length; k++) {
    const words = anchors[k]!.pos - anchors[k - 1]!.pos;
    if (words > 0) {
      forwardWords += words;
      forwardMs += playing(anchors[k]!.atMs) - playing(anchors[k - 1]!.atMs);
    }
  }
  const msPerWord = forwardWords > 0 && forwardMs > 0 ? forwardMs / forwardWords : DEFAULT_MS_PER_WORD;

  const chunkAt = (pos: number) => chunks.findIndex((c) => pos >= c.firstWord && pos < c.endWord);
  const starts: Array<{ atMs: number; chunk: number }> = [];
  const show = (atMs: number, chunk: number) => {
    if (chunk < 0) return;
    const last = starts[starts.length - 1];
    if (last?.chunk === chunk) return;
    if (last && last.atMs === atMs) starts.pop();
    starts.push({ atMs, chunk });
  };

  for (let k = 0; k < anchors.length; k++) {
    const from = anchors[k]!;
    show(from.atMs, chunkAt(Math.floor(from.pos)));
    const next = anchors[k + 1];
    const toPos = next ? next.pos : lineEndOf(lines, Math.floor(from.pos));
    if (toPos <= from.pos) continue; // a rewind: the next anchor shows its own cue
    const p0 = playing(from.atMs);
    const p1 = next ? playing(next.atMs) : p0 + (toPos - from.pos) * msPerWord;
    for (let c = 0; c < chunks.length; c++) {
      const first = chunks[c]!.firstWord;
      if (first <= from.pos || first >= toPos) continue;
      const at = wallAt(p0 + ((first - from.pos) / (toPos - from.pos)) * (p1 - p0));
      if (at < durationMs) show(Math.round(at), c);
    }
  }

  return starts.map((s, i) => ({
    startMs: s.atMs,
    endMs: Math.min(durationMs, starts[i + 1]?.atMs ?? durationMs),
    text: chunks[s.chunk]!.rows.join('\n'),
  }));
}

/** Every cue moved by `deltaMs`, kept inside [0, durationMs]; a cue pushed wholly outside goes. */
export function shiftCues(cues: readonly Cue[], deltaMs: number, durationMs: number): Cue[] {
  return cues
    .map((c) => ({
      ...c,
      startMs: Math.max(0, Math.min(durationMs, c.startMs + deltaMs)),
      endMs: Math.max(0, Math.min(durationMs, c.endMs + deltaMs)),
    }))
    .filter((c) => c.endMs > c.startMs);
}

function timestamp(ms: number, separator: ',' | '.'): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor(total / 60_000) % 60;
  const s = Math.floor(total / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(total % 1000, 3)}`;
}

/** A cue's rows as a file holds them: no empty row (it would end the cue), no '-->' (it would start one). */
function cueRows(text: string): string[] {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((r) => r.replace(/-->/g, '->').trim())
    .filter(Boolean);
  return rows.length > 0 ? rows : ['…'];
}

/** SubRip (.srt): numbered cues, 'hh:mm:ss,mmm'. */
export function formatSrt(cues: readonly Cue[]): string {
  return cues
    .map(
      (c, i) =>
        `${i + 1}\n${timestamp(c.startMs, ',')} --> ${timestamp(c.endMs, ',')}\n${cueRows(c.text).join('\n')}\n`,
    )
    .join('\n');
}

/** WebVTT (.vtt): the header, 'hh:mm:ss.mmm', the text escaped ('&', '<', '>'). */
export function formatVtt(cues: readonly Cue[]): string {
  const escape = (row: string) => row.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = cues
    .map(
      (c) => `${timestamp(c.startMs, '.')} --> ${timestamp(c.endMs, '.')}\n${cueRows(c.text).map(escape).join('\n')}\n`,
    )
    .join('\n');
  return body ? `WEBVTT\n\n${body}` : 'WEBVTT\n';
}

/** 'viraliza-tomada-2.webm' → 'viraliza-tomada-2.srt': the captions are named like their take. */
export function captionFileName(takeFileName: string, extension: 'srt' | 'vtt'): string {
  const dot = takeFileName.lastIndexOf('.');
  return `${dot > 0 ? takeFileName.slice(0, dot) : takeFileName}.${extension}`;
}

/** The words a take's captions cover, a cue shown again (a rewind) counted once: what was read, for its pace. */
export function wordsRead(cues: readonly Cue[]): number {
  return [...new Set(cues.map((c) => c.text))].reduce((n, text) => n + text.split(/\s+/).filter(Boolean).length, 0);
}

/** The cue on screen at `atMs`, or null (the burned-in captions draw it). */
export function cueAt(cues: readonly Cue[], atMs: number): Cue | null {
  return cues.find((c) => atMs >= c.startMs && atMs < c.endMs) ?? null;
}
