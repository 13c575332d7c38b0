import type { FinderSearchBody, FinderSearchResponse } from '@shared/finder/finder.schema';
import type { Clock } from '../core/ports';
import type { RateLimiter } from '../credits/ports';
import { FINDER_SEARCH_BUCKET } from '../credits/rate-limits';
import type { ContentSource } from './ports';
import { rankItems } from './rank-items';
import type { SearchCache } from './search-cache';

/** A source answers in a second or two; past this the search fails with 'Falha na busca'. */
export const SEARCH_TIMEOUT_MS = 8_000;

export interface SearchFinderContext {
  source: ContentSource;
  cache: SearchCache;
  limiter: RateLimiter;
  clock: Clock;
}

/**
 * The sync search (docs/PRODUCT.md §screens.viral-finder): the user's search bucket first, then
 * the cached answer for the same query and filters, else the source's items ranked by rankItems.
 * Costs no credits. 'sample' tells the page the items are the local catalogue's.
 */
export async function searchFinder(
  ctx: SearchFinderContext,
  userId: string,
  body: FinderSearchBody,
): Promise<FinderSearchResponse> {
  await ctx.limiter.take(userId, FINDER_SEARCH_BUCKET, ctx.clock.now());
  const cached = ctx.cache.get(body);
  if (cached) return cached;
  const found = await ctx.source.search(
    { niche: body.niche, platforms: body.platforms },
    AbortSignal.timeout(SEARCH_TIMEOUT_MS),
  );
  const answer: FinderSearchResponse = {
    items: rankItems(found.items, body),
    source: found.sample ? 'sample' : 'live',
  };
  ctx.cache.set(body, answer);
  return answer;
}
