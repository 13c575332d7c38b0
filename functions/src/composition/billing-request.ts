import type { Logger, RealtimePublisher } from '../core/ports';
import type { BillingContext } from '../billing/manage-billing';
import type { BillingParts } from './billing';
import type { HttpDeps } from './core';

/** What the billing routes' deps hold beyond HttpDeps (docs/ARCHITECTURE.md §composition). */
export interface BillingRouteDeps extends HttpDeps {
  billing: BillingParts;
}

/** A publisher that pushes nothing: checkout and the portal change nothing of ours (the webhook does, once paid). */
export const noPush: RealtimePublisher = { publish: async () => {} };

/**
 * The billing routes' context for one request (the entries share it). `origin`: the page's
 * origin; the provider's return addresses go back to it when the app is served there.
 */
export function billingContext(
  deps: BillingRouteDeps,
  realtime: RealtimePublisher,
  log: Logger,
  origin?: string,
): BillingContext {
  const { payments, store, config } = deps.billing;
  const appUrl = origin && config.appOrigins.includes(origin) ? origin : config.appUrl;
  return { payments, store, realtime, clock: deps.clock, log, appUrl };
}
