import type { AccountStandings, ConnectionCloser, IdentityAdmin, ObjectStore } from '../core/ports';
import { getObjectStore } from '../objects/object-store-deps';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';
import { CognitoIdentityAdmin } from '../adapters/identity/cognito-identity-admin';
import { WebSocketPublisher, noopPublisher } from '../adapters/realtime/websocket-publisher';
import type { Config } from '../config';
import { getConfig, getConnections, getDocumentClient, getLogger, getTokens } from '../deps';
import { StandingCheckedVerifier } from './standing-check';
import { getBillingDeps } from '../billing/billing-deps';
import { cancelForDeletion } from '../billing/manage-billing';

/** The account-deletion route's parts, built once per process (docs/ARCHITECTURE.md §composition). */
export interface AccountDeps {
  standings: AccountStandings;
  identity: IdentityAdmin;
  connections: ConnectionCloser;
  /** The user's objects, erased with the rows. */
  objects: Pick<ObjectStore, 'deletePrefix'>;
  onDeleted: (userId: string) => void;
  /** Ends the user's Stripe subscription at once (billing's cancelForDeletion); tests may leave it out. */
  cancelSubscription?: (userId: string) => Promise<void>;
}

let current: AccountDeps | undefined;

/** The pool id is the last path segment of the issuer, on AWS and locally alike. */
export function userPoolIdOf(issuer: string): string {
  const id = new URL(issuer).pathname.split('/').filter(Boolean).pop();
  if (!id) throw new Error(`Invalid configuration: AUTH_ISSUER names no user pool: ${issuer}`);
  return id;
}

/** The pool's admin API for a configuration (this route, and the operator's scripts/ops/disable-account.ts). */
export function identityAdminFor(config: Config): IdentityAdmin {
  return new CognitoIdentityAdmin({
    userPoolId: userPoolIdOf(config.auth.issuer),
    clientId: config.auth.clientId,
    region: config.region,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
    // cognito-local has no AdminUserGlobalSignOut (docs/ARCHITECTURE.md §account-deletion).
    globalSignOut: config.mode !== 'local',
  });
}

export function getAccountDeps(): AccountDeps {
  if (current) return current;
  const config = getConfig();
  current = {
    standings: new DynamoAccountStore(getDocumentClient(), config.tableName),
    identity: identityAdminFor(config),
    connections: config.wsManagementEndpoint
      ? new WebSocketPublisher(
          config.wsManagementEndpoint,
          config.region,
          getConnections(),
          getLogger(),
          config.mode === 'local',
        )
      : noopPublisher,
    objects: getObjectStore(),
    cancelSubscription: async (userId) => {
      const { payments, store } = getBillingDeps();
      await cancelForDeletion({ payments, store, log: getLogger() }, userId);
    },
    onDeleted: (userId) => {
      const tokens = getTokens();
      if (tokens instanceof StandingCheckedVerifier) tokens.forget(userId);
    },
  };
  return current;
}

/** Tests swap the set; nothing else should call this. */
export function setAccountDeps(deps: AccountDeps | undefined): void {
  current = deps;
}
