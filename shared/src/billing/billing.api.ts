import type { ApiRoute } from '../api/api-route';
import { subscriptionSchema } from '../subscription/subscription.schema';
import { billingRedirectSchema, cancelSubscriptionRequestSchema, checkoutRequestSchema } from './billing.schema';

/** The billing API (docs/ARCHITECTURE.md §billing, §api-contract). */

/** Stripe's events: the raw body, checked against Stripe's signature by the handler (no schema of ours). */
export const stripeWebhook = { method: 'POST', path: '/webhooks/stripe' } as const satisfies ApiRoute;

/** The checkout page's address (locally the simulated one, docs/LOCAL-MODE.md §payments). */
export const checkout = {
  method: 'POST',
  path: '/billing/checkout',
  request: checkoutRequestSchema,
  response: billingRedirectSchema,
} as const satisfies ApiRoute;

/** The customer portal's address; it comes back to /gerenciar-assinatura. */
export const portal = {
  method: 'POST',
  path: '/billing/portal',
  response: billingRedirectSchema,
} as const satisfies ApiRoute;

/** The password checked again on the server; answers the subscription row. */
export const cancel = {
  method: 'POST',
  path: '/billing/cancel',
  request: cancelSubscriptionRequestSchema,
  response: subscriptionSchema,
} as const satisfies ApiRoute;

/** Undoes a cancellation while the paid period runs. */
export const renew = {
  method: 'POST',
  path: '/billing/renew',
  response: subscriptionSchema,
} as const satisfies ApiRoute;
