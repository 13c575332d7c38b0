import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@shared/images/image.schema';
import type { ImageStyle } from '@shared/images/image-styles';
import { DomainError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { Clock, Logger, TextWriter } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { RateLimiter } from '../credits/ports';
import { deletedMeanwhile } from '../generation/deleted-meanwhile';
import { IMPROVE_PROMPT_QUOTA } from '../credits/rate-limits';
import * as improve from './prompts/improve-prompt.v2';

/** The model's rewrite is given up after this long: the route's Lambda stops at 29 s. */
const IMPROVE_TIMEOUT_MS = 20_000;

/** A line before the prompt itself: 'Here is the improved prompt:', 'Claro! Aqui está o prompt melhorado:', 'Prompt:'. */
const PREAMBLE =
  /^\s*(?:(?:sure|certainly|of course|claro|certo|ok)[!.,]*\s*)?(?:(?:here(?:'s| is)|aqui está|segue)[^:\n]{0,80}:|(?:(?:novo|new|improved|enhanced)\s+)?prompt(?:\s+(?:melhorado|improved|enhanced))?\s*:)\s*/i;
/**
 * A clause that only says what should not be there (', no text', '. Without people', ', sem pessoas'):
 * an image model reads the negated word as a request for it (docs/PRODUCT.md §flows.images).
 */
const NEGATED_CLAUSE = /(^|[,.;])\s*(?:no|without|not|never|sem|não|nenhum|nenhuma)\s[^,.;]*(?=[,.;]|$)/giu;

/** The answer as a prompt: no fences, quotes, preamble or negated clause, one paragraph, within the prompt's limit. */
export function cleanImprovedPrompt(raw: string): string {
  const text = raw
    .replace(/```[a-z]*\n?/gi, '')
    .replace(PREAMBLE, '')
    .replace(NEGATED_CLAUSE, '$1')
    // the punctuation a dropped clause leaves behind (', .' or '..') becomes its last mark
    .replace(/\s*[,.;](?:\s*[,.;])*/g, (marks) => marks.trim().slice(-1))
    .replace(/^[\s,.;]+/, '')
    .replace(/\s*\n+\s*/g, ' ')
    .trim()
    .replace(/^["“”'«»]+|["“”'«»]+$/g, '')
    .trim();
  if (text.length <= IMAGE_LIMITS.prompt) return text;
  const cut = text.slice(0, IMAGE_LIMITS.prompt);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > IMAGE_LIMITS.prompt * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[,;:\s]+$/, '');
}

/**
 * 'Melhorar prompt' (docs/PRODUCT.md §flows.images): the text model rewrites the prompt in richer
 * pt-BR detail. Free of credits, like the model diagnostic, so limited per user and day
 * (IMPROVE_PROMPT_QUOTA, checked before the model runs: over it a 429 and no call). An account
 * deleted while the model ran gets its 401, as every generation does
 * (docs/ARCHITECTURE.md §account-deletion.in-flight): one read of its standing after the model.
 *
 * @example await improvePrompt(ctx, 'user-sub', { prompt: 'gato na janela', style: 'fotografico' }, 'seed')
 */
export async function improvePrompt(
  ctx: {
    writer: TextWriter;
    limiter: RateLimiter;
    standings: Pick<AccountStandings, 'getStanding'>;
    clock: Clock;
    log: Logger;
  },
  userId: string,
  input: { prompt: string; style: ImageStyle | null },
  seed: string,
): Promise<{ prompt: string }> {
  await ctx.limiter.countDaily(userId, IMPROVE_PROMPT_QUOTA, ctx.clock.now());
  const prompt = improve.build({ ...input, seed });
  let raw: string;
  try {
    raw = await ctx.writer.write(prompt, { onDelta: () => {}, signal: AbortSignal.timeout(IMPROVE_TIMEOUT_MS) });
  } catch (err) {
    ctx.log.warn('prompt improvement failed', { prompt: prompt.version, ...errorFields(err) });
    throw (
      (await deletedMeanwhile(ctx.standings, userId, ctx.log)) ??
      (err instanceof DomainError ? err : new DomainError('internal', IMAGE_MESSAGES.improveFailed, { cause: err }))
    );
  }
  const gone = await deletedMeanwhile(ctx.standings, userId, ctx.log);
  if (gone) throw gone;
  const improved = cleanImprovedPrompt(raw);
  if (!improved) throw new DomainError('internal', IMAGE_MESSAGES.improveFailed);
  return { prompt: improved };
}
