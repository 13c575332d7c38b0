import { retryCoachBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import { coachingBuilders, coachingContext, type CoachingDeps } from '../../composition/coach-request';
import { retryCoach } from '../../hub/coach';

/** POST /api/hub/coach/retry — 'Tentar de novo' after the coach's job failed (docs/PRODUCT.md §flows.coach). */
export const makeHandler = (deps: CoachingDeps) =>
  authedHandler(
    { deps, feature: 'missao-influencer', body: retryCoachBodySchema },
    async ({ caller, body, deps, log }) =>
      json(202, await retryCoach(coachingContext(deps, log), caller.userId, body.generationId)),
  );

export const handler = makeHandler(lazyDeps(coachingBuilders));
