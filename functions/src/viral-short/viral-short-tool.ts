import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { countSpokenWords } from '@shared/teleprompter/markup';
import { viralShortMaxWords } from '@shared/viral-short/viral-short-options';
import {
  VIRAL_SHORT_MESSAGES,
  parseTimestamp,
  viralShortResultSchema,
  type ViralShortResult,
} from '@shared/viral-short/viral-short.schema';
import type { StructuredTool } from '../ideas/generate-structured';
import * as prompt from './prompts/viral-short.v2';
import type { ViralShortInput } from './transcript';

/** A cut may end this many seconds past the video's known end (captions' last line often runs over it). */
const END_TOLERANCE_S = 2;

/**
 * The rules of a short beyond its schema (docs/PRODUCT.md §screens.viral-curto): the asked duration
 * and style, a length that fits the duration, cuts that run forward and inside the video when its
 * length is known, and a teleprompter text whose first paragraph can be swapped for another hook.
 * Answers the first problem, worded for the model's retry, or null.
 */
export function checkViralShort(r: ViralShortResult, input: ViralShortInput): string | null {
  const d = input.target_duration_s;
  if (r.meta.duration_seconds !== d) return `meta.duration_seconds deve ser ${d}`;
  if (r.meta.style !== input.style) return `meta.style deve ser "${input.style}"`;
  const spoken = countSpokenWords(r.script_as_teleprompter);
  const max = viralShortMaxWords(d);
  if (spoken > max) return `script_as_teleprompter tem ${spoken} palavras faladas; o máximo para ${d} s é ${max}`;
  if (!/\n\s*\n/.test(r.script_as_teleprompter.trim()))
    return 'script_as_teleprompter deve ter parágrafos separados por linha em branco, o primeiro sendo o gancho';
  const end = input.transcript.videoDurationS;
  for (const [i, cut] of r.cuts.entries()) {
    if (parseTimestamp(cut.from) >= parseTimestamp(cut.to)) return `cuts.${i}: "from" deve ser menor que "to"`;
    if (end !== null && parseTimestamp(cut.to) > end + END_TOLERANCE_S)
      return `cuts.${i}: o vídeo termina em ${Math.floor(end / 60)}:${String(Math.floor(end % 60)).padStart(2, '0')}`;
  }
  return null;
}

/**
 * Viral Curto as an idea tool (functions/src/ideas/generate-structured.ts): its versioned prompt,
 * the shared result schema, the rules above, and the spec's failure message.
 */
export const viralShortTool: StructuredTool<ViralShortInput, typeof viralShortResultSchema> = {
  tool: 'viral-short',
  cost: IDEA_TOOL_COSTS['viral-short'],
  prompt: (input, { seed, repair }) => ({
    version: prompt.version,
    ...prompt.build(input, repair),
    task: { kind: 'structured', tool: 'viral-short', input, seed },
  }),
  schema: viralShortResultSchema,
  // the word count is ours, never the model's (docs/PRODUCT.md §limits.scripts): no retry for a miscount
  finish: (r) => ({
    ...r,
    meta: { ...r.meta, words_estimate: Math.max(1, countSpokenWords(r.script_as_teleprompter)) },
  }),
  check: checkViralShort,
  failedMessage: VIRAL_SHORT_MESSAGES.failed,
};
