import type { AccountStandings } from '../accounts/ports';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';
import { WebSocketPublisher } from '../adapters/realtime/websocket-publisher';
import { getConfig, getConnections, getDocumentClient, getLogger } from './core';
import { DynamoPairingStore } from '../adapters/dynamo/pairing-store.dynamo';
import type { PairAttempts, PairingStore, RemoteChannel } from '../teleprompter/ports';

/**
 * The phone remote's parts (docs/ARCHITECTURE.md §composition), each built on first use, so the
 * `$connect` bundle (no `realtime` access) never holds the management client that only the
 * `$default` route's `getRemoteChannel` needs.
 */
export interface TeleprompterDeps {
  pairings: PairingStore;
  attempts: PairAttempts;
  standings: Pick<AccountStandings, 'getStanding'>;
  remotes: RemoteChannel;
}

let current: Partial<TeleprompterDeps> = {};
let store: DynamoPairingStore | undefined;

const pairingStore = () => (store ??= new DynamoPairingStore(getDocumentClient(), getConfig().tableName));

export const getPairings = (): PairingStore => (current.pairings ??= pairingStore());
export const getPairAttempts = (): PairAttempts => (current.attempts ??= pairingStore());
export const getStandings = (): Pick<AccountStandings, 'getStanding'> =>
  (current.standings ??= new DynamoAccountStore(getDocumentClient(), getConfig().tableName));

/** Frames to phones, through the same management API as the realtime publisher. */
export function getRemoteChannel(): RemoteChannel {
  if (current.remotes) return current.remotes;
  const config = getConfig();
  if (!config.wsManagementEndpoint) return (current.remotes = { send: async () => {} });
  const publisher = new WebSocketPublisher(
    config.wsManagementEndpoint,
    config.region,
    getConnections(),
    getLogger(),
    config.mode === 'local',
  );
  return (current.remotes = { send: (connectionId, frame) => publisher.sendTo(connectionId, frame) });
}

/** Tests swap parts; nothing else should call this. */
export function setTeleprompterDeps(deps: Partial<TeleprompterDeps> | undefined): void {
  current = { ...deps };
  store = undefined;
}
