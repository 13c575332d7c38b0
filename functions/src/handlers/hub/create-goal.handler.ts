import { createGoalBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { createGoal } from '../../hub/goals';

/** POST /api/hub/goals — a new goal (docs/PRODUCT.md §flows.goals). */
export const makeHandler = (deps: HubDeps) =>
  authedHandler(
    { deps, feature: 'missao-influencer', body: createGoalBodySchema },
    async ({ caller, body, deps, log }) => json(201, await createGoal(hubContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
