import type { AccountStandings, IdentityAdmin } from '../accounts/ports';
import type { ConnectionCloser } from '../realtime/ports';
import type { ObjectStore } from '../core/ports';
import type { RateLimiter } from '../credits/ports';
import { rateLimiterOf } from './rate-limiter';
import { objectStoreOf } from './object-store';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';
import { WebSocketPublisher, noopPublisher } from '../adapters/realtime/websocket-publisher';
import { configOf, connectionsOf, dbOf, loggerOf, onRoot, tokensOf } from './core';
import { StandingCheckedVerifier } from '../accounts/standing-check';
import { identityAdminFor } from './identity-admin';
import { getBillingDeps } from './billing';
import { cancelForDeletion } from '../billing/manage-billing';

/** The account-deletion route's parts, built once per root (docs/ARCHITECTURE.md §composition). */
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

export const accountDeletionOf = /* @__PURE__ */ onRoot((root): AccountDeps => {
  const config = configOf(root);
  return {
    standings: new DynamoAccountStore(dbOf(root), config.tableName),
    identity: identityAdminFor(config),
    limiter: rateLimiterOf(root),
    connections: config.wsManagementEndpoint
      ? new WebSocketPublisher(
          config.wsManagementEndpoint,
          config.region,
          connectionsOf(root),
          loggerOf(root),
          config.mode === 'local',
        )
      : noopPublisher,
    objects: objectStoreOf(root),
    cancelSubscription: async (userId) => {
      const { payments, store } = getBillingDeps();
      await cancelForDeletion({ payments, store, log: loggerOf(root) }, userId);
    },
    onDeleted: (userId) => {
      const tokens = tokensOf(root);
      if (tokens instanceof StandingCheckedVerifier) tokens.forget(userId);
    },
  };
});
