import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import { coachingBuilders, coachingContext, type CoachingDeps } from '../../composition/coach-request';
import { completeMission } from '../../hub/missions';

/** POST /api/hub/missions/{id}/complete — pending → completed once; the XP and coins added once. */
export const makeHandler = (deps: CoachingDeps) =>
  authedHandler({ deps, feature: 'missao-influencer' }, async ({ caller, deps, log, pathParameters }) =>
    json(200, await completeMission(coachingContext(deps, log), caller.userId, pathParameters.id)),
  );

export const handler = makeHandler(lazyDeps(coachingBuilders));
