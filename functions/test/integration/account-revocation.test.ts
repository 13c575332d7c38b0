import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { PutCommand, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { makeHandler as makePostConfirmation } from '../../src/handlers/accounts/post-confirmation.handler';
import { makeHandler as makeGetProfile } from '../../src/handlers/profile/get-profile.handler';
import { makeHandler as makeDeleteAccount } from '../../src/handlers/accounts/delete-account.handler';
import { makeHandler as makeWsConnect } from '../../src/handlers/realtime/ws-connect.handler';
import { STANDING_CACHE_MS, StandingCheckedVerifier } from '../../src/accounts/standing-check';
import { DynamoAccountStore } from '../../src/adapters/dynamo/account-store.dynamo';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { keys } from '../../src/adapters/dynamo/keys';
import { DynamoRateLimiter } from '../../src/adapters/dynamo/rate-limiter.dynamo';
import type { Clock } from '../../src/core/ports';
import type { IdentityAdmin } from '../../src/accounts/ports';
import { DynamoPairingStore } from '../../src/adapters/dynamo/pairing-store.dynamo';
import { apiEvent, makeHarness, newUserId, userRows, type Harness } from './harness';

/**
 * docs/ARCHITECTURE.md §revocation and §account-deletion against DynamoDB Local: a disabled
 * or deleted account is refused on the first request after the cache window, and deleting
 * an account leaves no row of the user.
 */
const db = makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });
const TABLE = process.env.TEST_TABLE_NAME!;
const store = new DynamoAccountStore(db, TABLE);

let h: Harness;
let deleteAccountHandler: ReturnType<typeof makeDeleteAccount>;
let nowMs = Date.now();
const clock: Clock = { now: () => new Date(nowMs) };
let tokens: StandingCheckedVerifier;
const identityCalls: string[] = [];
const closed: string[] = [];

const identity: IdentityAdmin = {
  verifyPassword: async (username, password) => {
    identityCalls.push(`verify ${username}`);
    return password === 'segredo1';
  },
  signOutEverywhere: async (username) => void identityCalls.push(`signOut ${username}`),
  deleteUser: async (username) => void identityCalls.push(`delete ${username}`),
  disableUser: async () => {},
};

let postConfirmation: ReturnType<typeof makePostConfirmation>;
let getProfile: ReturnType<typeof makeGetProfile>;
let wsConnect: ReturnType<typeof makeWsConnect>;

beforeAll(async () => {
  h = await makeHarness();
  // The composition's verifier: the harness's jose check wrapped by the standing check, on a clock the test moves.
  tokens = new StandingCheckedVerifier(h.deps.tokens, store, clock);
  const base = { ...h.deps, tokens };
  postConfirmation = makePostConfirmation(base);
  getProfile = makeGetProfile(base);
  wsConnect = makeWsConnect(base);
  deleteAccountHandler = makeDeleteAccount({
    ...base,
    deletion: {
      standings: store,
      identity,
      limiter: new DynamoRateLimiter(db, TABLE),
      connections: { close: async (id) => void closed.push(id) },
      objects: { deletePrefix: async () => 0 },
      onDeleted: (id) => tokens.forget(id),
    },
  });
});

async function confirmedUser(): Promise<string> {
  const userId = newUserId();
  const event = {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userName: userId,
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: { userAttributes: { sub: userId, email: `${userId}@teste.com`, name: 'Ana' } },
    response: {},
  } as unknown as PostConfirmationTriggerEvent;
  await postConfirmation(event);
  return userId;
}

const profileStatus = async (userId: string) =>
  (await getProfile(apiEvent('GET /api/profile', { token: await h.tokenFor(userId) }))).statusCode;

const partition = (userId: string) => userRows(db, userId);

