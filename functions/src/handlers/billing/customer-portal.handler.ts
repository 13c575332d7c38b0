import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { billingOf } from '../../composition/billing';
import { billingContext, noPush, type BillingRouteDeps } from '../../composition/billing-request';
import { openPortal } from '../../billing/manage-billing';

/** POST /api/billing/portal → { url }: the provider's customer portal (docs/PRODUCT.md §flows.checkout). */
export const makeHandler = (deps: BillingRouteDeps) =>
  authedHandler({ deps }, async ({ caller, deps, log, origin }) =>
    json(200, await openPortal(billingContext(deps, noPush, log, origin), caller)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, billing: billingOf }));
