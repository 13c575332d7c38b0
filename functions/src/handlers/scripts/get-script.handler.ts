import { authedHandler, json } from '../../http/http-handler';
import { getAccounts } from '../../composition/core';
import { getScriptStore } from '../../composition/script-store';
import { getScript } from '../../scripts/manage-scripts';

/** GET /api/scripts/{id} — one saved script, with the other parts of its series (a reload of the result). */
export const handler = authedHandler({}, async ({ caller, deps, pathParameters }) =>
  json(
    200,
    await getScript(
      { store: getScriptStore(), accounts: getAccounts(), clock: deps.clock },
      caller.userId,
      pathParameters.id,
    ),
  ),
);
