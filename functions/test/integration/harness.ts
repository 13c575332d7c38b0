import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type KeyLike } from 'jose';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { makeDeps, type Deps, type Root } from '../../src/composition/core';
import { parseConfig } from '../../src/config';
import { JoseTokenVerifier } from '../../src/adapters/auth/jose-token-verifier';
import type { StoredScript } from '../../src/scripts/ports';
import { newScriptId } from '../../src/generation/script-id';
import { aStoredScript } from '../../src/scripts/test-fixtures';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { keys } from '../../src/adapters/dynamo/keys';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { NoTranscripts } from '../../src/adapters/youtube/no-transcripts';
import { SampleNewsSource } from '../../src/adapters/news/sample-news-source';
import type { NewsSource } from '../../src/news/ports';
import { ledgerOf } from '../../src/composition/credit-ledger';
import { ideaResultsOf } from '../../src/composition/idea-results';
import { imageStoreOf } from '../../src/composition/image-store';
import { paceOf } from '../../src/composition/pace-store';
import { rateLimiterOf } from '../../src/composition/rate-limiter';
import { scriptStoreOf } from '../../src/composition/script-store';
import { standingsOf } from '../../src/composition/standings';
import { pairAttemptsOf, pairingsOf } from '../../src/composition/teleprompter';
import { profilesOf } from '../../src/composition/profile';
import { lazyObjects, objectStoreOf } from '../../src/composition/object-store';
import type { AccountStandings } from '../../src/accounts/ports';
import type { Clock, ObjectStore, TextWriter } from '../../src/core/ports';
import type { CreditLedger, RateLimiter } from '../../src/credits/ports';
import type { IdeaResultStore } from '../../src/ideas/ports';
import type { ImageStore } from '../../src/images/ports';
import type { ScriptStore } from '../../src/scripts/ports';
import type { PaceStore, PairAttempts, PairingStore } from '../../src/teleprompter/ports';
import type { ProfileStore } from '../../src/profile/ports';
import type { TranscriptSource } from '../../src/viral-short/ports';
import type { GenerationDispatcher, GenerationStore } from '../../src/generation/ports';
import { generationsOf } from '../../src/composition/generation-store';
import { runGenerationWith } from '../../src/composition/generation-worker';
import { hubStoreOf } from '../../src/composition/hub-store';
import type { HubStore } from '../../src/hub/ports';
import { OfflineImageRenderer } from '../../src/adapters/images/offline-renderer';
import { PngResizer } from '../../src/adapters/images/png-resizer';
import type { ImageModel, ImageResizer } from '../../src/images/ports';
import { InProcessDispatcher } from '../../src/adapters/in-process/in-process-dispatcher';
import { makeHandler as makeGetGeneration } from '../../src/handlers/generations/get-generation.handler';

/**
 * Real adapters against the DynamoDB Local that global-setup started, with a token
 * verifier whose keys the test owns, so tests can sign in as any user.
 */
export const ISSUER = 'http://localhost/test-pool';
export const CLIENT_ID = 'test-client';

/** The table global-setup made in DynamoDB Local, and a document client for it. */
export const TABLE = process.env.TEST_TABLE_NAME!;
export const makeTestDb = () => makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });

/** Every row of the user's partition (`USER#<sub>`, all sort keys), read consistently. */
export async function userRows(db: ReturnType<typeof makeDocumentClient>, userId: string) {
  const res = await db.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId) },
      ConsistentRead: true,
    }),
  );
  return res.Items ?? [];
}

/**
 * The scripts' real adapters on DynamoDB Local (the store, the offline writer without its
 * typing delay, the credit ledger) and a realtime publisher that drops every event.
 */
export function useDynamoScripts(
  h: Harness,
  db: ReturnType<typeof makeDocumentClient>,
  opts: { listReadBudget?: number } = {},
): void {
  h.deps.realtime = { publish: async () => {} };
  h.deps.scripts = new DynamoScriptStore(db, TABLE, opts.listReadBudget);
  h.deps.writer = new OfflineWriter({ delayMs: 0 });
  h.deps.ledger = new DynamoCreditLedger(db, TABLE);
}

