import { json, publicHandler } from '../../http/http-handler';
import { rawBody } from '../../http/raw-body';
import { getRealtime } from '../../composition/core';
import { applyStripeWebhook } from '../../billing/apply-payment-event';
import { getBillingDeps } from '../../composition/billing';

/**
 * POST /api/webhooks/stripe — public: Stripe (locally, the simulated checkout and portal)
 * calls it. Its signature, over the exact raw body, is what authenticates it; API Gateway may
 * hand the body over base64-encoded, so it is decoded first (docs/DATA-MODEL.md B2).
 */
export const handler = publicHandler(async ({ event, deps, log }) => {
  const { payments, store } = getBillingDeps();
  const outcome = await applyStripeWebhook(
    { payments, store, realtime: getRealtime(), clock: deps.clock, log },
    { rawBody: rawBody(event), signature: event.headers?.['stripe-signature'] },
  );
  return json(200, { received: true, outcome });
});
