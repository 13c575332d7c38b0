import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { makeHandler as makePostConfirmation } from '../../src/handlers/accounts/post-confirmation.handler';
import { makeHandler as makeGetProfile } from '../../src/handlers/profile/get-profile.handler';
import { makeHandler as makeUpdateProfile } from '../../src/handlers/profile/update-profile.handler';
import { makeHandler as makeSignOutEverywhere } from '../../src/handlers/profile/sign-out-everywhere.handler';
import { makeHandler as makeDeleteAccount } from '../../src/handlers/accounts/delete-account.handler';
import { StandingCheckedVerifier } from '../../src/accounts/standing-check';
import { DynamoAccountStore } from '../../src/adapters/dynamo/account-store.dynamo';
import { keys } from '../../src/adapters/dynamo/keys';
import { DynamoRateLimiter } from '../../src/adapters/dynamo/rate-limiter.dynamo';
import { LocalObjectStore } from '../../src/adapters/objects/local-object-store';
import type { Clock } from '../../src/core/ports';
import { DynamoProfileStore } from '../../src/adapters/dynamo/profile-store.dynamo';
import { apiEvent, makeHarness, makeTestDb, newUserId, TABLE, type Harness } from './harness';

/**
 * /perfil against DynamoDB Local and the local object store on a temp folder: the name and the
 * picture (an object, never in the table), sign-out everywhere refusing older tokens, and
 * account deletion erasing the user's objects with the rows (docs/ARCHITECTURE.md §account-deletion).
 */
const db = makeTestDb();
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16, 7)]);
const avatar = (bytes: Buffer = WEBP) => ({ contentType: 'image/webp', data: bytes.toString('base64') });

let h: Harness;
/** The handlers' one deps object: the harness's parts, the test's clock and verifier, the real stores. */
let deps: Parameters<typeof makeGetProfile>[0];
let getProfile: ReturnType<typeof makeGetProfile>;
let updateProfile: ReturnType<typeof makeUpdateProfile>;
let signOutEverywhere: ReturnType<typeof makeSignOutEverywhere>;
let deleteAccount: ReturnType<typeof makeDeleteAccount>;
let dir: string;
let objects: LocalObjectStore;
let nowMs = Date.now();
const clock: Clock = { now: () => new Date(nowMs) };

let postConfirmation: ReturnType<typeof makePostConfirmation>;

beforeAll(async () => {
  h = await makeHarness();
  const base = {
    ...h.deps,
    clock,
    tokens: new StandingCheckedVerifier(h.deps.tokens, new DynamoAccountStore(db, TABLE), clock),
  };
  postConfirmation = makePostConfirmation(base);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-objects-'));
  objects = new LocalObjectStore({ dir, secret: 'integration-secret-of-32-characters', clock });
  deps = { ...base, profiles: new DynamoProfileStore(db, TABLE), objects };
  getProfile = makeGetProfile(deps);
  updateProfile = makeUpdateProfile(deps);
  deleteAccount = makeDeleteAccount({
    ...base,
    deletion: {
      standings: new DynamoAccountStore(db, TABLE),
      identity: {
        verifyPassword: async (_u, password) => password === 'segredo1',
        signOutEverywhere: async () => {},
        deleteUser: async () => {},
        disableUser: async () => {},
      },
      limiter: new DynamoRateLimiter(db, TABLE),
      connections: { close: async () => {} },
      objects,
      onDeleted: () => {},
    },
  });
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function confirmedUser(): Promise<string> {
  const userId = newUserId();
  await postConfirmation({
    version: '1',
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userName: userId,
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: { userAttributes: { sub: userId, email: `${userId}@teste.com`, name: 'Ana' } },
    response: {},
  } as unknown as PostConfirmationTriggerEvent);
  return userId;
}

const call = async (
  handler: typeof getProfile,
  routeKey: string,
  userId: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await handler(apiEvent(routeKey, { token: await h.tokenFor(userId), body }));
  return { status: res.statusCode!, body: JSON.parse(res.body!) };
};

const filesOf = (userId: string) =>
  fs.existsSync(path.join(dir, 'users', userId))
    ? fs.readdirSync(path.join(dir, 'users', userId), { recursive: true })
    : [];

const profileRow = async (userId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk AND sk = :sk',
        ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':sk': 'PROFILE' },
      }),
    )
  ).Items?.[0];

