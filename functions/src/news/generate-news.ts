import type { GenerationStarted } from '@shared/generations/generation.schema';
import type { GenerateNewsBody, NewsInput } from '@shared/news/news.schema';
import type { StartGenerationContext } from '../generation/generation-job';
import { startStructured } from '../ideas/generate-structured';
import { newsTool } from './news-tool';
import type { NewsSource } from './ports';

/** The route's context: a job's start, and the feed. */
export interface NewsContext extends StartGenerationContext {
  news: NewsSource;
}

/**
 * 'Últimas Notícias' (docs/PRODUCT.md §flows.news) as a job (docs/ARCHITECTURE.md §generation-jobs):
 * reads the niche's latest headlines first, so a feed that cannot be read fails with its pt-BR message
 * and costs nothing; then the idea tools' paid start, 202 with the operation id; the worker writes,
 * validates and keeps the scripts, the headlines kept in the result's input (docs/DATA-MODEL.md I1).
 * A retried operation id answers the same id, without reading the feed or charging again.
 *
 * @example await startNews(ctx, 'user-sub', { operationId, nicho: 'financas', com_cta: true })
 */
export async function startNews(ctx: NewsContext, userId: string, body: GenerateNewsBody): Promise<GenerationStarted> {
  const { operationId, nicho, com_cta } = body;
  const started = await ctx.generations.get(userId, operationId, ctx.clock.now());
  // a retry of a started operation: startGeneration answers its id, charging nothing
  if (started?.kind === 'news') return { generationId: operationId };
  const { headlines, sample } = await ctx.news.latest(nicho);
  const input: NewsInput = { nicho, com_cta, headlines, sample };
  return startStructured(ctx, userId, newsTool, { operationId, input });
}
