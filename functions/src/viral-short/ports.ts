/**
 * Viral Curto's port (docs/ARCHITECTURE.md §ports): where a video's transcript comes from.
 * On AWS, YouTube's own captions (adapters/youtube-captions.ts); locally none at all, since
 * local mode has no internet (adapters/no-transcripts.ts), so the user pastes the transcript.
 */

/** One caption line: when it starts and how long it shows, in seconds, and what is said. */
export interface TranscriptSegment {
  startS: number;
  durationS: number;
  text: string;
}

export interface FetchedTranscript {
  segments: TranscriptSegment[];
  /** The caption track's language ('pt-BR', 'en'…); the writer translates when it is not Portuguese. */
  language: string;
  /** True for YouTube's automatic captions (no punctuation, more recognition slips). */
  automatic: boolean;
  /** The video's length when the page said it; null when unknown. */
  videoDurationS: number | null;
}

/**
 * Reads a video's transcript. Answers null whenever none can be had (no captions, a private or
 * removed video, a blocked or slow request, an unexpected page): the caller then asks the user to
 * paste it. Never throws for those; `signal` bounds the whole read.
 *
 * @example const transcript = await source.fetch('dQw4w9WgXcQ', AbortSignal.timeout(3000)); // or null
 */
export interface TranscriptSource {
  /** 'youtube' reads captions; 'none' never has any (local mode). The page's reason to paste depends on it. */
  readonly kind: 'youtube' | 'none';
  fetch(videoId: string, signal: AbortSignal): Promise<FetchedTranscript | null>;
}
