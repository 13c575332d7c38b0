import { finderSearchBodySchema } from '@shared/finder/finder.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { contentSourceOf, searchCacheOf } from '../../composition/content-source';
import { rateLimiterOf } from '../../composition/rate-limiter';
import type { RateLimiter } from '../../credits/ports';
import type { ContentSource } from '../../finder/ports';
import type { SearchCache } from '../../finder/search-cache';
import { searchFinder } from '../../finder/search-finder';

export interface SearchFinderDeps extends HttpDeps {
  finderSource: ContentSource;
  searchCache: SearchCache;
  limiter: RateLimiter;
}

/** POST /api/finder/search — the niche's videos at once, filtered, sorted and cached (docs/PRODUCT.md §screens.viral-finder). */
export const makeHandler = (deps: SearchFinderDeps) =>
  authedHandler({ deps, feature: 'viral-finder', body: finderSearchBodySchema }, async ({ caller, deps, body }) =>
    json(
      200,
      await searchFinder(
        { source: deps.finderSource, cache: deps.searchCache, limiter: deps.limiter, clock: deps.clock },
        caller.userId,
        body,
      ),
    ),
  );

export const handler = makeHandler(
  lazyDeps({ ...httpBuilders, finderSource: contentSourceOf, searchCache: searchCacheOf, limiter: rateLimiterOf }),
);
