import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import WebSocket from 'ws';
import { testDeps } from '../../functions/test/support/deps';
import { MemoryPairingStore, aPairing, recordingPushes } from '../../functions/src/teleprompter/test-support';
import { LocalObjectStore } from '../../functions/src/adapters/objects/local-object-store';
import { LOCAL_RESEND_NOTE, Mailbox } from './mailbox';
import { listenOnLoopback, testRuntimeConfig } from './test-support';
import { HOST_REFUSED_MESSAGE, ORIGIN_REFUSED_MESSAGE } from './loopback-guard';
import {
  COGNITO_PROXY_REFUSED_MESSAGE,
  PAYLOAD_TOO_LARGE_MESSAGE,
  WS_FRAME_BURST,
  WS_FRAMES_PER_SECOND,
  WS_MAX_BUFFERED_BYTES,
  WS_THROTTLED_FRAME,
  sigV4AccessKeyId,
  startLocalServer,
  type LocalServer,
} from './server';

jest.setTimeout(30_000);

const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** The server's ping period here: a half-open connection is ended within two of them. */
const HEARTBEAT_MS = 250;
const OBJECT_SECRET = 'objects-secret-of-at-least-32-chars';
const sigV4 = (accessKeyId: string) =>
  `AWS4-HMAC-SHA256 Credential=${accessKeyId}/20260101/local/lambda/aws4_request, SignedHeaders=host, Signature=00`;

/** A stand-in for cognito-local that records what reaches it and answers with a wildcard CORS header. */
function fakeCognito(): Promise<{ url: string; targets: string[]; close(): Promise<void> }> {
  const targets: string[] = [];
  const server = http.createServer((req, res) => {
    targets.push(String(req.headers['x-amz-target'] ?? `${req.method} ${req.url}`));
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end('{"UserSub":"abc"}');
    });
  });
  return listenOnLoopback(server).then((listening) => ({ ...listening, targets }));
}