/**
 * The harness's root: the core parts and the feature parts the tests share, each the real
 * adapter on DynamoDB Local (the writer is the offline one without its typing delay, and no
 * video has captions, the news are the samples). A test builds its handlers from it (`makeHandler(h.deps)`), or adds
 * what its feature alone needs (`{ ...h.deps, objects }`); a part a test swaps on it reaches
 * every handler built from the object itself.
 */
export interface HarnessDeps extends Deps {
  scripts: ScriptStore;
  writer: TextWriter;
  ledger: CreditLedger;
  limiter: RateLimiter;
  standings: Pick<AccountStandings, 'getStanding'>;
  pace: PaceStore;
  results: IdeaResultStore;
  images: ImageStore;
  transcripts: TranscriptSource;
  news: NewsSource;
  pairings: PairingStore;
  attempts: PairAttempts;
  profiles: ProfileStore;
  /** The store the objects' configuration names, built on first use (a test that stores objects gives its own). */
  objects: ObjectStore;
  /** The image worker's model and resizer: the offline renderer (a test swaps its own). */
  model: ImageModel;
  resizer: ImageResizer;
  /** The generation jobs' records, and their dispatcher: the worker in this process, over these very deps. */
  generations: GenerationStore;
  dispatcher: GenerationDispatcher;
  /** The hub's store (the coach's job writes its note there). */
  hub: HubStore;
  /** The stream's batching window; 0 in the job tests so a delta goes out per flush. */
  flushMs?: number;
}

export interface Harness {
  deps: HarnessDeps;
  /** The in-process worker the harness's dispatcher starts: `idle()` waits for every job started so far. */
  jobs: InProcessDispatcher;
  /** An access token for the user; `issuedAt` (epoch seconds) backdates it instead of waiting on the wall clock. */
  tokenFor(userId: string, opts?: { issuedAt?: number }): Promise<string>;
}

export async function makeHarness(): Promise<Harness> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' };
  const config = parseConfig({
    VIRALIZA_MODE: 'local',
    TABLE_NAME: process.env.TEST_TABLE_NAME,
    DYNAMO_ENDPOINT: process.env.TEST_DYNAMO_ENDPOINT,
    AUTH_ISSUER: ISSUER,
    AUTH_CLIENT_ID: CLIENT_ID,
  });
  const silent = { info() {}, warn() {}, error() {}, child: () => silent };
  const root: Root = {
    ...makeDeps(config),
    logger: silent,
    tokens: new JoseTokenVerifier(config.auth, createLocalJWKSet({ keys: [jwk] })),
  };
  const deps: HarnessDeps = {
    ...(root as Deps),
    scripts: scriptStoreOf(root),
    writer: new OfflineWriter({ delayMs: 0 }),
    ledger: ledgerOf(root),
    limiter: rateLimiterOf(root),
    standings: standingsOf(root),
    pace: paceOf(root),
    results: ideaResultsOf(root),
    images: imageStoreOf(root),
    transcripts: new NoTranscripts(),
    news: new SampleNewsSource(root.clock!),
    pairings: pairingsOf(root),
    attempts: pairAttemptsOf(root),
    profiles: profilesOf(root),
    objects: lazyObjects(() => objectStoreOf(root)),
    model: new OfflineImageRenderer(),
    resizer: new PngResizer(),
    generations: generationsOf(root),
    hub: hubStoreOf(root),
    dispatcher: undefined as unknown as GenerationDispatcher,
  };
  // reads the deps when a job runs, so a part a test swaps (a failing writer) reaches the worker too
  const jobs = new InProcessDispatcher((event) => runGenerationWith(deps, event), silent);
  deps.dispatcher = jobs;
  return { deps, jobs, tokenFor: (userId, opts) => signAccessToken(privateKey, userId, opts?.issuedAt) };
}

function signAccessToken(key: KeyLike, sub: string, issuedAt?: number): Promise<string> {
  return new SignJWT({ token_use: 'access', client_id: CLIENT_ID, username: sub })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime('1h')
    .sign(key);
}

export const newUserId = () => randomUUID();

/** A minimal API Gateway v2 event for a route. */
export function apiEvent(
  routeKey: string,
  opts: { token?: string; body?: unknown; pathParameters?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  const [method, path] = routeKey.split(' ') as [string, string];
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    pathParameters: opts.pathParameters,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    isBase64Encoded: false,
  };
}

