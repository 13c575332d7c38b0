import { parseYouTubeUrl, canonicalYouTubeUrl } from '@shared/viral-short/youtube-url';
import {
  TRANSCRIPT_MIN_WORDS,
  VIRAL_SHORT_MESSAGES,
  type GenerateViralShortBody,
} from '@shared/viral-short/viral-short.schema';
import type { GenerationStarted } from '@shared/generations/generation.schema';
import type { StartGenerationContext } from '../generation/generation-job';
import { DomainError } from '../core/errors';
import { errorFields } from '../core/logger';
import { startStructured } from '../ideas/generate-structured';
import type { TranscriptSource } from './ports';
import {
  captionsTranscript,
  pastedTranscript,
  setOptions,
  transcriptWords,
  TranscriptRequiredError,
  type ToolTranscript,
  type ViralShortInput,
} from './transcript';
import { viralShortTool } from './viral-short-tool';

/**
 * How long the captions may take (the watch page and the track together): the route reads them
 * before it answers 202, inside its 29 s; a slow read is an unavailable one, and the user can paste
 * the text.
 */
export const TRANSCRIPT_TIMEOUT_MS = 2500;

/** The route's context: a job's start, and the captions. */
export interface ViralShortContext extends StartGenerationContext {
  transcripts: TranscriptSource;
}

/**
 * Starts one Viral Curto generation as a job (docs/PRODUCT.md §screens.viral-curto;
 * docs/ARCHITECTURE.md §generation-jobs): the transcript first (the pasted one, else the video's
 * captions through the port), then the idea tools' paid start, 202 with the operation id. With no
 * transcript to write from, a 422 `transcript_required` says why (local mode, or no captions) and
 * nothing is charged. A retried operation id answers the same id without reading captions again.
 *
 * @example await startViralShort(ctx, 'user-sub', { operationId, youtube_url: 'https://youtu.be/dQw4w9WgXcQ', target_duration_s: 60, style: 'natural', idioma_saida: 'pt-BR', tone: '', goal: '', cta: '', transcript: '' })
 */
export async function startViralShort(
  ctx: ViralShortContext,
  userId: string,
  body: GenerateViralShortBody,
): Promise<GenerationStarted> {
  const { operationId, transcript: pasted, tone, goal, cta, ...request } = body;
  const url = parseYouTubeUrl(request.youtube_url);
  // the schema has checked it; this keeps the type honest
  if (!url.ok) throw new DomainError('validation_failed', url.message);

  const started = await ctx.generations.get(userId, operationId, ctx.clock.now());
  // a retry of a started operation: startGeneration answers its id, charging nothing
  if (started?.kind === 'viral-short') return { generationId: operationId };
  const transcript = pasted ? pastedTranscript(pasted) : await readCaptions(ctx, url.videoId);
  const options = setOptions({ tone, goal, cta });
  const input: ViralShortInput = {
    ...request,
    ...options,
    youtube_url: canonicalYouTubeUrl(url.videoId),
    videoId: url.videoId,
    transcript,
  };
  return startStructured(ctx, userId, viralShortTool, { operationId, input });
}

async function readCaptions(ctx: ViralShortContext, videoId: string): Promise<ToolTranscript> {
  const reason =
    ctx.transcripts.kind === 'none' ? VIRAL_SHORT_MESSAGES.transcriptLocal : VIRAL_SHORT_MESSAGES.transcriptNoCaptions;
  if (ctx.transcripts.kind === 'none') throw new TranscriptRequiredError(reason);
  const started = ctx.clock.now().getTime();
  let fetched;
  try {
    fetched = await ctx.transcripts.fetch(videoId, AbortSignal.timeout(TRANSCRIPT_TIMEOUT_MS));
  } catch (err) {
    // the port promises null; an adapter that throws anyway is logged and treated the same
    ctx.log.warn('transcript source failed', { videoId, ...errorFields(err) });
    fetched = null;
  }
  const transcript = fetched ? captionsTranscript(fetched) : null;
  const words = transcript ? transcriptWords(transcript) : 0;
  ctx.log.info('captions read', { videoId, found: !!fetched, words, ms: ctx.clock.now().getTime() - started });
  if (!transcript || words < TRANSCRIPT_MIN_WORDS) throw new TranscriptRequiredError(reason);
  return transcript;
}
