import * as z from 'zod/mini';
import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import {
  newsInputSchema,
  newsResultSchema,
  type GenerateNewsBody,
  type GenerateNewsResponse,
  type NewsInput,
} from '@shared/news/news.schema';
import { ConflictError } from '../core/errors';
import type { IdeaResult } from '../ideas/ports';
import { generateStructured } from '../ideas/generate-structured';
import type { IdeaContext } from '../ideas/idea-context';
import { newsTool } from './news-tool';
import type { NewsSource } from './ports';

export interface NewsContext extends IdeaContext {
  news: NewsSource;
}

/**
 * 'Últimas Notícias' (docs/PRODUCT.md §flows.news): reads the niche's latest headlines first, so
 * a feed that cannot be read fails with its pt-BR message and costs nothing; then pays for,
 * writes, validates and keeps the scripts through the idea tools' one flow, the headlines kept
 * in the result's input (docs/DATA-MODEL.md I1). A retried operation id answers what was kept,
 * without reading the feed or charging again.
 *
 * @example await generateNews(ctx, 'user-sub', { operationId, nicho: 'financas', com_cta: true })
 */
export async function generateNews(
  ctx: NewsContext,
  userId: string,
  body: GenerateNewsBody,
): Promise<GenerateNewsResponse> {
  const { operationId, nicho, com_cta } = body;
  const kept = await ctx.results.get(userId, operationId, ctx.clock.now());
  if (kept) return answerKept(ctx, userId, kept);

  const { headlines, sample } = await ctx.news.latest(nicho);
  const input: NewsInput = { nicho, com_cta, headlines, sample };
  const answer = await generateStructured(ctx, userId, newsTool, { operationId, input });

  const known = new Set(headlines.map((h) => h.id));
  if (!answer.result.scripts.every((s) => s.fontes.every((id) => known.has(id)))) {
    // a retry of this id finished in between, from another read of the feed: answer what it kept
    const again = await ctx.results.get(userId, operationId, ctx.clock.now());
    if (again) return answerKept(ctx, userId, again);
  }
  return {
    operationId,
    ...input,
    scripts: answer.result.scripts,
    writer: answer.writer,
    creditsRemaining: answer.creditsRemaining,
  };
}

async function answerKept(ctx: NewsContext, userId: string, kept: IdeaResult): Promise<GenerateNewsResponse> {
  const input = z.safeParse(newsInputSchema, kept.input);
  const result = z.safeParse(newsResultSchema, kept.result);
  if (kept.tool !== 'news' || !input.success || !result.success) throw new ConflictError(IDEA_ERRORS.used);
  return {
    operationId: kept.operationId,
    ...input.data,
    scripts: result.data.scripts,
    writer: kept.writer,
    creditsRemaining: await ctx.ledger.balance(userId),
  };
}
