import { aiEditBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { startAiEdit } from '../../scripts/ai-edit-script';
import { lazyDeps } from '../../composition/core';
import {
  reconcileBeforeCharging,
  scriptStartContext,
  scriptWritingBuilders,
  type ScriptWritingDeps,
} from '../../composition/script-request';

/** POST /api/scripts/{id}/ai-edit — pays 100 credits, records the job, starts its worker: 202 { generationId }. */
export const makeHandler = (deps: ScriptWritingDeps) =>
  authedHandler(
    { deps, feature: 'criar', body: aiEditBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log, pathParameters }) =>
      json(202, await startAiEdit(scriptStartContext(deps, log), caller.userId, pathParameters.id, body)),
  );

export const handler = makeHandler(lazyDeps(scriptWritingBuilders));
