import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { finderStoreOf } from '../../composition/finder-store';
import type { FinderStore } from '../../finder/ports';
import { listDeepSearch } from '../../finder/start-deep-search';

export interface ListFinderJobsDeps extends HttpDeps {
  finderStore: FinderStore;
}

/** GET /api/finder/jobs — the caller's recent deep-search jobs and their newest 50 reels (docs/DATA-MODEL.md J5, J7). */
export const makeHandler = (deps: ListFinderJobsDeps) =>
  authedHandler({ deps, feature: 'viral-finder' }, async ({ caller, deps }) =>
    json(200, await listDeepSearch(deps.finderStore, caller.userId)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, finderStore: finderStoreOf }));
