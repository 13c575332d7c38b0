import { authedHandler, json } from '../../http/http-handler';
import { billingContext } from '../../composition/billing-request';
import { renewSubscription } from '../../billing/manage-billing';

/** POST /api/billing/renew → the subscription row: a cancelled plan renews again (docs/PRODUCT.md §flows.cancellation). */
export const handler = authedHandler({}, async ({ caller, deps, log }) =>
  json(200, await renewSubscription(billingContext(deps, log), caller)),
);
