import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { scriptStoreOf, type ScriptStoreDeps } from '../../composition/script-store';
import { diagnoseRoundTrip } from '../../scripts/diagnostics';

/** POST /api/scripts/diagnostics/round-trip — write, read back and delete a throwaway item; no credits. */
export const makeHandler = (deps: ScriptStoreDeps) =>
  authedHandler({ deps }, async ({ caller, deps }) =>
    json(200, await diagnoseRoundTrip({ store: deps.scripts, clock: deps.clock }, caller.userId)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, scripts: scriptStoreOf }));
