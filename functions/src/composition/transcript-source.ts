import { parseTranscriptConfig } from '../config';
import type { TranscriptSource } from '../viral-short/ports';
import { NoTranscripts } from '../adapters/youtube/no-transcripts';
import { YouTubeCaptionsSource } from '../adapters/youtube/youtube-captions';

/**
 * Viral Curto's transcript source, picked by configuration (TRANSCRIPT_SOURCE: YouTube's captions
 * on AWS, none locally) and built once per process, as the text writer is (composition/text-writer.ts).
 */
let current: TranscriptSource | undefined;

export function getTranscriptSource(): TranscriptSource {
  current ??=
    parseTranscriptConfig(process.env).source === 'youtube' ? new YouTubeCaptionsSource() : new NoTranscripts();
  return current;
}

/** Tests swap it; nothing else should call this. */
export function setTranscriptSource(source: TranscriptSource | undefined): void {
  current = source;
}
