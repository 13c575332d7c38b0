import { authedHandler, json } from '../../http/http-handler';
import { getAccounts } from '../../composition/core';
import { getLedger } from '../../composition/credit-ledger';
import { getSubscription } from '../../subscription/get-subscription';

/** GET /api/subscription — the caller's row and the credits in use, read by the shell; gives back dead generations' credits first. */
export const handler = authedHandler({}, async ({ caller, deps, log }) =>
  json(
    200,
    await getSubscription({ accounts: getAccounts(), ledger: getLedger(), clock: deps.clock, log }, caller.userId),
  ),
);
