import type { CoreDeps } from './core';
import { getConfig, getRealtime } from './core';
import type { IdentityAdmin } from '../accounts/ports';
import type { Logger } from '../core/ports';
import { identityAdminFor } from './identity-admin';
import { getBillingDeps } from './billing';
import type { BillingContext } from '../billing/manage-billing';

/** The billing routes' context for one request (the entries share it). */
export function billingContext(deps: CoreDeps, log: Logger): BillingContext {
  const { payments, store, config } = getBillingDeps();
  return { payments, store, realtime: getRealtime(), clock: deps.clock, log, appUrl: config.appUrl };
}

let passwordChecker: Pick<IdentityAdmin, 'verifyPassword'> | undefined;

/** The pool's password check for the cancellation (AdminInitiateAuth only: the route's `passwordCheck`). */
export function getPasswordChecker(): Pick<IdentityAdmin, 'verifyPassword'> {
  passwordChecker ??= identityAdminFor(getConfig());
  return passwordChecker;
}

/** Tests swap it; nothing else should call this. */
export function setPasswordChecker(checker: Pick<IdentityAdmin, 'verifyPassword'> | undefined): void {
  passwordChecker = checker;
}
