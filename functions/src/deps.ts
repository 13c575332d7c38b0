import type { AccountStore, Clock, ConnectionStore, Logger, RealtimePublisher, TokenVerifier } from './core/ports';
import { systemClock } from './core/clock';
import { jsonLogger } from './core/logger';
import { parseConfig, type Config } from './config';
import { makeDocumentClient } from './adapters/dynamo/client';
import { DynamoAccountStore } from './adapters/dynamo/account-store.dynamo';
import { DynamoConnectionStore } from './adapters/dynamo/connection-store.dynamo';
import { JoseTokenVerifier } from './adapters/auth/jose-token-verifier';
import { WebSocketPublisher, noopPublisher } from './adapters/realtime/websocket-publisher';

/** Everything a handler may use. Built once per process by makeDeps. */
export interface Deps {
  config: Config;
  clock: Clock;
  logger: Logger;
  tokens: TokenVerifier;
  accounts: AccountStore;
  connections: ConnectionStore;
  realtime: RealtimePublisher;
}

/**
 * The one composition root. The Lambda entries and the local server both reach it
 * through getDeps(); configuration alone decides which adapters are built.
 */
export function makeDeps(config: Config): Deps {
  const clock = systemClock;
  const logger = jsonLogger({ mode: config.mode });
  const db = makeDocumentClient({ region: config.region, endpoint: config.dynamoEndpoint });
  const connections = new DynamoConnectionStore(db, config.tableName, clock);
  return {
    config,
    clock,
    logger,
    tokens: new JoseTokenVerifier(config.auth),
    accounts: new DynamoAccountStore(db, config.tableName),
    connections,
    realtime: config.wsManagementEndpoint
      ? new WebSocketPublisher(config.wsManagementEndpoint, config.region, connections, logger, config.mode === 'local')
      : noopPublisher,
  };
}

let current: Deps | undefined;

export function getDeps(): Deps {
  current ??= makeDeps(parseConfig(process.env));
  return current;
}

/** Tests swap the whole dependency set; nothing else should call this. */
export function setDeps(deps: Deps | undefined): void {
  current = deps;
}
