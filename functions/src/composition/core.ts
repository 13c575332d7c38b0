import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountStore, Clock, Logger, OriginCheck, RealtimePublisher, TokenVerifier } from '../core/ports';
import type { ConnectionStore } from '../realtime/ports';
import { systemClock } from '../core/clock';
import { powertoolsLogger } from '../adapters/logging/powertools-logger';
import { parseConfig, type Config } from '../config';
import { makeDocumentClient } from '../adapters/dynamo/client';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';
import { DynamoConnectionStore } from '../adapters/dynamo/connection-store.dynamo';
import { JoseTokenVerifier } from '../adapters/auth/jose-token-verifier';
import { StandingCheckedVerifier } from '../accounts/standing-check';
import { WebSocketPublisher, noopPublisher } from '../adapters/realtime/websocket-publisher';
import { openOrigin, SecretOriginCheck } from '../adapters/origin/origin-secret-check';
import { ExtensionSecretReader } from '../adapters/secrets/secret-reader';

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
  origin: OriginCheck;
}

/** The parts built so far (a root keeps what its builders built). */
type Parts = Partial<Deps>;
/** What every builder builds from: the process's parts (one per process; the integration harness makes its own). */
export type Root = Parts;
/** The DynamoDB client each set's stores share, built on first use. */
const clients = new WeakMap<Parts, DynamoDBDocumentClient>();

/*
 * The one composition root: configuration alone decides which adapter each part is.
 * Every part has its own builder and getter, and nothing here runs at import time, so a
 * Lambda bundle keeps only the builders its handler reaches: health bundles no AWS SDK
 * and no jose; only handlers that publish bundle the API Gateway management client
 * (docs/BENCH.md). Keep it that way: no object or class that refers to every builder.
 */
export const configOf = (p: Parts): Config => (p.config ??= parseConfig(process.env));
export const clockOf = (p: Parts): Clock => (p.clock ??= systemClock);
/** Powertools' Logger in both modes (docs/INFRA-NOTES.md §operations.logs). */
export const loggerOf = (p: Parts): Logger => (p.logger ??= powertoolsLogger());
/** A token is good while its account stands too (docs/ARCHITECTURE.md §revocation): one cached GetItem per user per minute. */
export const tokensOf = (p: Parts): TokenVerifier =>
  (p.tokens ??= new StandingCheckedVerifier(
    new JoseTokenVerifier(configOf(p).auth),
    new DynamoAccountStore(dbOf(p), configOf(p).tableName),
    clockOf(p),
  ));
export function dbOf(p: Parts): DynamoDBDocumentClient {
  let db = clients.get(p);
  if (!db) {
    const config = configOf(p);
    db = makeDocumentClient({ region: config.region, endpoint: config.dynamoEndpoint });
    clients.set(p, db);
  }
  return db;
}
export const accountsOf = (p: Parts): AccountStore =>
  (p.accounts ??= new DynamoAccountStore(dbOf(p), configOf(p).tableName));
export const connectionsOf = (p: Parts): ConnectionStore =>
  (p.connections ??= new DynamoConnectionStore(dbOf(p), configOf(p).tableName, clockOf(p)));
export function realtimeOf(p: Parts): RealtimePublisher {
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
/**
 * The origin check of the functions behind the APIs (docs/INFRA-NOTES.md §origin-secret): off locally, where
 * no distribution stands in front (docs/LOCAL-MODE.md §origin-check); on AWS it cannot be off, and a function
 * without the secret's id stops at its first request with a message naming it.
 */
export function originOf(p: Parts): OriginCheck {
  if (p.origin) return p.origin;
  const config = configOf(p);
  if (config.mode === 'local') return (p.origin = openOrigin);
  if (!config.originSecretId)
    throw new Error('Invalid configuration: ORIGIN_SECRET_ID is required on AWS (the origin header check)');
  return (p.origin = new SecretOriginCheck(config.originSecretId, new ExtensionSecretReader()));
}
const allOf = (p: Parts): Deps => ({
  config: configOf(p),
  clock: clockOf(p),
  logger: loggerOf(p),
  tokens: tokensOf(p),
  accounts: accountsOf(p),
  connections: connectionsOf(p),
  realtime: realtimeOf(p),
  origin: originOf(p),
});

/** The whole set for one configuration, built now (the local server and integration tests). */
export function makeDeps(config: Config): Deps {
  return allOf({ config });
}

/**
 * The process's root: the parts a warm Lambda (or the local server) builds, each once. Nothing
 * swaps it: a test builds its handler from its own deps object (`makeHandler(deps)`).
 */
const processRoot: Root = {};

/** One builder per member of a handler's deps, each from the root. */
export type Builders<T> = { [K in keyof T]: (root: Root) => T[K] };

/**
 * A handler's deps over the process's root: each member is a getter that builds its part on
 * first use (the builders keep it on the root), so a handler names the parts it needs and its
 * bundle holds only their builders (docs/ARCHITECTURE.md §composition). Never spread it: that
 * would build every part.
 */
export function lazyDeps<T extends object>(builders: Builders<T>, root: Root = processRoot): T {
  const deps = {} as T;
  for (const key of Object.keys(builders) as Array<keyof T & string>)
    Object.defineProperty(deps, key, { enumerable: true, get: () => builders[key](root) });
  return deps;
}

/**
 * A builder that keeps what it built on the root, so each root builds its part once. Call it
 * as `/* @__PURE__ *\/ onRoot(…)`: esbuild keeps a top-level call it cannot prove pure, and with it
 * the adapter, in every bundle that imports the file.
 */
export function onRoot<T>(build: (root: Root) => T): (root: Root) => T {
  const built = new WeakMap<Root, T>();
  return (root) => {
    if (!built.has(root)) built.set(root, build(root));
    return built.get(root)!;
  };
}

/** The builders of CoreDeps, for an entry that API Gateway does not call (a task, a trigger, the worker). */
export const coreBuilders: Builders<CoreDeps> = { config: configOf, clock: clockOf, logger: loggerOf };

/** What a public HTTP handler's deps hold: the core parts and the origin check (docs/INFRA-NOTES.md §origin-secret). */
export interface PublicHttpDeps extends CoreDeps {
  origin: OriginCheck;
}

/** The builders of PublicHttpDeps, for a public handler's `lazyDeps({ ...publicHttpBuilders, … })`. */
export const publicHttpBuilders: Builders<PublicHttpDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  origin: originOf,
};

/** What every HTTP handler's deps hold: the public ones, the token verifier and the account store (the feature check). */
export interface HttpDeps extends PublicHttpDeps {
  tokens: TokenVerifier;
  accounts: AccountStore;
}

/** The builders of HttpDeps, for a handler's `lazyDeps({ ...httpBuilders, … })`. */
export const httpBuilders: Builders<HttpDeps> = {
  // Written out, not spread: esbuild keeps a spread (it may run getters), and with it every builder here.
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  origin: originOf,
  tokens: tokensOf,
  accounts: accountsOf,
};

/** Every part of the process's root (the local server, which serves every route from one process). */
export function getDeps(): Deps {
  return allOf(processRoot);
}
