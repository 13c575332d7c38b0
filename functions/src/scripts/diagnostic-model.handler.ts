import { authedHandler, json } from '../http/http-handler';
import { getTextWriter } from './script-deps';
import { diagnoseModel } from './diagnostics';

/** POST /api/scripts/diagnostics/model — a tiny prompt to the configured writer; no credits. */
export const handler = authedHandler({}, async ({ log }) =>
  json(200, await diagnoseModel({ writer: getTextWriter(), log })),
);
