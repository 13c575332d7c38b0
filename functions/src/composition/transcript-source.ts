import { parseTranscriptConfig } from '../config';
import type { TranscriptSource } from '../viral-short/ports';
import { NoTranscripts } from '../adapters/youtube/no-transcripts';
import { YouTubeCaptionsSource } from '../adapters/youtube/youtube-captions';
import { onRoot } from './core';

/**
 * Viral Curto's transcript source, picked by configuration (TRANSCRIPT_SOURCE: YouTube's captions
 * on AWS, none locally) and built once per root, as the text writer is (composition/text-writer.ts).
 */
export const transcriptsOf = /* @__PURE__ */ onRoot((): TranscriptSource =>
  parseTranscriptConfig(process.env).source === 'youtube' ? new YouTubeCaptionsSource() : new NoTranscripts(),
);
