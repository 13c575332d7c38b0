import { generateScriptBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { startScriptGeneration } from '../../scripts/generate-script';
import { lazyDeps } from '../../composition/core';
import {
  reconcileBeforeCharging,
  scriptStartContext,
  scriptWritingBuilders,
  type ScriptWritingDeps,
} from '../../composition/script-request';

/** POST /api/scripts/generate — refunds dead generations, pays, records the job, starts its worker: 202 { generationId }. */
export const makeHandler = (deps: ScriptWritingDeps) =>
  authedHandler(
    { deps, feature: 'criar', body: generateScriptBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(202, await startScriptGeneration(scriptStartContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps(scriptWritingBuilders));
