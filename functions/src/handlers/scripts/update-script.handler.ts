import { updateScriptBodySchema } from '@shared/scripts/script.schema';
import { authedHandler, json } from '../../http/http-handler';
import { getAccounts } from '../../composition/core';
import { getScriptStore } from '../../composition/script-store';
import { updateScript } from '../../scripts/manage-scripts';

/** PATCH /api/scripts/{id} — a manual edit and/or a favorite toggle. */
export const handler = authedHandler({ body: updateScriptBodySchema }, async ({ caller, deps, body, pathParameters }) =>
  json(
    200,
    await updateScript(
      { store: getScriptStore(), accounts: getAccounts(), clock: deps.clock },
      caller.userId,
      pathParameters.id,
      body,
    ),
  ),
);
