import { authedHandler, json } from '../../http/http-handler';
import { getBillingDeps } from '../../composition/billing';
import { openPortal } from '../../billing/manage-billing';

/** POST /api/billing/portal → { url }: the provider's customer portal (docs/PRODUCT.md §flows.checkout). */
export const handler = authedHandler({}, async ({ caller, deps, log }) => {
  const { payments, store, config } = getBillingDeps();
  const ctx = { payments, store, realtime: { publish: async () => {} }, clock: deps.clock, log, appUrl: config.appUrl };
  return json(200, await openPortal(ctx, caller));
});
