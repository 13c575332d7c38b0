import { authedHandler, json } from '../../http/http-handler';
import { getScriptStore } from '../../composition/script-store';
import { undoScript } from '../../scripts/manage-scripts';

/** POST /api/scripts/{id}/undo — 'Desfazer': restores the latest kept version (docs/PRODUCT.md §flows.versions). */
export const handler = authedHandler({}, async ({ caller, deps, pathParameters }) =>
  json(200, await undoScript({ store: getScriptStore(), clock: deps.clock }, caller.userId, pathParameters.id)),
);
