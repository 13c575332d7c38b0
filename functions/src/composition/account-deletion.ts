import type { DeleteAccountDeps } from '../accounts/delete-account';
import { rateLimiterOf } from './rate-limiter';
import { objectStoreOf } from './object-store';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';
import { WebSocketPublisher, noopPublisher } from '../adapters/realtime/websocket-publisher';
import { configOf, connectionsOf, dbOf, loggerOf, onRoot, tokensOf } from './core';
import { StandingCheckedVerifier } from '../accounts/standing-check';
import { identityAdminFor } from './identity-admin';
import { billingOf } from './billing';
import { cancelForDeletion } from '../billing/manage-billing';

/**
 * The account-deletion route's parts, built once per root (docs/ARCHITECTURE.md §composition): the
 * use case's own deps but the clock and the logger, which the request brings.
 */
export type AccountDeps = Omit<DeleteAccountDeps, 'clock' | 'log' | 'onDeleted'> &
  Required<Pick<DeleteAccountDeps, 'onDeleted'>>;

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
      const { payments, store } = billingOf(root);
      await cancelForDeletion({ payments, store, log: loggerOf(root) }, userId);
    },
    onDeleted: (userId) => {
      const tokens = tokensOf(root);
      if (tokens instanceof StandingCheckedVerifier) tokens.forget(userId);
    },
  };
});
