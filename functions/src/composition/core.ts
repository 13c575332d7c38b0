import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountStore, Clock, Logger, RealtimePublisher, TokenVerifier } from '../core/ports';
import type { ConnectionStore } from '../realtime/ports';
import { systemClock } from '../core/clock';
import { jsonLogger } from '../core/logger';
import { parseConfig, type Config } from '../config';
import { makeDocumentClient } from '../adapters/dynamo/client';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';
import { DynamoConnectionStore } from '../adapters/dynamo/connection-store.dynamo';
import { JoseTokenVerifier } from '../adapters/auth/jose-token-verifier';
import { StandingCheckedVerifier } from '../accounts/standing-check';
import { WebSocketPublisher, noopPublisher } from '../adapters/realtime/websocket-publisher';

/** What every handler gets for free: no AWS client, no network. */
export interface CoreDeps {
  config: Config;
  clock: Clock;
  logger: Logger;
}

/** What a request's context is built from: the core parts and the request's own logger (an HttpRequest has both). */
export interface RequestScope {
  deps: CoreDeps;
  log: Logger;
}

/** Everything a handler may use. Each part is built once per process, on first use. */
export interface Deps extends CoreDeps {
  tokens: TokenVerifier;
  accounts: AccountStore;
  connections: ConnectionStore;
  realtime: RealtimePublisher;
}

/** The parts built so far, or the set a test installed (kept as is: a test may swap a part in it later). */
type Parts = Partial<Deps>;
/** The DynamoDB client each set's stores share, built on first use. */
const clients = new WeakMap<Parts, DynamoDBDocumentClient>();

/*
 * The one composition root: configuration alone decides which adapter each part is.
 * Every part has its own builder and getter, and nothing here runs at import time, so a
 * Lambda bundle keeps only the builders its handler reaches: health bundles no AWS SDK
 * and no jose; only handlers that publish bundle the API Gateway management client
 * (docs/BENCH.md). Keep it that way: no object or class that refers to every builder.
 */
const configOf = (p: Parts): Config => (p.config ??= parseConfig(process.env));
const clockOf = (p: Parts): Clock => (p.clock ??= systemClock);
const loggerOf = (p: Parts): Logger => (p.logger ??= jsonLogger({ mode: configOf(p).mode }));
/** A token is good while its account stands too (docs/ARCHITECTURE.md §revocation): one cached GetItem per user per minute. */
const tokensOf = (p: Parts): TokenVerifier =>
  (p.tokens ??= new StandingCheckedVerifier(
    new JoseTokenVerifier(configOf(p).auth),
    new DynamoAccountStore(dbOf(p), configOf(p).tableName),
    clockOf(p),
  ));
function dbOf(p: Parts): DynamoDBDocumentClient {
  let db = clients.get(p);
  if (!db) {
    const config = configOf(p);
    db = makeDocumentClient({ region: config.region, endpoint: config.dynamoEndpoint });
    clients.set(p, db);
  }
  return db;
}
const accountsOf = (p: Parts): AccountStore => (p.accounts ??= new DynamoAccountStore(dbOf(p), configOf(p).tableName));
const connectionsOf = (p: Parts): ConnectionStore =>
  (p.connections ??= new DynamoConnectionStore(dbOf(p), configOf(p).tableName, clockOf(p)));
function realtimeOf(p: Parts): RealtimePublisher {
  const config = configOf(p);
  return (p.realtime ??= config.wsManagementEndpoint
    ? new WebSocketPublisher(
        config.wsManagementEndpoint,
        config.region,
        connectionsOf(p),
        loggerOf(p),
        config.mode === 'local',
      )
    : noopPublisher);
}
const allOf = (p: Parts): Deps => ({
  config: configOf(p),
  clock: clockOf(p),
  logger: loggerOf(p),
  tokens: tokensOf(p),
  accounts: accountsOf(p),
  connections: connectionsOf(p),
  realtime: realtimeOf(p),
});

/** The whole set for one configuration, built now (the local server and integration tests). */
export function makeDeps(config: Config): Deps {
  return allOf({ config });
}

let current: Parts = {};

export const getConfig = (): Config => configOf(current);
export const getClock = (): Clock => clockOf(current);
export const getLogger = (): Logger => loggerOf(current);
export const getCoreDeps = (): CoreDeps => ({ config: getConfig(), clock: getClock(), logger: getLogger() });
export const getTokens = (): TokenVerifier => tokensOf(current);
export const getAccounts = (): AccountStore => accountsOf(current);
export const getConnections = (): ConnectionStore => connectionsOf(current);
/** Only handlers that publish should call this: it is what bundles the API Gateway management client. */
export const getRealtime = (): RealtimePublisher => realtimeOf(current);
/** The process's DynamoDB document client, for feature stores composed elsewhere (scripts, jobs). */
export const getDocumentClient = (): DynamoDBDocumentClient => dbOf(current);

/** Every part (the local server, which serves every route from one process). */
export function getDeps(): Deps {
  return allOf(current);
}

/** Tests swap the whole dependency set; nothing else should call this. */
export function setDeps(deps: Deps | undefined): void {
  current = deps ?? {};
}
