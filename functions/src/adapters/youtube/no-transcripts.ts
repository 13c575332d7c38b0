import type { FetchedTranscript, TranscriptSource } from '../../viral-short/ports';

/**
 * The local transcript source (docs/LOCAL-MODE.md §viral-short): local mode has no internet, so
 * no video's captions can be read and the page asks for the pasted transcript, saying why.
 */
export class NoTranscripts implements TranscriptSource {
  readonly kind = 'none' as const;

  async fetch(): Promise<FetchedTranscript | null> {
    return null;
  }
}
