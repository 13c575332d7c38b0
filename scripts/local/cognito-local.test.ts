import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { AUTH_EMAILS, CODE_PLACEHOLDER } from '../../functions/src/accounts/custom-message';
import { listenOnLoopback } from './test-support';
import { asDelivery, ensurePool, startCognitoLocal, type CognitoLocal, type DeliveredCode } from './cognito-local';

jest.setTimeout(120_000);

const ACCESS_KEY_ID = 'f00dfeedf00dfeedf00dfeedf00dfeed';

/** Stands in for the local server's Lambda-invoke endpoint: answers CustomMessage like the real trigger. */
function fakeLambda(): Promise<{ url: string; keys: string[]; close(): Promise<void> }> {
  const keys: string[] = [];
  const server = http.createServer((req, res) => {
    keys.push(req.headers.authorization?.match(/Credential=([^/]+)\//)?.[1] ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { response: object };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...event,
          response: { emailSubject: AUTH_EMAILS.signUp.subject, emailMessage: AUTH_EMAILS.signUp.html },
        }),
      );
    });
  });
  return listenOnLoopback(server).then((listening) => ({ ...listening, keys }));
}

describe('cognito-local codes reach the mailbox over IPC (docs/LOCAL-MODE.md §cognito-local.codes)', () => {
  let dir: string;
  let lambda: Awaited<ReturnType<typeof fakeLambda>>;
  let cognito: CognitoLocal;
  const arrived = new Map<string, { delivery: DeliveredCode; at: number }>();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-cognito-test-'));
    lambda = await fakeLambda();
    cognito = await startCognitoLocal({
      dataDir: dir,
      lambdaEndpoint: lambda.url,
      lambdaAccessKeyId: ACCESS_KEY_ID,
      issuerDomain: 'http://localhost:3000/cognito',
      onCode: (delivery) => arrived.set(delivery.to, { delivery, at: performance.now() }),
    });
  });
  afterAll(async () => {
    await cognito?.stop();
    await lambda?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers each of 100 sign-ups’ codes, with the trigger’s subject, within 1 s of the sign-up', async () => {
    const pool = await ensurePool(cognito.endpoint, dir);
    const client = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const lateness: number[] = [];
    try {
      for (let i = 0; i < 100; i++) {
        const email = `pessoa${i}@teste.com.br`;
        const sent = performance.now();
        await client.send(
          new SignUpCommand({
            ClientId: pool.userPoolClientId,
            Username: email,
            Password: 'senha-segura',
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        );
        const deadline = sent + 1_000;
        while (!arrived.has(email) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
        const got = arrived.get(email);
        lateness.push(got ? got.at - sent : Infinity);
        expect(got?.delivery).toEqual({
          to: email,
          code: expect.stringMatching(/^\d{6}$/),
          subject: AUTH_EMAILS.signUp.subject,
        });
      }
    } finally {
      client.destroy();
    }
    expect(lateness.filter((ms) => ms > 1_000)).toEqual([]);
    // cognito-local signed its trigger calls with the per-start key (docs/LOCAL-MODE.md §local-callers).
    expect(lambda.keys.length).toBeGreaterThanOrEqual(100);
    expect(new Set(lambda.keys)).toEqual(new Set([ACCESS_KEY_ID]));
    expect(AUTH_EMAILS.signUp.html).toContain(CODE_PLACEHOLDER);
  });
});

describe('asDelivery', () => {
  it.each([
    {
      message: { type: 'code', to: 'a@b.c', code: '123456', subject: 'S' },
      out: { to: 'a@b.c', code: '123456', subject: 'S' },
    },
    {
      message: { type: 'code', to: 'a@b.c', code: '123456' },
      out: { to: 'a@b.c', code: '123456', subject: undefined },
    },
    { message: { type: 'other', to: 'a@b.c', code: '1' }, out: null },
    { message: { type: 'code', to: 1, code: '1' }, out: null },
    { message: null, out: null },
  ])('reads $message as $out', ({ message, out }) => {
    expect(asDelivery(message)).toEqual(out);
  });
});
