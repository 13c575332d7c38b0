import { authedHandler, json } from '../http/http-handler';
import { getAccounts } from '../deps';
import { getScriptStore } from './script-store-deps';
import { listScripts } from './manage-scripts';

/** GET /api/scripts — the caller's saved scripts, newest first. */
export const handler = authedHandler({}, async ({ caller, deps }) =>
  json(200, await listScripts({ store: getScriptStore(), accounts: getAccounts(), clock: deps.clock }, caller.userId)),
);
