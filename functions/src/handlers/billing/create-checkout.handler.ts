import { checkoutRequestSchema } from '@shared/billing/billing.schema';
import { authedHandler, json } from '../../http/http-handler';
import { getAccounts } from '../../composition/core';
import { getBillingDeps } from '../../composition/billing';
import { startCheckout } from '../../billing/manage-billing';

/** POST /api/billing/checkout { plan, interval } → { url } (docs/PRODUCT.md §flows.checkout). */
export const handler = authedHandler({ body: checkoutRequestSchema }, async ({ caller, body, deps, log }) => {
  const { payments, store, config } = getBillingDeps();
  // Checkout changes nothing of ours: the webhook does, once paid. No realtime push from here.
  const ctx = { payments, store, realtime: { publish: async () => {} }, clock: deps.clock, log, appUrl: config.appUrl };
  return json(200, await startCheckout(ctx, getAccounts(), caller, body));
});
