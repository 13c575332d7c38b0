import { finderSearchBodySchema } from '@shared/finder/finder.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { jobStarterOf } from '../../composition/finder-jobs';
import { finderStoreOf } from '../../composition/finder-store';
import { rateLimiterOf } from '../../composition/rate-limiter';
import type { RateLimiter } from '../../credits/ports';
import type { FinderStore, JobStarter } from '../../finder/ports';
import { startDeepSearch } from '../../finder/start-deep-search';

export interface StartDeepSearchDeps extends HttpDeps {
  finderStore: FinderStore;
  starter: JobStarter;
  limiter: RateLimiter;
}

/** POST /api/finder/jobs — one deep-search job per platform: 202 { jobs } (docs/ARCHITECTURE.md §finder.deep-search). */
export const makeHandler = (deps: StartDeepSearchDeps) =>
  authedHandler({ deps, feature: 'viral-finder', body: finderSearchBodySchema }, async ({ caller, deps, body, log }) =>
    json(
      202,
      await startDeepSearch(
        { store: deps.finderStore, starter: deps.starter, limiter: deps.limiter, clock: deps.clock, log },
        caller.userId,
        body,
      ),
    ),
  );

export const handler = makeHandler(
  lazyDeps({ ...httpBuilders, finderStore: finderStoreOf, starter: jobStarterOf, limiter: rateLimiterOf }),
);
