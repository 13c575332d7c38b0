import * as z from 'zod/mini';
import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import { NEWS_MESSAGES, nicheLabel } from '@shared/news/news-options';
import { newsInputSchema, newsResultSchema, parseDuracao, type SaveNewsResponse } from '@shared/news/news.schema';
import { newsScriptText } from '@shared/news/news-script-text';
import { NotFoundError } from '../core/errors';
import type { AccountStore, Clock } from '../core/ports';
import type { IdeaResultStore } from '../ideas/ports';
import { saveIdeaScript } from '../ideas/save-idea-script';

export interface SaveNewsContext {
  results: IdeaResultStore;
  accounts: Pick<AccountStore, 'getSubscription'>;
  clock: Clock;
}

/**
 * 'Salvar' on one script of a kept news result (docs/PRODUCT.md §flows.news): it becomes a saved
 * script of origin `news`, format `shorts`, with the titulo as theme, the niche, the duration in
 * seconds and, after the roteiro, the headlines it came from (shared/src/news/news-script-text.ts).
 * Each script is saved once (docs/DATA-MODEL.md I3): saving it again answers the same script. On a
 * paid plan it expires with the paid history, as the creator's scripts do.
 *
 * @example await saveNewsScript(ctx, 'user-sub', operationId, 0) // { script, created: true }
 */
export async function saveNewsScript(
  ctx: SaveNewsContext,
  userId: string,
  operationId: string,
  index: number,
): Promise<SaveNewsResponse> {
  const now = ctx.clock.now();
  const kept = await ctx.results.get(userId, operationId, now);
  const input = z.safeParse(newsInputSchema, kept?.input);
  const result = z.safeParse(newsResultSchema, kept?.result);
  if (!kept || kept.tool !== 'news' || !input.success || !result.success)
    throw new NotFoundError(IDEA_ERRORS.resultGone);
  const item = result.data.scripts[index];
  if (!item) throw new NotFoundError(NEWS_MESSAGES.scriptGone);

  const sources = item.fontes.flatMap((id) => input.data.headlines.filter((h) => h.id === id));
  return saveIdeaScript(
    ctx,
    userId,
    operationId,
    String(index),
    {
      text: newsScriptText(item.roteiro, sources),
      niche: input.data.nicho,
      theme: item.titulo,
      objective: '',
      details: `Últimas Notícias · ${nicheLabel(input.data.nicho)}${input.data.com_cta ? ' · com CTA' : ''}`,
      duration: parseDuracao(item.duracao) ?? 0,
      writer: kept.writer,
      origin: 'news',
    },
    now,
  );
}
