import { generateScriptBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { generateScript } from '../../scripts/generate-script';
import { lazyDeps } from '../../composition/core';
import {
  reconcileBeforeCharging,
  scriptContext,
  scriptWritingBuilders,
  type ScriptWritingDeps,
} from '../../composition/script-request';

/** POST /api/scripts/generate — refunds dead generations, pays, writes (streaming deltas over the WebSocket) and saves. */
export const makeHandler = (deps: ScriptWritingDeps) =>
  authedHandler(
    { deps, feature: 'criar', body: generateScriptBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(200, await generateScript(scriptContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps(scriptWritingBuilders));
