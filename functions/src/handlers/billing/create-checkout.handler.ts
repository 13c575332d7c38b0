import { checkoutRequestSchema } from '@shared/billing/billing.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { billingOf } from '../../composition/billing';
import { billingContext, noPush, type BillingRouteDeps } from '../../composition/billing-request';
import { startCheckout } from '../../billing/manage-billing';

/** POST /api/billing/checkout { plan, interval } → { url } (docs/PRODUCT.md §flows.checkout). */
export const makeHandler = (deps: BillingRouteDeps) =>
  authedHandler({ deps, body: checkoutRequestSchema }, async ({ caller, body, deps, log, origin }) =>
    // Checkout changes nothing of ours: the webhook does, once paid. No realtime push from here.
    json(200, await startCheckout(billingContext(deps, noPush, log, origin), deps.accounts, caller, body)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, billing: billingOf }));