/**
 * A new user with an active subscription of `plan` and `credits` left, and their token. Its profile
 * row too, as sign-up writes both: a failed generation reads the account's standing from it
 * (docs/ARCHITECTURE.md §account-deletion.in-flight), and a user without one reads as erased.
 */
export async function subscribedUser(
  h: Harness,
  plan: Subscription['plan'],
  credits: number,
): Promise<{ id: string; token: string }> {
  const id = newUserId();
  const subscription: Subscription = {
    userId: id,
    plan,
    status: 'active',
    creditsRemaining: credits,
    creditsTotal: credits,
    creditsResetAt: '2030-01-01T00:00:00.000Z',
    currentPeriodEnd: plan === 'free' ? null : '2030-01-01T00:00:00.000Z',
    updatedAt: new Date().toISOString(),
  };
  const account = { userId: id, email: `${id}@teste.com`, name: 'Ana', avatarUrl: null };
  await h.deps.accounts.createAccount(account, subscription, '2026-01-01');
  return { id, token: await h.tokenFor(id) };
}

/** A saved script created at `at`, as a test puts it straight into the table. */
export function storedScript(at: Date): StoredScript {
  return aStoredScript({ id: newScriptId(), text: 'Roteiro antigo.', createdAt: at.toISOString() });
}

/** A valid simple-mode request for POST /api/scripts/generate. */
export const SIMPLE_REQUEST = {
  mode: 'simple',
  idea: 'Como vender bolo de pote no bairro',
  duracao: 30,
  aparecer: 'Sim',
  influencer: '',
} as const;

type Handler = (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string; headers?: unknown }>;

/** POST /api/scripts/generate through `handler` with a fresh (or given) generation id: status, parsed body, headers. */
export async function generateAs(
  handler: Handler,
  token: string,
  generationId: string = randomUUID(),
  request: unknown = SIMPLE_REQUEST,
) {
  const r = await handler(apiEvent('POST /api/scripts/generate', { token, body: { generationId, request } }));
  return { status: r.statusCode!, body: JSON.parse(r.body!), headers: (r.headers ?? {}) as Record<string, string> };
}

/** GET /api/generations/{id} as the user of `token`: status and parsed body. */
export async function generationOf(h: Harness, token: string, generationId: string) {
  const r = await makeGetGeneration(h.deps)(
    apiEvent('GET /api/generations/{id}', { token, pathParameters: { id: generationId } }),
  );
  return { status: r.statusCode!, body: JSON.parse(r.body!) };
}

/**
 * What the browser ends with: the start's answer when it refused (a 4xx, nothing charged); else the
 * job run to its end (the in-process worker) and GET /api/generations/{id}: 200 with the result when
 * done, `failed` with the pt-BR message when the job failed.
 */
export async function finishedGeneration(
  h: Harness,
  token: string,
  started: { status: number; body: { generationId?: string } },
): Promise<{ status: number | string; body: ReturnType<typeof JSON.parse> }> {
  if (started.status !== 202) return started;
  await h.jobs.idle();
  const view = await generationOf(h, token, started.body.generationId!);
  if (view.body.status === 'done') return { status: 200, body: view.body.result };
  return { status: view.body.status as string, body: { error: view.body.error, message: view.body.message } };
}

/**
 * An idea tool's start read as its answer before jobs: the start's refusal as it came; else the job
 * run to its end and the kept answer from GET /api/generations/{id} (200, `{ operationId, result,
 * writer, creditsRemaining }`), or the job's pt-BR failure (500, as the request failed before jobs).
 */
export async function finishedIdea(
  h: Harness,
  token: string,
  started: { status: number; body: { generationId?: string } },
): Promise<{ status: number | string; body: ReturnType<typeof JSON.parse> }> {
  const end = await finishedGeneration(h, token, started);
  if (started.status !== 202) return end;
  if (end.status !== 200) return { status: 500, body: end.body };
  const view = await generationOf(h, token, started.body.generationId!);
  const { result, writer, creditsRemaining } = view.body.idea;
  return { status: 200, body: { operationId: started.body.generationId, result, writer, creditsRemaining } };
}

/** A clock the test moves (the job tests' minute of fake time): nothing waits on the wall clock. */
export class FakeClock implements Clock {
  constructor(private t: number) {}
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}
