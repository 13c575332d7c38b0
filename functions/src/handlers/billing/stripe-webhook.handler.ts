import { json, publicHandler } from '../../http/http-handler';
import { rawBody } from '../../http/raw-body';
import { lazyDeps, publicHttpBuilders, realtimeOf, type PublicHttpDeps } from '../../composition/core';
import type { RealtimePublisher } from '../../core/ports';
import { applyStripeWebhook } from '../../billing/apply-payment-event';
import { billingOf, type BillingParts } from '../../composition/billing';

export interface StripeWebhookDeps extends PublicHttpDeps {
  billing: BillingParts;
  realtime: RealtimePublisher;
}

/**
 * POST /api/webhooks/stripe — public: Stripe (locally, the simulated checkout and portal)
 * calls it. Its signature, over the exact raw body, is what authenticates it; API Gateway may
 * hand the body over base64-encoded, so it is decoded first (docs/DATA-MODEL.md B2).
 */
export const makeHandler = (deps: StripeWebhookDeps) =>
  publicHandler({ deps }, async ({ event, deps, log }) => {
    const { payments, store } = deps.billing;
    const outcome = await applyStripeWebhook(
      { payments, store, realtime: deps.realtime, clock: deps.clock, log, stage: deps.config.stage },
      { rawBody: rawBody(event), signature: event.headers?.['stripe-signature'] },
    );
    return json(200, { received: true, outcome });
  });

export const handler = makeHandler(lazyDeps({ ...publicHttpBuilders, billing: billingOf, realtime: realtimeOf }));
