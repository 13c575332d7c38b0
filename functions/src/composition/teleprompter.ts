import type { AccountStandings } from '../accounts/ports';
import { WebSocketPublisher } from '../adapters/realtime/websocket-publisher';
import { configOf, connectionsOf, dbOf, loggerOf, onRoot, type Root } from './core';
import { DynamoPairingStore } from '../adapters/dynamo/pairing-store.dynamo';
import type { PairAttempts, PairingStore, RemoteChannel } from '../teleprompter/ports';

/**
 * The phone remote's parts (docs/ARCHITECTURE.md §composition), one builder each, so the
 * `$connect` bundle (no `realtime` access) never holds the management client that only the
 * `$default` route's `remotesOf` needs.
 */
export interface TeleprompterDeps {
  pairings: PairingStore;
  attempts: PairAttempts;
  standings: Pick<AccountStandings, 'getStanding'>;
  remotes: RemoteChannel;
}

const pairingStoreOf = /* @__PURE__ */ onRoot((root) => new DynamoPairingStore(dbOf(root), configOf(root).tableName));

export const pairingsOf: (root: Root) => PairingStore = pairingStoreOf;
export const pairAttemptsOf: (root: Root) => PairAttempts = pairingStoreOf;

/** Frames to phones, through the same management API as the realtime publisher. */
export const remotesOf = /* @__PURE__ */ onRoot((root): RemoteChannel => {
  const config = configOf(root);
  if (!config.wsManagementEndpoint) return { send: async () => {} };
  const publisher = new WebSocketPublisher(
    config.wsManagementEndpoint,
    config.region,
    connectionsOf(root),
    loggerOf(root),
    config.mode === 'local',
  );
  return { send: (connectionId, frame) => publisher.sendTo(connectionId, frame) };
});
