import { cancelSubscriptionRequestSchema } from '@shared/billing/billing.schema';
import { authedHandler, json } from '../../http/http-handler';
import { billingContext, getPasswordChecker } from '../../composition/billing-request';
import { cancelSubscription } from '../../billing/manage-billing';
import { getRateLimiter } from '../../composition/rate-limiter';

/**
 * POST /api/billing/cancel { password, feedback } → the subscription row: the password checked
 * again with the pool, then no renewal at the period end (docs/PRODUCT.md §flows.cancellation).
 */
export const handler = authedHandler({ body: cancelSubscriptionRequestSchema }, async ({ caller, body, deps, log }) =>
  json(
    200,
    await cancelSubscription(
      { ...billingContext(deps, log), identity: getPasswordChecker(), limiter: getRateLimiter() },
      caller,
      body,
    ),
  ),
);