describe('a revoked account', () => {
  it.each(['disabled', 'deleted'] as const)(
    'is refused with a 401 on the first request after the cache window once %s',
    async (status) => {
      const userId = await confirmedUser();
      expect(await profileStatus(userId)).toBe(200);

      await store.setStanding(userId, { status, tokensValidAfter: Math.floor(nowMs / 1000) + 1 });
      // Within the window this warm process still trusts what it read; after it, the token is refused.
      nowMs += STANDING_CACHE_MS - 1_000;
      expect(await profileStatus(userId)).toBe(200);
      nowMs += 1_000;
      const res = await getProfile(apiEvent('GET /api/profile', { token: await h.tokenFor(userId) }));
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body!)).toEqual({ error: 'unauthorized', message: expect.stringContaining('desativada') });

      // The WebSocket refuses it too.
      const ws = await wsConnect({
        requestContext: { connectionId: `c-${userId}` },
        queryStringParameters: { token: await h.tokenFor(userId) },
      });
      expect(ws).toMatchObject({
        statusCode: 401,
        body: JSON.stringify({ error: 'unauthorized', message: 'Sua sessão expirou. Entre novamente.' }),
      });
    },
  );

  it('is refused once its rows are gone (no profile row), even with a fresh token', async () => {
    const userId = newUserId();
    expect(await profileStatus(userId)).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('erases every row of the user, its connections included, and leaves others alone', async () => {
    const userId = await confirmedUser();
    const other = await confirmedUser();
    // 30 scripts (more than one batch of 25), a charge, the scripts meta and two connections.
    for (let i = 0; i < 30; i++)
      await db.send(
        new PutCommand({
          TableName: TABLE,
          Item: { ...keys.script(userId, `S${String(i).padStart(3, '0')}`), text: 'x' },
        }),
      );
    await db.send(new PutCommand({ TableName: TABLE, Item: { ...keys.charge(userId, 'op-1'), status: 'done' } }));
    await db.send(new PutCommand({ TableName: TABLE, Item: { ...keys.scriptsMeta(userId), rev: 3 } }));
    await h.deps.connections.add(`c1-${userId}`, userId, 3600);
    await h.deps.connections.add(`c2-${userId}`, userId, 3600);
    expect((await partition(userId)).length).toBe(2 + 30 + 1 + 1 + 2);

    const token = await h.tokenFor(userId);
    const wrong = await deleteAccountHandler(apiEvent('DELETE /api/account', { token, body: { password: 'errada' } }));
    expect(wrong.statusCode).toBe(403);
    // Nothing erased; the try was counted (RATE#password-recheck, erased with the rest).
    expect((await partition(userId)).length).toBe(37);

    const res = await deleteAccountHandler(apiEvent('DELETE /api/account', { token, body: { password: 'segredo1' } }));
    expect(res.statusCode).toBe(200);

    expect(await partition(userId)).toEqual([]);
    for (const id of [`c1-${userId}`, `c2-${userId}`])
      expect((await db.send(new GetCommand({ TableName: TABLE, Key: keys.connection(id) }))).Item).toBeUndefined();
    expect(closed.sort()).toEqual([`c1-${userId}`, `c2-${userId}`].sort());
    expect(identityCalls.filter((c) => c.endsWith(userId))).toEqual([
      `verify ${userId}`,
      `verify ${userId}`,
      `signOut ${userId}`,
      `delete ${userId}`,
    ]);
    expect((await partition(other)).length).toBe(2);

    // The same token, on the very next request: refused (this process forgot its cached standing).
    expect(await profileStatus(userId)).toBe(401);
  });

  it('answers 429 with Retry-After to the 6th password try in a minute, even the right one (issue 25 item 6)', async () => {
    // prepare: 5 wrong passwords
    const userId = await confirmedUser();
    const token = await h.tokenFor(userId);
    const del = (password: string) =>
      deleteAccountHandler(apiEvent('DELETE /api/account', { token, body: { password } }));
    for (let i = 0; i < 5; i++) expect((await del(`errada${i}`)).statusCode).toBe(403);
    identityCalls.length = 0;
    // act
    const sixth = await del('segredo1');
    // assert: refused before the pool is asked; the account stands
    expect([sixth.statusCode, JSON.parse(sixth.body!)]).toEqual([
      429,
      { error: 'rate_limited', message: 'Muitas tentativas de senha. Aguarde um minuto e tente de novo.' },
    ]);
    expect(Number(sixth.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(sixth.headers!['retry-after'])).toBeLessThanOrEqual(60);
    expect(identityCalls).toEqual([]);
    expect(await profileStatus(userId)).toBe(200);
  });

  it('erases every item that names the user: pairings, the phone’s rows, the customer lookup; and closes the phone (issue 25 item 10)', async () => {
    // prepare: a pairing with a phone connected, an app connection, and a Stripe customer
    const userId = await confirmedUser();
    const other = await confirmedUser();
    const pairings = new DynamoPairingStore(db, TABLE);
    const nowS = Math.floor(Date.now() / 1000);
    const code = `P${userId.slice(-5).toUpperCase()}`;
    const pairing = { code, userId, sessionId: 'tab-1', createdAt: nowS, expiresAt: nowS + 7200 };
    expect(await pairings.create(pairing, new Date())).toBe(true);
    await pairings.addRemote(`phone-${userId}`, pairing);
    await h.deps.connections.add(`app-${userId}`, userId, 3600);
    const customerId = `cus_${userId.slice(-12)}`;
    await db.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.subscription(userId),
        UpdateExpression: 'SET stripeCustomerId = :c',
        ExpressionAttributeValues: { ':c': customerId },
      }),
    );
    await db.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.paymentCustomer(customerId), type: 'payment-customer', userId },
      }),
    );
    const naming = async (id: string) => {
      // The test alone may Scan: it looks for the id anywhere in any item, page by page (1 MB each).
      const found: Record<string, unknown>[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start }));
        found.push(...(page.Items ?? []).filter((i) => JSON.stringify(i).includes(id)));
        start = page.LastEvaluatedKey;
      } while (start);
      return found;
    };
    expect((await naming(userId)).length).toBeGreaterThanOrEqual(8);
    closed.length = 0;
    // act
    const token = await h.tokenFor(userId);
    const res = await deleteAccountHandler(apiEvent('DELETE /api/account', { token, body: { password: 'segredo1' } }));
    // assert
    expect(res.statusCode).toBe(200);
    expect(await naming(userId)).toEqual([]);
    expect(await naming(customerId)).toEqual([]);
    expect(closed.sort()).toEqual([`app-${userId}`, `phone-${userId}`].sort());
    expect(await pairings.get(code, new Date())).toBeNull();
    expect((await partition(other)).length).toBe(2);
  });
});
