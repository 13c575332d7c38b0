import type { AccountStandings, IdentityAdmin } from '../accounts/ports';
import type { ConnectionCloser } from '../realtime/ports';
import type { ObjectStore } from '../core/ports';
import type { RateLimiter } from '../credits/ports';
import { getRateLimiter } from './rate-limiter';
import { getObjectStore } from './object-store';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';
import { WebSocketPublisher, noopPublisher } from '../adapters/realtime/websocket-publisher';
import { getConfig, getConnections, getDocumentClient, getLogger, getTokens } from './core';
import { StandingCheckedVerifier } from '../accounts/standing-check';
import { identityAdminFor } from './identity-admin';
import { getBillingDeps } from './billing';
import { cancelForDeletion } from '../billing/manage-billing';

/** The account-deletion route's parts, built once per process (docs/ARCHITECTURE.md §composition). */
export interface AccountDeps {
  standings: AccountStandings;
  identity: IdentityAdmin;
  /** The per-user limits: the password re-checks (docs/PRODUCT.md §limits.rate). */
  limiter: Pick<RateLimiter, 'take'>;
  connections: ConnectionCloser;
  /** The user's objects, erased with the rows. */
  objects: Pick<ObjectStore, 'deletePrefix'>;
  onDeleted: (userId: string) => void;
  /** Ends the user's Stripe subscription at once (billing's cancelForDeletion); tests may leave it out. */
  cancelSubscription?: (userId: string) => Promise<void>;
}

let current: AccountDeps | undefined;

export function getAccountDeps(): AccountDeps {
  if (current) return current;
  const config = getConfig();
  current = {
    standings: new DynamoAccountStore(getDocumentClient(), config.tableName),
    identity: identityAdminFor(config),
    limiter: getRateLimiter(),
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
