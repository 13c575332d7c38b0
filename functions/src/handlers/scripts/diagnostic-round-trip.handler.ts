import { authedHandler, json } from '../../http/http-handler';
import { getScriptStore } from '../../composition/script-store';
import { diagnoseRoundTrip } from '../../scripts/diagnostics';

/** POST /api/scripts/diagnostics/round-trip — write, read back and delete a throwaway item; no credits. */
export const handler = authedHandler({}, async ({ caller, deps }) =>
  json(200, await diagnoseRoundTrip({ store: getScriptStore(), clock: deps.clock }, caller.userId)),
);
