import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import { THEME_MAX_LENGTH } from '@shared/scripts/script-options';
import { VIRAL_SHORT_GOALS, VIRAL_SHORT_STYLES, labelOf } from '@shared/viral-short/viral-short-options';
import {
  VIRAL_SHORT_MESSAGES,
  hookText,
  teleprompterWithHook,
  viralShortResultSchema,
  type SaveViralShortResponse,
} from '@shared/viral-short/viral-short.schema';
import * as z from 'zod/mini';
import { DomainError, NotFoundError } from '../core/errors';
import type { AccountStore, Clock, Logger } from '../core/ports';
import type { IdeaResultStore } from '../ideas/ports';
import { saveIdeaScript } from '../ideas/save-idea-script';
import type { ViralShortInput } from './transcript';

/** The item key of a kept result's one script (docs/DATA-MODEL.md I3): a result is saved once. */
export const VIRAL_SHORT_ITEM = 'script';

export interface SaveViralShortContext {
  results: Pick<IdeaResultStore, 'get' | 'saveAsScript'>;
  accounts: Pick<AccountStore, 'getSubscription'>;
  clock: Clock;
  log: Logger;
}

/** At most THEME_MAX_LENGTH characters, cut at a word. */
function themeOf(hook: string): string {
  const text = hook
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= THEME_MAX_LENGTH) return text;
  const cut = text.slice(0, THEME_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 40 ? cut.slice(0, space) : cut}…`;
}

/**
 * 'Salvar em Meus Roteiros' (docs/PRODUCT.md §screens.viral-curto): the kept result becomes one saved
 * script with origin 'viral-short', format 'shorts' and the short's duration, whose text is the
 * teleprompter text with the chosen hook in place of the first paragraph (`teleprompterWithHook`).
 * A result is saved once: saving it again answers the script saved first (`created: false`), whatever
 * hook is sent. A paid plan's script leaves the history 90 days on, as the creator's do.
 *
 * @example await saveViralShort(ctx, 'user-sub', operationId, 'h2') // { script, created: true }
 */
export async function saveViralShort(
  ctx: SaveViralShortContext,
  userId: string,
  operationId: string,
  selectedHook: string,
): Promise<SaveViralShortResponse> {
  const now = ctx.clock.now();
  const kept = await ctx.results.get(userId, operationId, now);
  const parsed = kept?.tool === 'viral-short' ? z.safeParse(viralShortResultSchema, kept.result) : null;
  if (!kept || !parsed?.success) throw new NotFoundError(IDEA_ERRORS.resultGone);
  const result = parsed.data;
  const hook = hookText(result, selectedHook);
  if (hook === undefined) throw new DomainError('validation_failed', VIRAL_SHORT_MESSAGES.hook);

  const input = kept.input as ViralShortInput;
  const style = labelOf(VIRAL_SHORT_STYLES, input.style) || input.style;
  const saved = await saveIdeaScript(
    ctx,
    userId,
    operationId,
    VIRAL_SHORT_ITEM,
    {
      text: teleprompterWithHook(result, selectedHook),
      niche: 'YouTube',
      theme: themeOf(hook),
      objective: labelOf(VIRAL_SHORT_GOALS, input.goal ?? '') || 'Viral Curto',
      details: `Viral Curto de ${input.youtube_url} · Estilo: ${style}`,
      duration: input.target_duration_s,
      writer: kept.writer,
      origin: 'viral-short',
    },
    now,
  );
  ctx.log.info('viral short saved', { operationId, scriptId: saved.script.id, created: saved.created });
  return saved;
}
