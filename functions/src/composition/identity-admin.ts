import type { IdentityAdmin } from '../accounts/ports';
import { CognitoIdentityAdmin } from '../adapters/identity/cognito-identity-admin';
import type { Config } from '../config';
import { configOf, onRoot } from './core';

/** The pool id is the last path segment of the issuer, on AWS and locally alike. */
export function userPoolIdOf(issuer: string): string {
  const id = new URL(issuer).pathname.split('/').filter(Boolean).pop();
  if (!id) throw new Error(`Invalid configuration: AUTH_ISSUER names no user pool: ${issuer}`);
  return id;
}

/**
 * The pool's admin API for a configuration (account deletion, the sign-out everywhere, the
 * cancellation's password check, and the operator's scripts/ops/disable-account.ts). Its own
 * module, so a route that needs only this does not bundle account deletion's other parts.
 */
export function identityAdminFor(config: Config): IdentityAdmin {
  return new CognitoIdentityAdmin({
    userPoolId: userPoolIdOf(config.auth.issuer),
    clientId: config.auth.clientId,
    region: config.region,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
    // cognito-local has no AdminUserGlobalSignOut: its data file's refresh tokens are revoked
    // one by one instead (docs/LOCAL-MODE.md §cognito-local.unsupported).
    ...(config.mode === 'local'
      ? config.cognitoPoolFile
        ? { localPoolFile: config.cognitoPoolFile }
        : { globalSignOut: false }
      : {}),
  });
}

/** The pool's global sign-out alone (sign-out everywhere), built once per root. */
export const signOutOf = /* @__PURE__ */ onRoot((root): Pick<IdentityAdmin, 'signOutEverywhere'> =>
  identityAdminFor(configOf(root)),
);

/** The pool's password check alone (AdminInitiateAuth: the cancellation's `passwordCheck`), built once per root. */
export const passwordCheckerOf = /* @__PURE__ */ onRoot((root): Pick<IdentityAdmin, 'verifyPassword'> =>
  identityAdminFor(configOf(root)),
);
