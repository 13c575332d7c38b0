import { authedHandler, json } from '../http/http-handler';
import { getAccounts } from '../deps';
import { getSubscription } from './get-subscription';

/** GET /api/subscription — the caller's row, read by the shell and the access checks. */
export const handler = authedHandler({}, async ({ caller }) =>
  json(200, await getSubscription(getAccounts(), caller.userId)),
);
