import { authedHandler, json } from '../../http/http-handler';
import { getAccounts } from '../../composition/core';
import { getScriptStore } from '../../composition/script-store';
import { deleteScript } from '../../scripts/manage-scripts';

/** DELETE /api/scripts/{id} */
export const handler = authedHandler({}, async ({ caller, deps, pathParameters }) =>
  json(
    200,
    await deleteScript(
      { store: getScriptStore(), accounts: getAccounts(), clock: deps.clock },
      caller.userId,
      pathParameters.id,
    ),
  ),
);
