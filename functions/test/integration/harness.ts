import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type KeyLike } from 'jose';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { makeDeps, setDeps, type Deps } from '../../src/composition/core';
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
import { setLedger } from '../../src/composition/credit-ledger';
import { setScriptDeps } from '../../src/composition/text-writer';

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
  setScriptDeps({
    scripts: new DynamoScriptStore(db, TABLE, opts.listReadBudget),
    writer: new OfflineWriter({ delayMs: 0 }),
  });
  setLedger(new DynamoCreditLedger(db, TABLE));
}

export interface Harness {
  deps: Deps;
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
  const deps: Deps = {
    ...makeDeps(config),
    logger: silent,
    tokens: new JoseTokenVerifier(config.auth, createLocalJWKSet({ keys: [jwk] })),
  };
  setDeps(deps);
  return { deps, tokenFor: (userId, opts) => signAccessToken(privateKey, userId, opts?.issuedAt) };
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

/** POST /api/scripts/generate through `handler` with a fresh (or given) generation id: status, parsed body, headers. */
export async function generateAs(
  handler: (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string; headers?: unknown }>,
  token: string,
  generationId: string = randomUUID(),
) {
  const r = await handler(
    apiEvent('POST /api/scripts/generate', { token, body: { generationId, request: SIMPLE_REQUEST } }),
  );
  return { status: r.statusCode!, body: JSON.parse(r.body!), headers: (r.headers ?? {}) as Record<string, string> };
}
