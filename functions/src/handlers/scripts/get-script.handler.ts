import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { scriptStoreOf, type ScriptStoreDeps } from '../../composition/script-store';
import { getScript } from '../../scripts/manage-scripts';

/** GET /api/scripts/{id} — one saved script, with the other parts of its series (a reload of the result). */
export const makeHandler = (deps: ScriptStoreDeps) =>
  authedHandler({ deps }, async ({ caller, deps, pathParameters }) =>
    json(
      200,
      await getScript(
        { store: deps.scripts, accounts: deps.accounts, clock: deps.clock },
        caller.userId,
        pathParameters.id,
      ),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, scripts: scriptStoreOf }));
