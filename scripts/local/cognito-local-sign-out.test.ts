import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoIdentityAdmin } from '../../functions/src/adapters/identity/cognito-identity-admin';
import { listenOnLoopback } from './test-support';
import { ensurePool, startCognitoLocal, type CognitoLocal, type LocalPool } from './cognito-local';

jest.setTimeout(120_000);

/** Stands in for the local server's Lambda-invoke endpoint: every trigger answers its event unchanged. */
function echoLambda(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(Buffer.concat(chunks));
    });
  });
  return listenOnLoopback(server);
}

/**
 * The server's sign-out everywhere against a real cognito-local, which has no
 * AdminUserGlobalSignOut (docs/LOCAL-MODE.md §cognito-local.unsupported): the admin adapter
 * revokes the refresh tokens kept in the pool's data file, so none of them refreshes any more.
 */
describe('CognitoIdentityAdmin.signOutEverywhere on cognito-local', () => {
  let dir: string;
  let lambda: Awaited<ReturnType<typeof echoLambda>>;
  let cognito: CognitoLocal;
  let pool: LocalPool;
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-cognito-signout-'));
    lambda = await echoLambda();
    cognito = await startCognitoLocal({
      dataDir: dir,
      lambdaEndpoint: lambda.url,
      lambdaAccessKeyId: 'f00dfeedf00dfeedf00dfeedf00dfeed',
      issuerDomain: 'http://localhost:3000/cognito',
      onCode: () => {},
    });
    pool = await ensurePool(cognito.endpoint, dir);
    client = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(async () => {
    await cognito?.stop();
    await lambda?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A session's refresh token, and the pool user name its access token carries (what the API's caller has). */
  const signIn = async (email: string) => {
    const { AuthenticationResult: result } = await client.send(
      new InitiateAuthCommand({
        ClientId: pool.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'segredo123' },
      }),
    );
    const claims = JSON.parse(Buffer.from(result!.AccessToken!.split('.')[1]!, 'base64url').toString('utf8')) as {
      username: string;
    };
    return { refreshToken: result!.RefreshToken!, username: claims.username };
  };
  const refresh = (token: string) =>
    client.send(
      new InitiateAuthCommand({
        ClientId: pool.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: token },
      }),
    );

  it("revokes every refresh token of the user, and no other user's", async () => {
    // prepare: two sessions of ana, one of bia
    for (const username of ['ana@teste.com', 'bia@teste.com']) {
      await client.send(
        new AdminCreateUserCommand({ UserPoolId: pool.userPoolId, Username: username, MessageAction: 'SUPPRESS' }),
      );
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: pool.userPoolId,
          Username: username,
          Password: 'segredo123',
          Permanent: true,
        }),
      );
    }
    const ana = [await signIn('ana@teste.com'), await signIn('ana@teste.com')];
    const bia = await signIn('bia@teste.com');
    await expect(refresh(ana[0]!.refreshToken)).resolves.toMatchObject({ AuthenticationResult: expect.anything() });
    const admin = new CognitoIdentityAdmin({
      userPoolId: pool.userPoolId,
      clientId: pool.userPoolClientId,
      region: 'local',
      endpoint: cognito.endpoint,
      localPoolFile: path.join(dir, 'cognito', '.cognito', 'db', `${pool.userPoolId}.json`),
    });
    // act
    await admin.signOutEverywhere(ana[0]!.username);
    // assert
    for (const session of ana)
      await expect(refresh(session.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(refresh(bia.refreshToken)).resolves.toMatchObject({ AuthenticationResult: expect.anything() });
  });
});
