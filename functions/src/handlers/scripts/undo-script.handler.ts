import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { scriptStoreOf, type ScriptStoreDeps } from '../../composition/script-store';
import { undoScript } from '../../scripts/manage-scripts';

/** POST /api/scripts/{id}/undo — 'Desfazer': restores the latest kept version (docs/PRODUCT.md §flows.versions). */
export const makeHandler = (deps: ScriptStoreDeps) =>
  authedHandler({ deps }, async ({ caller, deps, pathParameters }) =>
    json(200, await undoScript({ store: deps.scripts, clock: deps.clock }, caller.userId, pathParameters.id)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, scripts: scriptStoreOf }));
