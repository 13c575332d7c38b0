import { purchaseBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { purchase } from '../../hub/shop';

/** POST /api/hub/shop/purchase — one conditional write: coins never negative, nothing charged twice. */
export const makeHandler = (deps: HubDeps) =>
  authedHandler({ deps, feature: 'missao-influencer', body: purchaseBodySchema }, async ({ caller, body, deps, log }) =>
    json(200, await purchase(hubContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
