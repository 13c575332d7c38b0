import { generateScriptBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../http/http-handler';
import { generateScript } from './generate-script';
import { scriptContext } from './handler-context';

/** POST /api/scripts/generate — pays, writes (streaming deltas over the WebSocket) and saves. */
export const handler = authedHandler({ feature: 'criar', body: generateScriptBodySchema }, async (req) =>
  json(200, await generateScript(scriptContext(req), req.caller.userId, req.body)),
);
