import { cancelSubscriptionRequestSchema } from '@shared/billing/billing.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, realtimeOf } from '../../composition/core';
import type { RealtimePublisher } from '../../core/ports';
import type { IdentityAdmin } from '../../accounts/ports';
import type { RateLimiter } from '../../credits/ports';
import { billingOf } from '../../composition/billing';
import { billingContext, type BillingRouteDeps } from '../../composition/billing-request';
import { passwordCheckerOf } from '../../composition/identity-admin';
import { rateLimiterOf } from '../../composition/rate-limiter';
import { cancelSubscription } from '../../billing/manage-billing';

export interface CancelSubscriptionDeps extends BillingRouteDeps {
  realtime: RealtimePublisher;
  /** The pool's password check (AdminInitiateAuth only: the route's `passwordCheck`). */
  passwords: Pick<IdentityAdmin, 'verifyPassword'>;
  limiter: RateLimiter;
}

/**
 * POST /api/billing/cancel { password, feedback } → the subscription row: the password checked
 * again with the pool, then no renewal at the period end (docs/PRODUCT.md §flows.cancellation).
 */
export const makeHandler = (deps: CancelSubscriptionDeps) =>
  authedHandler({ deps, body: cancelSubscriptionRequestSchema }, async ({ caller, body, deps, log }) =>
    json(
      200,
      await cancelSubscription(
        { ...billingContext(deps, deps.realtime, log), identity: deps.passwords, limiter: deps.limiter },
        caller,
        body,
      ),
    ),
  );

export const handler = makeHandler(
  lazyDeps({
    ...httpBuilders,
    billing: billingOf,
    realtime: realtimeOf,
    passwords: passwordCheckerOf,
    limiter: rateLimiterOf,
  }),
);