describe('PATCH /api/profile', () => {
  it('changes the name and stores the picture as an object; the row keeps only its key', async () => {
    const userId = await confirmedUser();
    const res = await call(updateProfile, 'PATCH /api/profile', userId, { name: '  Ana Souza ', avatar: avatar() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ana Souza',
      avatarUrl: expect.stringMatching(/^\/_objects\/users\/.+\.webp\?exp=\d+&sig=/),
    });

    const row = await profileRow(userId);
    expect(row).toMatchObject({
      name: 'Ana Souza',
      avatarKey: expect.stringMatching(new RegExp(`^users/${userId}/avatar/\\w+\\.webp$`)),
    });
    expect(JSON.stringify(row)).not.toContain(WEBP.toString('base64'));
    expect((await objects.read(row!.avatarKey as string))?.bytes).toEqual(WEBP);

    // GET answers a fresh signed URL of the same object.
    const got = await call(getProfile, 'GET /api/profile', userId);
    expect(got.body.avatarUrl).toContain(`/_objects/${row!.avatarKey as string}?`);
  });

  it('replaces the picture and deletes the old object; null removes it', async () => {
    const userId = await confirmedUser();
    await call(updateProfile, 'PATCH /api/profile', userId, { avatar: avatar() });
    const first = (await profileRow(userId))!.avatarKey as string;
    await call(updateProfile, 'PATCH /api/profile', userId, {
      avatar: avatar(Buffer.concat([WEBP, Buffer.from([9])])),
    });
    const second = (await profileRow(userId))!.avatarKey as string;
    expect(second).not.toBe(first);
    expect(await objects.read(first)).toBeNull();
    expect(await objects.read(second)).not.toBeNull();

    const removed = await call(updateProfile, 'PATCH /api/profile', userId, { avatar: null });
    expect(removed.body.avatarUrl).toBeNull();
    expect(await objects.read(second)).toBeNull();
    expect((await profileRow(userId))!.avatarKey).toBeUndefined();
  });

  it('refuses a body outside the schema and bytes that are not the image they claim, in pt-BR, changing nothing', async () => {
    const userId = await confirmedUser();
    expect(await call(updateProfile, 'PATCH /api/profile', userId, { name: '' })).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'Informe seu nome.' },
    });
    const fake = await call(updateProfile, 'PATCH /api/profile', userId, {
      avatar: { contentType: 'image/webp', data: Buffer.from('<svg onload=alert(1)>').toString('base64') },
    });
    expect(fake).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'Envie uma imagem JPEG ou WebP.' },
    });
    expect(filesOf(userId)).toEqual([]);
    expect((await profileRow(userId))!.name).toBe('Ana');
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  const poolCalls: string[] = [];
  beforeAll(() => {
    signOutEverywhere = makeSignOutEverywhere({
      ...deps,
      signOut: { signOutEverywhere: async (u) => void poolCalls.push(`signOut ${u}`) },
    });
  });

  it('refuses a token issued in the same second as the sign-out (issue 25 item 5), after the pool revoked the refresh tokens', async () => {
    // prepare: the server's clock in the very second the token was issued
    const userId = await confirmedUser();
    const token = await h.tokenFor(userId);
    const iat = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number }).iat;
    nowMs = iat * 1000 + 999;
    poolCalls.length = 0;
    // act
    const res = await signOutEverywhere(apiEvent('POST /api/account/sign-out-everywhere', { token }));
    // assert
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ tokensValidAfter: iat });
    expect(poolCalls).toEqual([`signOut ${userId}`]);
    expect((await getProfile(apiEvent('GET /api/profile', { token }))).statusCode).toBe(401);
    nowMs = Date.now();
  });

  it('refuses every token issued before it, and accepts a newer one', async () => {
    const userId = await confirmedUser();
    // the old token is backdated and the server's clock set between it and now, so a token
    // signed now is the later sign-in, without waiting on the wall clock
    const nowS = Math.floor(Date.now() / 1000);
    const old = await h.tokenFor(userId, { issuedAt: nowS - 10 });
    nowMs = (nowS - 5) * 1000; // a few seconds later than the old token's iat
    expect(
      (await signOutEverywhere(apiEvent('POST /api/account/sign-out-everywhere', { token: old }))).statusCode,
    ).toBe(200);
    expect((await getProfile(apiEvent('GET /api/profile', { token: old }))).statusCode).toBe(401);
    // A sign-in after it (a token issued later) works.
    expect((await getProfile(apiEvent('GET /api/profile', { token: await h.tokenFor(userId) }))).statusCode).toBe(200);
    nowMs = Date.now();
  });
});

describe('DELETE /api/account', () => {
  it("erases the user's objects with the rows, and leaves another user's alone", async () => {
    const userId = await confirmedUser();
    const other = await confirmedUser();
    await call(updateProfile, 'PATCH /api/profile', userId, { avatar: avatar() });
    await call(updateProfile, 'PATCH /api/profile', other, { avatar: avatar() });
    await objects.put(`users/${userId}/images/generated.png`, new Uint8Array([1, 2]), 'image/png');
    expect(filesOf(userId).length).toBeGreaterThan(0);

    const res = await call(deleteAccount, 'DELETE /api/account', userId, { password: 'segredo1' });
    expect(res).toEqual({ status: 200, body: { deleted: true } });
    expect(fs.existsSync(path.join(dir, 'users', userId))).toBe(false);
    expect(await profileRow(userId)).toBeUndefined();
    expect(await objects.read((await profileRow(other))!.avatarKey as string)).not.toBeNull();
  });
});
