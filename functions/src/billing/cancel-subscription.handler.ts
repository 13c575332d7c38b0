import { cancelSubscriptionRequestSchema } from '@shared/billing/billing.schema';
import type { IdentityAdmin } from '../core/ports';
import { authedHandler, json } from '../http/http-handler';
import { getConfig } from '../deps';
import { identityAdminFor } from '../accounts/account-deps';
import { billingContext } from './billing-request-deps';
import { cancelSubscription } from './manage-billing';

let identity: IdentityAdmin | undefined;

/**
 * POST /api/billing/cancel { password, feedback } → the subscription row: the password checked
 * again with the pool, then no renewal at the period end (docs/PRODUCT.md §flows.cancellation).
 */
export const handler = authedHandler({ body: cancelSubscriptionRequestSchema }, async ({ caller, body, deps, log }) => {
  identity ??= identityAdminFor(getConfig());
  return json(200, await cancelSubscription({ ...billingContext(deps, log), identity }, caller, body));
});
