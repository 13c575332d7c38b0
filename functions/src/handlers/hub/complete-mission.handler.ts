import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { completeMission } from '../../hub/missions';

/** POST /api/hub/missions/{id}/complete — pending → completed once; the XP and coins added once. */
export const makeHandler = (deps: HubDeps) =>
  authedHandler({ deps, feature: 'missao-influencer' }, async ({ caller, deps, log, pathParameters }) =>
    json(200, await completeMission(hubContext(deps, log), caller.userId, pathParameters.id)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
