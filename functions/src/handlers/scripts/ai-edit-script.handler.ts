import { aiEditBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { aiEditScript } from '../../scripts/ai-edit-script';
import { reconcileBeforeCharging, scriptContext } from '../../composition/script-request';

/** POST /api/scripts/{id}/ai-edit — rewrites a saved script by an instruction, for 100 credits. */
export const handler = authedHandler(
  { feature: 'criar', body: aiEditBodySchema, beforeAccess: reconcileBeforeCharging },
  async (req) => json(200, await aiEditScript(scriptContext(req), req.caller.userId, req.pathParameters.id, req.body)),
);
