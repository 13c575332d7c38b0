import { updateScriptBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { scriptStoreOf, type ScriptStoreDeps } from '../../composition/script-store';
import { updateScript } from '../../scripts/manage-scripts';

/** PATCH /api/scripts/{id} — a manual edit and/or a favorite toggle. */
export const makeHandler = (deps: ScriptStoreDeps) =>
  authedHandler({ deps, body: updateScriptBodySchema }, async ({ caller, deps, body, pathParameters }) =>
    json(
      200,
      await updateScript(
        { store: deps.scripts, accounts: deps.accounts, clock: deps.clock },
        caller.userId,
        pathParameters.id,
        body,
      ),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, scripts: scriptStoreOf }));
