import { aiEditBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { aiEditScript } from '../../scripts/ai-edit-script';
import { lazyDeps } from '../../composition/core';
import {
  reconcileBeforeCharging,
  scriptContext,
  scriptWritingBuilders,
  type ScriptWritingDeps,
} from '../../composition/script-request';

/** POST /api/scripts/{id}/ai-edit — rewrites a saved script by an instruction, for 100 credits. */
export const makeHandler = (deps: ScriptWritingDeps) =>
  authedHandler(
    { deps, feature: 'criar', body: aiEditBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log, pathParameters }) =>
      json(200, await aiEditScript(scriptContext(deps, log), caller.userId, pathParameters.id, body)),
  );

export const handler = makeHandler(lazyDeps(scriptWritingBuilders));
