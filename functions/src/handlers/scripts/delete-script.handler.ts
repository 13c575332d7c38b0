import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { scriptStoreOf, type ScriptStoreDeps } from '../../composition/script-store';
import { deleteScript } from '../../scripts/manage-scripts';

/** DELETE /api/scripts/{id} */
export const makeHandler = (deps: ScriptStoreDeps) =>
  authedHandler({ deps }, async ({ caller, deps, pathParameters }) =>
    json(
      200,
      await deleteScript(
        { store: deps.scripts, accounts: deps.accounts, clock: deps.clock },
        caller.userId,
        pathParameters.id,
      ),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, scripts: scriptStoreOf }));
