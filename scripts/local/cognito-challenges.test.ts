import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from '../../e2e/totp';
import { ensurePool, startCognitoLocal, type CognitoLocal, type LocalPool } from './cognito-local';
import {
  ChallengeGuard,
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_SESSION_MS,
  TOTP_REUSE_WINDOW_MS,
} from './cognito-challenges';
import { Mailbox } from './mailbox';
import { startLocalServer, type LocalServer } from './server';
import { listenOnLoopback, testRuntimeConfig } from './test-support';

jest.setTimeout(120_000);

const PASSWORD = 'senha-demo';

/** Stands in for the local server's Lambda-invoke endpoint: every trigger answers its event unchanged. */
function fakeLambda(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(Buffer.concat(chunks).toString('utf8') || '{}');
    });
  });
  return listenOnLoopback(server);
}

type Answer = {
  status: number;
  body: {
    __type?: string;
    message?: string;
    Session?: string;
    ChallengeName?: string;
    AuthenticationResult?: { AccessToken: string };
    SecretCode?: string;
  };
};

describe('the /cognito proxy binds each challenge to a Session it issued (docs/LOCAL-MODE.md §cognito-local.challenges)', () => {
  let dir: string;
  let lambda: Awaited<ReturnType<typeof fakeLambda>>;
  let cognito: CognitoLocal;
  let pool: LocalPool;
  let server: LocalServer;
  /** The proxy's clock; cognito-local checks TOTP codes against the real one. */
  let clock = Date.now();
  let totpSecret = '';

  const call = async (target: string, body: object): Promise<Answer> => {
    const res = await fetch(`${server.url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify({ ClientId: pool.userPoolClientId, ...body }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const signIn = (email: string, password = PASSWORD) =>
    call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
  const answerTotp = (email: string, session: string | undefined, code: string) =>
    call('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
    });
  /** Codes cognito-local takes now (its tolerance is a step either side); `offset` 0 or 1 step ahead. */
  const code = (offset: 0 | 1) => totpCode(totpSecret, Date.now() + offset * 30_000);
  const wrongCode = () => {
    const valid = new Set([-1, 0, 1, 2].map((s) => totpCode(totpSecret, Date.now() + s * 30_000)));
    return ['000000', '111111', '222222', '333333', '444444'].find((c) => !valid.has(c))!;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-challenges-test-'));
    lambda = await fakeLambda();
    cognito = await startCognitoLocal({
      dataDir: dir,
      lambdaEndpoint: lambda.url,
      lambdaAccessKeyId: 'f00dfeedf00dfeedf00dfeedf00dfeed',
      issuerDomain: 'http://localhost/cognito',
      onCode: () => {},
    });
    pool = await ensurePool(cognito.endpoint, dir);
    server = await startLocalServer({
      port: 0,
      webDir: dir,
      cognitoEndpoint: cognito.endpoint,
      cognitoIssuerDomain: 'http://localhost/cognito',
      mailbox: new Mailbox(path.join(dir, 'mailbox.json')),
      callerSecret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      now: () => clock,
      runtimeConfig: () => testRuntimeConfig(pool),
    });
    const admin = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      for (const email of ['enterprise@viraliza.demo', 'totp@viraliza.demo']) {
        await admin.send(
          new AdminCreateUserCommand({
            UserPoolId: pool.userPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        await admin.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: pool.userPoolId,
            Username: email,
            Password: PASSWORD,
            Permanent: true,
          }),
        );
      }
    } finally {
      admin.destroy();
    }
    // TOTP on for totp@, through the proxy as /perfil turns it on.
    const token = (await signIn('totp@viraliza.demo')).body.AuthenticationResult!.AccessToken;
    totpSecret = (await call('AssociateSoftwareToken', { AccessToken: token })).body.SecretCode!;
    expect((await call('VerifySoftwareToken', { AccessToken: token, UserCode: code(0) })).status).toBe(200);
    const mfa = await call('SetUserMFAPreference', {
      AccessToken: token,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(mfa.status).toBe(200);
  });
  // Each test starts past every used code's window and every session's life.
  beforeEach(() => void (clock += CHALLENGE_SESSION_MS + TOTP_REUSE_WINDOW_MS));
  afterAll(async () => {
    await server?.close();
    await cognito?.stop();
    await lambda?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses NEW_PASSWORD_REQUIRED with a forged Session: no tokens, and the password is unchanged', async () => {
    const forged = await call('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'forged',
      ChallengeResponses: { USERNAME: 'enterprise@viraliza.demo', NEW_PASSWORD: 'hacked123' },
    });
    expect(forged).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user.' },
    });
    expect((await signIn('enterprise@viraliza.demo', 'hacked123')).body.AuthenticationResult).toBeUndefined();
    expect((await signIn('enterprise@viraliza.demo')).body.AuthenticationResult?.AccessToken).toEqual(
      expect.any(String),
    );
  });

  it('refuses SOFTWARE_TOKEN_MFA with a forged Session and a valid code: no tokens without the password', async () => {
    const forged = await answerTotp('totp@viraliza.demo', 'forged', code(1));
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid session for the user.' });
  });

  it('signs in with the session it issued: a wrong code, then the right one; the session is used once', async () => {
    const challenge = await signIn('totp@viraliza.demo');
    expect(challenge.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const wrong = await answerTotp('totp@viraliza.demo', challenge.body.Session, wrongCode());
    expect([wrong.status, wrong.body.__type]).toEqual([400, 'CodeMismatchException']);
    const right = await answerTotp('totp@viraliza.demo', challenge.body.Session, code(1));
    expect(right.status).toBe(200);
    expect(right.body.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    const again = await answerTotp('totp@viraliza.demo', challenge.body.Session, code(0));
    expect([again.status, again.body.__type]).toEqual([400, 'NotAuthorizedException']);
  });

  it('refuses a TOTP code already used by this user, as Cognito does', async () => {
    const first = await signIn('totp@viraliza.demo');
    const used = code(1);
    expect((await answerTotp('totp@viraliza.demo', first.body.Session, used)).status).toBe(200);
    const second = await signIn('totp@viraliza.demo');
    const reused = await answerTotp('totp@viraliza.demo', second.body.Session, used);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ __type: 'CodeMismatchException', message: 'Invalid code received for user' });
    // The session keeps its other attempts: a fresh code still signs in.
    expect((await answerTotp('totp@viraliza.demo', second.body.Session, code(0))).status).toBe(200);
  });

  it('refuses a code VerifySoftwareToken already took', async () => {
    const signedIn = await signIn('enterprise@viraliza.demo');
    const token = signedIn.body.AuthenticationResult!.AccessToken;
    const secret = (await call('AssociateSoftwareToken', { AccessToken: token })).body.SecretCode!;
    const setupCode = totpCode(secret, Date.now() + 30_000);
    expect((await call('VerifySoftwareToken', { AccessToken: token, UserCode: setupCode })).status).toBe(200);
    const reused = await call('VerifySoftwareToken', { AccessToken: token, UserCode: setupCode });
    expect([reused.status, reused.body.__type]).toEqual([400, 'CodeMismatchException']);
  });

  it(`locks the session after ${CHALLENGE_MAX_ATTEMPTS} wrong codes: the right one is refused then`, async () => {
    const challenge = await signIn('totp@viraliza.demo');
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
      const wrong = await answerTotp('totp@viraliza.demo', challenge.body.Session, wrongCode());
      expect([wrong.status, wrong.body.__type]).toEqual([400, 'CodeMismatchException']);
    }
    const locked = await answerTotp('totp@viraliza.demo', challenge.body.Session, code(1));
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid session for the user.' });
  });

  it('refuses the session for another user, for another challenge, and after 3 minutes', async () => {
    const challenge = await signIn('totp@viraliza.demo');
    const otherUser = await answerTotp('enterprise@viraliza.demo', challenge.body.Session, code(1));
    expect([otherUser.status, otherUser.body.__type]).toEqual([400, 'NotAuthorizedException']);
    const otherChallenge = await call('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: 'totp@viraliza.demo', NEW_PASSWORD: 'hacked123' },
    });
    expect([otherChallenge.status, otherChallenge.body.__type]).toEqual([400, 'NotAuthorizedException']);
    clock += CHALLENGE_SESSION_MS;
    const expired = await answerTotp('totp@viraliza.demo', challenge.body.Session, code(1));
    expect(expired.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    expect((await signIn('totp@viraliza.demo', 'hacked123')).body.AuthenticationResult).toBeUndefined();
  });

  it('lets one answer of many sent at once use a session: the others find it taken', async () => {
    const challenge = await signIn('totp@viraliza.demo');
    const answers = await Promise.all(
      [code(1), code(0), code(1)].map((c) => answerTotp('totp@viraliza.demo', challenge.body.Session, c)),
    );
    expect(answers.filter((a) => a.body.AuthenticationResult).length).toBe(1);
  });
});

describe('ChallengeGuard', () => {
  const issue = (guard: ChallengeGuard) =>
    guard.issued(
      { ClientId: 'c', AuthParameters: { USERNAME: 'ana@x.com' } },
      { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: 'uuid-ana' } },
    );
  const answer = (code: string, username = 'ana@x.com') => ({
    ClientId: 'c',
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: 's1',
    ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
  });

  it('takes the pool’s user name or the one the password was proved with', () => {
    const guard = new ChallengeGuard(() => 0);
    issue(guard);
    const byEmail = guard.begin(answer('123456'));
    expect(byEmail).toMatchObject({ session: 's1', code: '123456' });
    guard.settle(byEmail as never, false, {}, undefined);
    expect(guard.begin(answer('123456', 'uuid-ana'))).toMatchObject({ session: 's1' });
  });

  it('frees a code the pool refused, and keeps one it took for 90 s', () => {
    let now = 0;
    const guard = new ChallengeGuard(() => now);
    expect(guard.reserveCode('uuid-ana', '123456')).toBe(true);
    expect(guard.reserveCode('uuid-ana', '123456')).toBe(false);
    expect(guard.reserveCode('uuid-bia', '123456')).toBe(true);
    guard.releaseCode('uuid-bia', '123456');
    expect(guard.reserveCode('uuid-bia', '123456')).toBe(true);
    now = TOTP_REUSE_WINDOW_MS;
    expect(guard.reserveCode('uuid-ana', '123456')).toBe(true);
  });

  it('records a challenge issued in answer to another, for the same user', () => {
    const guard = new ChallengeGuard(() => 0);
    guard.issued(
      { ClientId: 'c', AuthParameters: { USERNAME: 'ana@x.com' } },
      { ChallengeName: 'SELECT_MFA_TYPE', Session: 's0', ChallengeParameters: { USER_ID_FOR_SRP: 'uuid-ana' } },
    );
    const request = {
      ClientId: 'c',
      ChallengeName: 'SELECT_MFA_TYPE',
      Session: 's0',
      ChallengeResponses: { USERNAME: 'ana@x.com', ANSWER: 'SOFTWARE_TOKEN_MFA' },
    };
    const attempt = guard.begin(request);
    guard.settle(attempt as never, true, request, { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1' });
    expect(guard.begin(answer('654321'))).toMatchObject({ session: 's1', challenge: { user: 'uuid-ana' } });
  });
});
