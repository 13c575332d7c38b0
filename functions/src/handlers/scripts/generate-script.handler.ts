import { generateScriptBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { generateScript } from '../../scripts/generate-script';
import { reconcileBeforeCharging, scriptContext } from '../../composition/script-request';

/** POST /api/scripts/generate — refunds dead generations, pays, writes (streaming deltas over the WebSocket) and saves. */
export const handler = authedHandler(
  { feature: 'criar', body: generateScriptBodySchema, beforeAccess: reconcileBeforeCharging },
  async (req) => json(200, await generateScript(scriptContext(req), req.caller.userId, req.body)),
);
