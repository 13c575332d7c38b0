import { updateHubProfileBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { updateHubProfile } from '../../hub/hub';

/** PATCH /api/hub/profile — the follower count (the phase) and the time zone (the days). */
export const makeHandler = (deps: HubDeps) =>
  authedHandler(
    { deps, feature: 'missao-influencer', body: updateHubProfileBodySchema },
    async ({ caller, body, deps, log }) =>
      json(200, await updateHubProfile(hubContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
