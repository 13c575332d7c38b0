import { countWords, TRANSCRIPT_MAX_CHARS, type ViralShortRequest } from '@shared/viral-short/viral-short.schema';
import { formatTimestamp } from '@shared/viral-short/viral-short.schema';
import { DomainError } from '../core/errors';
import { quote } from '../core/prompt-data';
import type { FetchedTranscript, TranscriptSegment } from './ports';

/**
 * The transcript a short is written from, as the tool's input carries it (and the kept result
 * keeps it, docs/DATA-MODEL.md I1): captions with their real times, or a pasted text whose times
 * are estimated from its words.
 */
export interface ToolTranscript {
  source: 'captions' | 'pasted';
  /** True when the times are estimated (a pasted text has none): the cuts' notes say so. */
  estimated: boolean;
  language: string;
  automatic: boolean;
  /** The video's length when known (captions); null for a pasted text. */
  videoDurationS: number | null;
  /** True when the text was cut at TRANSCRIPT_MAX_CHARS. */
  truncated: boolean;
  segments: TranscriptSegment[];
}

type Options = 'tone' | 'goal' | 'cta';

/**
 * What the Viral Curto tool writes from: the validated request (without the pasted text) and the
 * transcript. The advanced options left unset are absent rather than '' (the kept result's item
 * holds this input, and DynamoDB Local refuses empty strings: docs/LOCAL-MODE.md §dynamodb-local).
 */
export type ViralShortInput = Omit<ViralShortRequest, 'transcript' | Options> &
  Partial<Pick<ViralShortRequest, Options>> & {
    videoId: string;
    transcript: ToolTranscript;
  };

/** The request's options without the unset ones. */
export function setOptions(r: Pick<ViralShortRequest, Options>): Partial<Pick<ViralShortRequest, Options>> {
  return {
    ...(r.tone ? { tone: r.tone } : {}),
    ...(r.goal ? { goal: r.goal } : {}),
    ...(r.cta ? { cta: r.cta } : {}),
  };
}

/** A pasted transcript's pace when its times are estimated: a bit faster than scripted speech, as talk on YouTube is. */
export const PASTED_WORDS_PER_MINUTE = 150;

/** The 422 of a generation with no transcript to write from: nothing is charged (docs/PRODUCT.md §screens.viral-curto). */
export class TranscriptRequiredError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('transcript_required', message, options);
    this.name = 'TranscriptRequiredError';
  }
}

/**
 * A pasted transcript as segments: one per sentence (or line), timed at PASTED_WORDS_PER_MINUTE
 * from the start, since a pasted text carries no times. YouTube's own "transcript" panel pastes
 * with its times on separate lines ('0:05', '1:02:10'): those lines are dropped.
 */
export function pastedTranscript(text: string): ToolTranscript {
  const secondsPerWord = 60 / PASTED_WORDS_PER_MINUTE;
  const pieces = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^\d{1,2}(?::\d{2}){1,2}$/.test(l))
    .join('\n')
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const segments: TranscriptSegment[] = [];
  let at = 0;
  for (const piece of pieces) {
    const durationS = round1(Math.max(1, countWords(piece)) * secondsPerWord);
    segments.push({ startS: round1(at), durationS, text: piece });
    at += durationS;
  }
  return {
    source: 'pasted',
    estimated: true,
    language: 'pt-BR',
    automatic: false,
    videoDurationS: null,
    truncated: false,
    segments,
  };
}

/** Fetched captions as the tool's transcript, cut at TRANSCRIPT_MAX_CHARS (a long video's tail is left out). */
export function captionsTranscript(fetched: FetchedTranscript): ToolTranscript {
  const segments: TranscriptSegment[] = [];
  let chars = 0;
  let truncated = false;
  for (const s of fetched.segments) {
    const text = s.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (chars + text.length + 1 > TRANSCRIPT_MAX_CHARS) {
      truncated = true;
      break;
    }
    chars += text.length + 1;
    segments.push({ startS: round1(s.startS), durationS: round1(s.durationS), text });
  }
  return {
    source: 'captions',
    estimated: false,
    language: fetched.language,
    automatic: fetched.automatic,
    videoDurationS: fetched.videoDurationS ?? lastEnd(fetched.segments),
    truncated,
    segments,
  };
}

/** Spoken words of a transcript. */
export function transcriptWords(t: Pick<ToolTranscript, 'segments'>): number {
  return t.segments.reduce((n, s) => n + countWords(s.text), 0);
}

/** The transcript as the prompt shows it: one '[mm:ss] text' line per segment, the text quoted for the data block. */
export function transcriptLines(t: Pick<ToolTranscript, 'segments'>): string[] {
  return t.segments.map((s) => `[${formatTimestamp(s.startS)}] ${quote(s.text)}`);
}

/** When the last segment ends (seconds), or null without segments. */
export function lastEnd(segments: readonly TranscriptSegment[]): number | null {
  const last = segments[segments.length - 1];
  return last ? round1(last.startS + last.durationS) : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
