import type { CoreDeps } from '../deps';
import { getRealtime } from '../deps';
import type { Logger } from '../core/ports';
import { getBillingDeps } from './billing-deps';
import type { BillingContext } from './manage-billing';

/** The billing routes' context for one request (the entries below share it). */
export function billingContext(deps: CoreDeps, log: Logger): BillingContext {
  const { payments, store, config } = getBillingDeps();
  return { payments, store, realtime: getRealtime(), clock: deps.clock, log, appUrl: config.appUrl };
}