describe('local server: the doors a web page or a neighbour could open', () => {
  let server: LocalServer;
  let cognito: Awaited<ReturnType<typeof fakeCognito>>;
  let dir: string;
  let mailbox: Mailbox;
  /** The server's clock (its WebSocket frame limit); tests move it by hand. */
  let clock = 1_000_000;
  let port: number;
  /** The WebSocket handlers' deps: a describe fills it before its tests. */
  const wsDeps = {};

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-server-test-'));
    cognito = await fakeCognito();
    mailbox = new Mailbox(path.join(dir, 'mailbox.json'));
    server = await startLocalServer({
      port: 0,
      webDir: dir,
      cognitoEndpoint: cognito.url,
      cognitoIssuerDomain: 'http://localhost/cognito',
      mailbox,
      callerSecret: SECRET,
      objects: { dir: path.join(dir, 'objects'), secret: OBJECT_SECRET },
      now: () => clock,
      runtimeConfig: () => testRuntimeConfig(),
      wsDeps,
      wsHeartbeatMs: HEARTBEAT_MS,
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    await cognito?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const cognitoCall = (target: string, origin?: string) =>
    fetch(`${server.url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        ...(origin ? { origin } : {}),
      },
      body: '{"UserPoolId":"local_x"}',
    });

  /** A raw HTTP/1.1 exchange, for the requests fetch will not send (a foreign Host, broken bytes). */
  const raw = (text: string | Buffer) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => {});
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const request = (
    method: string,
    pathname: string,
    headers: Record<string, string>,
    body = '',
  ): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const upgradeHead = (headers: string) =>
    `GET /ws?token=token-ana HTTP/1.1\r\n${headers}Upgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;

  describe('Host and Origin (docs/LOCAL-MODE.md §host-origin)', () => {
    const signUp = (headers: Record<string, string>) =>
      request(
        'POST',
        '/cognito/',
        {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
          ...headers,
        },
        '{}',
      );

    it('refuses a rebinding domain’s Host with 421 and a pt-BR message, even with its matching Origin', async () => {
      const before = cognito.targets.length;
      const res = await signUp({
        host: `rebind.evil.example:${port}`,
        origin: `http://rebind.evil.example:${port}`,
      });
      expect(res.status).toBe(421);
      expect(JSON.parse(res.body)).toEqual({ error: 'forbidden', message: HOST_REFUSED_MESSAGE });
      expect(cognito.targets.length).toBe(before);
      for (const host of [`rebind.evil.example:${port}`, 'localhost', `localhost:${port + 1}`, `127.0.0.2:${port}`])
        expect([host, (await request('GET', '/dev/emails.json', { host })).status]).toEqual([host, 421]);
    });

    it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('answers Host %s with the port', async (name) => {
      expect((await request('GET', '/dev/emails.json', { host: `${name}:${port}` })).status).toBe(200);
    });

    it('refuses a state-changing request from another origin with 403, without reaching cognito-local', async () => {
      const before = cognito.targets.length;
      for (const origin of [
        'https://evil.example',
        'null',
        `http://localhost:${port + 1}`,
        `https://localhost:${port}`,
      ]) {
        const res = await signUp({ host: `localhost:${port}`, origin });
        expect([origin, res.status]).toEqual([origin, 403]);
        expect(JSON.parse(res.body)).toEqual({ error: 'forbidden', message: ORIGIN_REFUSED_MESSAGE });
      }
      expect(cognito.targets.length).toBe(before);
      const api = await request('POST', '/api/scripts/generate', {
        host: `localhost:${port}`,
        origin: 'https://evil.example',
      });
      expect(api.status).toBe(403);
    });

    it('takes the app’s own origins, by any loopback name, and requests with no Origin', async () => {
      for (const origin of [
        `http://localhost:${port}`,
        `http://127.0.0.1:${port}`,
        `http://[::1]:${port}`,
        undefined,
      ]) {
        const res = await signUp({ host: `localhost:${port}`, ...(origin ? { origin } : {}) });
        expect([origin, res.status]).toEqual([origin, 200]);
      }
      // A GET changes nothing, so its Origin is not checked.
      const get = await request('GET', '/dev/emails.json', {
        host: `localhost:${port}`,
        origin: 'https://evil.example',
      });
      expect(get.status).toBe(200);
    });

    it('refuses a WebSocket upgrade for a foreign Host (421) or Origin (403), and takes the app’s own', async () => {
      expect(await raw(upgradeHead(`Host: rebind.evil.example:${port}\r\n`))).toMatch(/^HTTP\/1\.1 421 /);
      expect(await raw(upgradeHead(`Host: localhost:${port}\r\nOrigin: https://evil.example\r\n`))).toMatch(
        /^HTTP\/1\.1 403 [^]*Origem não permitida/,
      );
    });
  });

  describe('odd addresses (issue 25 item 11)', () => {
    it.each([
      '/_objects/%ZZ',
      '/_objects/users/%E0%A4%A',
      `/_local/${SECRET}/@connections/%ZZ`,
      '/2015-03-31/functions/%ZZ/invocations',
    ])('answers %s with a 4xx, never a 500', async (pathname) => {
      const res = await fetch(`${server.url}${pathname}`, {
        method: pathname.includes('invocations') ? 'POST' : 'GET',
        headers: pathname.includes('invocations') ? { authorization: sigV4(SECRET) } : {},
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Endereço malformado.');
    });
  });

  describe('/cognito proxy (docs/LOCAL-MODE.md §cognito-local.proxy)', () => {
    it.each([
      'ListUsers',
      'AdminSetUserPassword',
      'AdminDeleteUser',
      'AdminCreateUser',
      'AdminGetUser',
      'DeleteUserPool',
    ])('refuses %s with 403 and a pt-BR message, without reaching cognito-local', async (target) => {
      const before = cognito.targets.length;
      const res = await cognitoCall(target);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'forbidden', message: COGNITO_PROXY_REFUSED_MESSAGE });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(cognito.targets.length).toBe(before);
    });

    it.each(['SignUp', 'ConfirmSignUp', 'InitiateAuth', 'ForgotPassword', 'ConfirmForgotPassword', 'RevokeToken'])(
      'forwards %s, with no CORS header',
      async (target) => {
        const res = await cognitoCall(target);
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(cognito.targets.at(-1)).toBe(`AWSCognitoIdentityProviderService.${target}`);
      },
    );

    it.each([
      'GetUser',
      'ChangePassword',
      'UpdateUserAttributes',
      'VerifyUserAttribute',
      'AssociateSoftwareToken',
      'VerifySoftwareToken',
      'SetUserMFAPreference',
      'GlobalSignOut',
    ])(
      'refuses %s with a forged access token (cognito-local would only decode it), without reaching it',
      async (target) => {
        const before = cognito.targets.length;
        const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
          JSON.stringify({ sub: 'someone-else', client_id: 'client', token_use: 'access' }),
        ).toString('base64url')}.`;
        const res = await fetch(`${server.url}/cognito/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
          },
          body: JSON.stringify({ AccessToken: forged, UserAttributes: [{ Name: 'email', Value: 'x@y.z' }] }),
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
        // Only the pool's public keys were fetched, never the call itself.
        expect(cognito.targets.slice(before).filter((t) => !t.endsWith('/.well-known/jwks.json'))).toEqual([]);
      },
    );

    it('answers ResendConfirmationCode itself (cognito-local lacks it): the same sign-up code, again, labelled as local', async () => {
      mailbox.add('nova@teste.com', '424242', 'Viraliza: confirme seu e-mail');
      mailbox.add('outra@teste.com', '111111', 'Viraliza: confirme seu e-mail');
      const before = cognito.targets.length;
      const resend = (Username: string) =>
        fetch(`${server.url}/cognito/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.ResendConfirmationCode',
          },
          body: JSON.stringify({ ClientId: 'c', Username }),
        });
      const res = await resend('Nova@Teste.com');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@teste.com' },
      });
      expect(mailbox.list()[0]).toMatchObject({ to: 'nova@teste.com', code: '424242' });
      expect(mailbox.list()[0]!.subject).toContain(LOCAL_RESEND_NOTE);

      const unknown = await resend('ninguem@teste.com');
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).__type).toBe('UserNotFoundException');
      expect(cognito.targets.length).toBe(before); // never forwarded
    });

    it('refuses a target without the service prefix, a preflight and other paths', async () => {
      const bare = await fetch(`${server.url}/cognito/`, {
        method: 'POST',
        headers: { 'x-amz-target': 'SignUp' },
        body: '{}',
      });
      expect(bare.status).toBe(403);
      const preflight = await fetch(`${server.url}/cognito/`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect((await fetch(`${server.url}/cognito/health`)).status).toBe(403);
    });

    it('serves the pool’s public keys', async () => {
      const res = await fetch(`${server.url}/cognito/local_abc/.well-known/jwks.json`);
      expect(res.status).toBe(200);
      expect(cognito.targets.at(-1)).toBe('GET /local_abc/.well-known/jwks.json');
    });
  });

  describe("the web app's own files", () => {
    it.each([
      ['manifest.webmanifest', 'application/manifest+json'],
      ['favicon.svg', 'image/svg+xml'],
      ['icon-192.png', 'image/png'],
    ])('serves /%s as %s', async (file, type) => {
      fs.writeFileSync(path.join(dir, file), 'x');
      const res = await fetch(`${server.url}/${file}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, type]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  describe('/_objects (docs/LOCAL-MODE.md §objects)', () => {
    const store = () =>
      new LocalObjectStore({ dir: path.join(dir, 'objects'), secret: OBJECT_SECRET, clock: { now: () => new Date() } });

    it('serves an object for a URL the store signed, with its type', async () => {
      await store().put('users/ana/avatar/a.webp', new Uint8Array([82, 73, 70, 70]), 'image/webp');
      const res = await fetch(`${server.url}${await store().signedGetUrl('users/ana/avatar/a.webp', 60)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]));
    });

    it('refuses an unsigned, tampered or expired URL with 403', async () => {
      await store().put('users/ana/avatar/a.webp', new Uint8Array([1]), 'image/webp');
      const signed = await store().signedGetUrl('users/ana/avatar/a.webp', 60);
      const expired = new LocalObjectStore({
        dir: path.join(dir, 'objects'),
        secret: OBJECT_SECRET,
        clock: { now: () => new Date(Date.now() - 120_000) },
      });
      for (const url of [
        '/_objects/users/ana/avatar/a.webp',
        signed.replace('users/ana', 'users/bia'),
        signed.replace(/sig=./, 'sig=A'),
        await expired.signedGetUrl('users/ana/avatar/a.webp', 60),
      ])
        expect([url, (await fetch(`${server.url}${url}`)).status]).toEqual([url, 403]);
    });
  });

  describe('Lambda-invoke endpoint (docs/LOCAL-MODE.md §local-callers)', () => {
    const invoke = (authorization: string | undefined, body = '{}', name = 'postConfirmation') =>
      fetch(`${server.url}/2015-03-31/functions/${name}/invocations`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
        body,
      });

    it.each([
      { label: 'no signature', auth: undefined },
      { label: "cognito-local's old fixed key", auth: sigV4('local') },
      { label: 'a guessed key', auth: sigV4('a1b2c3d4e5f60718293a4b5c6d7e8f91') },
      { label: 'the secret outside the credential', auth: `Bearer ${SECRET}` },
    ])('refuses $label with 403, running no trigger', async ({ auth }) => {
      const res = await invoke(auth, '{"triggerSource":"PostConfirmation_ConfirmSignUp","request":{}}');
      expect(res.status).toBe(403);
    });

    it('answers malformed JSON from the real caller with 400', async () => {
      const res = await invoke(sigV4(SECRET), '{"triggerSource":');
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('validation_failed');
    });

    it('answers an unknown function with 404', async () => {
      expect((await invoke(sigV4(SECRET), '{}', 'nope')).status).toBe(404);
    });
  });

  describe('@connections (docs/LOCAL-MODE.md §local-callers)', () => {
    it('is gone from the root path, and refuses a wrong secret', async () => {
      expect((await fetch(`${server.url}/@connections/abc`, { method: 'POST', body: 'x' })).status).toBe(403);
      const wrong = await fetch(`${server.url}/_local/${SECRET.replace('a', 'b')}/@connections/abc`, {
        method: 'POST',
        body: 'x',
      });
      expect(wrong.status).toBe(403);
    });

    it('answers the publisher’s SDK client, whose endpoint carries the secret', async () => {
      const client = new ApiGatewayManagementApiClient({
        endpoint: `${server.url.replace('localhost', '127.0.0.1')}/_local/${SECRET}`,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      await expect(
        client.send(new PostToConnectionCommand({ ConnectionId: 'nobody', Data: new Uint8Array([1]) })),
      ).rejects.toMatchObject({ name: 'GoneException', $metadata: { httpStatusCode: 410 } });
      client.destroy();
    });
  });

  describe('WebSocket (docs/LOCAL-MODE.md §websocket)', () => {
    let pairings: MemoryPairingStore;
    let pushes: ReturnType<typeof recordingPushes>;
    beforeEach(() => {
      pairings = new MemoryPairingStore();
      pushes = recordingPushes();
      Object.assign(wsDeps, {
        ...testDeps({
          tokens: { 'token-ana': 'ana' },
          connections: {
            add: async (id, userId) => pairings.addApp(id, userId),
            remove: async () => {},
            listForUser: async () => [],
          },
          realtime: pushes.realtime,
        }),
        pairings,
        attempts: pairings,
        standings: { getStanding: async () => ({ status: 'active' }) },
        remotes: pushes.remotes,
      });
    });

    const open = (query: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws?${query}`);
        ws.once('open', () => resolve(ws));
        ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
        ws.once('error', reject);
      });
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
    };

    it('passes a frame to $default as API Gateway does: its connection id and body', async () => {
      await pairings.create(aPairing(), new Date('2026-03-15T09:30:00Z'));
      const phone = await open('pair=ab3k7p');
      const prompter = await open('token=token-ana');
      try {
        phone.send(JSON.stringify({ action: 'teleprompter.command', command: 'back' }));
        prompter.send(JSON.stringify({ action: 'teleprompter.state', code: 'AB3K7P', playing: true, speed: 45 }));
        await until(() => pushes.published.length > 0 && pushes.sent.length > 0);
        expect(pushes.published).toEqual([
          [
            'ana',
            { type: 'teleprompter.command', sessionId: 'tab-0001-ana', command: 'back', sentAt: expect.any(Number) },
          ],
        ]);
        // Sent to the phone's own connection id, the one its $connect recorded.
        const [phoneId] = [...pairings.remotes.get('AB3K7P')!];
        expect(pushes.sent).toEqual([[phoneId, { type: 'teleprompter.state', playing: true, speed: 45 }]]);
      } finally {
        phone.close();
        prompter.close();
      }
    });

    const closeOf = (ws: WebSocket) =>
      new Promise<number>((resolve) => {
        ws.on('error', () => {});
        ws.once('close', (code) => resolve(code));
      });
    /** The server still answers HTTP and opens another client's socket. */
    const stillUp = async () => {
      expect((await fetch(`${server.url}/dev/emails.json`)).status).toBe(200);
      const other = await open('token=token-ana');
      other.close();
    };

    describe('fuzz (docs/LOCAL-MODE.md §websocket.limits)', () => {
      it('closes a 131,073-byte frame’s connection with 1009 and stays up', async () => {
        const ws = await open('token=token-ana');
        const closed = closeOf(ws);
        ws.send(Buffer.alloc(131_073, 0x61), { binary: false });
        expect(await closed).toBe(1009);
        await stillUp();
      });

      it('closes an invalid UTF-8 text frame’s connection with 1007 and stays up', async () => {
        await pairings.create(aPairing(), new Date('2026-03-15T09:30:00Z'));
        const phone = await open('pair=ab3k7p');
        const closed = closeOf(phone);
        phone.send(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), { binary: false });
        expect(await closed).toBe(1007);
        await stillUp();
      });

      it(`passes ${WS_FRAME_BURST} frames of a flood, then ${WS_FRAMES_PER_SECOND} a second, and says so once`, async () => {
        await pairings.create(aPairing(), new Date('2026-03-15T09:30:00Z'));
        const phone = await open('pair=ab3k7p');
        const heard: string[] = [];
        phone.on('message', (data) => heard.push(data.toString()));
        try {
          const command = JSON.stringify({ action: 'teleprompter.command', command: 'back' });
          // A ping is answered after the frames before it were read: the server has judged them all.
          const flood = async (frames: number) => {
            for (let i = 0; i < frames; i++) phone.send(command);
            await new Promise((resolve) => (phone.once('pong', resolve), phone.ping()));
          };
          await flood(3_000);
          await until(() => pushes.published.length >= WS_FRAME_BURST);
          expect(pushes.published.length).toBe(WS_FRAME_BURST);
          expect(heard).toEqual([WS_THROTTLED_FRAME]);
          clock += 1_000;
          await flood(WS_FRAMES_PER_SECOND + 5);
          await until(() => pushes.published.length >= WS_FRAME_BURST + WS_FRAMES_PER_SECOND);
          expect(pushes.published.length).toBe(WS_FRAME_BURST + WS_FRAMES_PER_SECOND);
          expect(heard).toEqual([WS_THROTTLED_FRAME, WS_THROTTLED_FRAME]);
          expect(phone.readyState).toBe(WebSocket.OPEN);
        } finally {
          phone.close();
        }
        await stillUp();
      });

      /**
       * A WebSocket client that does the handshake on a bare TCP socket and then misbehaves:
       * `read: false` stops reading (the server's pushes pile up), and it never answers a ping.
       */
      const halfOpen = (read: boolean) =>
        new Promise<{ socket: net.Socket; closed: Promise<void> }>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.write(upgradeHead(`Host: localhost:${port}\r\n`)));
          socket.on('error', () => {});
          const closed = new Promise<void>((r) => socket.once('close', () => r()));
          socket.once('data', (head: Buffer) => {
            expect(head.toString('latin1')).toMatch(/^HTTP\/1\.1 101 /);
            if (read) socket.resume();
            else socket.pause();
            resolve({ socket, closed });
          });
        });
      const push = (connectionId: string, body: string) =>
        request('POST', `/_local/${SECRET}/@connections/${connectionId}`, { 'content-type': 'application/json' }, body);
      const appIds = () => [...pairings.owners.keys()];

      it('ends a connection that never answers pings, while a good client keeps its socket', async () => {
        const good = await open('token=token-ana');
        const silent = await halfOpen(true);
        // two beats at most: the first ping goes unanswered, the next beat ends it
        await silent.closed;
        expect(good.readyState).toBe(WebSocket.OPEN);
        good.close();
        await stillUp();
      });

      it(`ends a client that stops reading once ${WS_MAX_BUFFERED_BYTES} bytes wait for it, and others still get their pushes`, async () => {
        const good = await open('token=token-ana');
        const goodId = appIds().at(-1)!;
        const stalled = await halfOpen(false);
        const stalledId = appIds().at(-1)!;
        const frame = JSON.stringify({ type: 'x', pad: 'a'.repeat(100_000) });
        let accepted = 0;
        let status = 200;
        // the kernel's socket buffers take a few MB first; 40 MB is far past them
        while (status === 200 && accepted < 400) {
          status = (await push(stalledId, frame)).status;
          if (status === 200) accepted++;
        }
        expect(status).toBe(410);
        expect(accepted).toBeLessThan(400);
        const heard = new Promise<string>((resolve) => good.once('message', (d) => resolve(d.toString())));
        expect((await push(goodId, '{"type":"ok"}')).status).toBe(200);
        expect(await heard).toBe('{"type":"ok"}');
        stalled.socket.destroy();
        good.close();
        await stillUp();
      });

      it('survives garbage upgrades and requests, and a reset mid-handshake', async () => {
        const answers = await Promise.all([
          raw(upgradeHead(`Host: localhost:${port}\r\n`).replace('dGhlIHNhbXBsZSBub25jZQ==', '!!!')),
          raw(
            upgradeHead(`Host: localhost:${port}\r\n`).replace(
              'Sec-WebSocket-Version: 13',
              'Sec-WebSocket-Version: 99',
            ),
          ),
          raw(Buffer.from([0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x0d, 0x0a])),
          raw(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX-Bad: \x01\r\n\r\n`),
          raw(`GET /ws HTTP/1.1\r\nHost: localhost:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`),
        ]);
        for (const answer of answers) expect(answer).toMatch(/^(HTTP\/1\.1 4\d\d |$)/);
        await new Promise<void>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(upgradeHead(`Host: localhost:${port}\r\n`));
            socket.resetAndDestroy();
            resolve();
          });
        });
        await stillUp();
      });
    });

    /** The HTTP answer to a refused upgrade: its status and its body, read whole. */
    const refusal = (query: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws?${query}`);
        ws.once('open', () => reject(new Error('accepted')));
        ws.once('unexpected-response', (_req, res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
        });
        ws.once('error', () => {});
      });

    it('refuses the upgrade of an unknown pairing code with 401 and the pt-BR message', async () => {
      expect(await refusal('pair=ZZZZZZ')).toEqual({
        status: 401,
        body: { error: 'unauthorized', message: 'Código inválido ou expirado' },
      });
      expect([...pairings.failureCounts.values()]).toEqual([1]);
    });

    it('refuses an upgrade without a token with 401 and the pt-BR session message', async () => {
      expect(await refusal('')).toEqual({
        status: 401,
        body: { error: 'unauthorized', message: 'Sua sessão expirou. Entre novamente.' },
      });
    });
  });

  describe('body limit', () => {
    it('answers a 7 MB body with 413 and a pt-BR message, not a reset', async () => {
      const res = await fetch(`${server.url}/api/scripts/generate`, {
        method: 'POST',
        headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
        body: 'x'.repeat(7 * 1024 * 1024),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'validation_failed', message: PAYLOAD_TOO_LARGE_MESSAGE });
    });
  });
});

describe('sigV4AccessKeyId', () => {
  it('reads the key id of a SigV4 header only', () => {
    expect(sigV4AccessKeyId(sigV4('abc123'))).toBe('abc123');
    expect(sigV4AccessKeyId('Bearer abc123')).toBeUndefined();
    expect(sigV4AccessKeyId(undefined)).toBeUndefined();
  });
});
