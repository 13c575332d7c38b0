import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { ledgerOf } from '../../composition/credit-ledger';
import type { CreditLedger } from '../../credits/ports';
import { getSubscription } from '../../subscription/get-subscription';

export interface GetSubscriptionDeps extends HttpDeps {
  ledger: CreditLedger;
}

/** GET /api/subscription — the caller's row and the credits in use, read by the shell; gives back dead generations' credits first. */
export const makeHandler = (deps: GetSubscriptionDeps) =>
  authedHandler({ deps }, async ({ caller, deps, log }) =>
    json(
      200,
      await getSubscription({ accounts: deps.accounts, ledger: deps.ledger, clock: deps.clock, log }, caller.userId),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, ledger: ledgerOf }));
