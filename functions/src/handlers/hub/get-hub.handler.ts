import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { getHub } from '../../hub/hub';

/** GET /api/hub — the whole hub; today's missions are made on the day's first read (docs/PRODUCT.md §screens.missao-influencer). */
export const makeHandler = (deps: HubDeps) =>
  authedHandler({ deps, feature: 'missao-influencer' }, async ({ caller, deps, log }) =>
    json(200, await getHub(hubContext(deps, log), caller.userId)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
