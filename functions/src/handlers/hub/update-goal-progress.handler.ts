import { updateGoalProgressBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { updateGoalProgress } from '../../hub/goals';

/** PATCH /api/hub/goals/{id} — 'Atualizar Progresso': the current value; the bar capped at 100%. */
export const makeHandler = (deps: HubDeps) =>
  authedHandler(
    { deps, feature: 'missao-influencer', body: updateGoalProgressBodySchema },
    async ({ caller, body, deps, log, pathParameters }) =>
      json(200, await updateGoalProgress(hubContext(deps, log), caller.userId, pathParameters.id, body.currentValue)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
