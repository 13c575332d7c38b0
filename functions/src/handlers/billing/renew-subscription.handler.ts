import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, realtimeOf } from '../../composition/core';
import type { RealtimePublisher } from '../../core/ports';
import { billingOf } from '../../composition/billing';
import { billingContext, type BillingRouteDeps } from '../../composition/billing-request';
import { renewSubscription } from '../../billing/manage-billing';

export interface RenewSubscriptionDeps extends BillingRouteDeps {
  realtime: RealtimePublisher;
}

/** POST /api/billing/renew → the subscription row: a cancelled plan renews again (docs/PRODUCT.md §flows.cancellation). */
export const makeHandler = (deps: RenewSubscriptionDeps) =>
  authedHandler({ deps }, async ({ caller, deps, log }) =>
    json(200, await renewSubscription(billingContext(deps, deps.realtime, log), caller)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, billing: billingOf, realtime: realtimeOf }));
