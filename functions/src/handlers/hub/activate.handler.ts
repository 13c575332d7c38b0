import { activateBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { activate } from '../../hub/shop';

/** POST /api/hub/shop/activate — an owned avatar or theme becomes the active one. */
export const makeHandler = (deps: HubDeps) =>
  authedHandler({ deps, feature: 'missao-influencer', body: activateBodySchema }, async ({ caller, body, deps, log }) =>
    json(200, await activate(hubContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
