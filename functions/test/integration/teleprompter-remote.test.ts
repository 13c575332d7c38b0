import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeHandler as makeCreatePairing } from '../../src/handlers/teleprompter/create-pairing.handler';
import { makeHandler as makeWsConnect } from '../../src/handlers/realtime/ws-connect.handler';
import { makeHandler as makeWsDisconnect } from '../../src/handlers/realtime/ws-disconnect.handler';
import { makeHandler as makeWsMessage } from '../../src/handlers/realtime/ws-message.handler';
import { DynamoAccountStore } from '../../src/adapters/dynamo/account-store.dynamo';
import { WebSocketPublisher } from '../../src/adapters/realtime/websocket-publisher';
import { DynamoPairingStore } from '../../src/adapters/dynamo/pairing-store.dynamo';
import { PAIR_FAILURES_MAX } from '../../src/teleprompter/connect-remote';
import { TABLE, apiEvent, makeHarness, makeTestDb, newUserId, type Harness } from './harness';

/**
 * The teleprompter's phone remote against DynamoDB Local (docs/ARCHITECTURE.md §realtime-remote):
 * the real handlers, stores and WebSocket publisher, whose management API is a recording server.
 */
const db = makeTestDb();
const store = new DynamoPairingStore(db, TABLE);

let h: Harness;
let management: http.Server;
/** Every PostToConnection the publisher made: to whom, what. */
let posted: Array<{ to: string; frame: unknown }>;
let createPairingHandler: ReturnType<typeof makeCreatePairing>;
let wsConnect: ReturnType<typeof makeWsConnect>;
let wsDisconnect: ReturnType<typeof makeWsDisconnect>;
let wsMessage: ReturnType<typeof makeWsMessage>;

beforeAll(async () => {
  h = await makeHarness();
  management = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const to = decodeURIComponent(req.url!.split('/@connections/')[1]!);
      posted.push({ to, frame: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => management.listen(0, '127.0.0.1', r));
  const publisher = new WebSocketPublisher(
    `http://127.0.0.1:${(management.address() as AddressInfo).port}`,
    'us-east-1',
    h.deps.connections,
    h.deps.logger,
    true,
  );
  h.deps.realtime = publisher;
  const deps = {
    ...h.deps,
    pairings: store,
    attempts: store,
    standings: new DynamoAccountStore(db, TABLE),
    remotes: { send: publisher.sendTo.bind(publisher) },
  };
  createPairingHandler = makeCreatePairing(deps);
  wsConnect = makeWsConnect(deps);
  wsDisconnect = makeWsDisconnect(deps);
  wsMessage = makeWsMessage(deps);
});
beforeEach(() => {
  posted = [];
});
afterAll(async () => {
  await new Promise((r) => management.close(r));
});

/** A confirmed account (its profile row makes its standing active) with one app connection. */
async function owner(): Promise<{ userId: string; token: string; appConnection: string }> {
  const userId = newUserId();
  await h.deps.accounts.createAccount(
    { userId, email: `${userId}@teste.com`, name: 'Ana', avatarUrl: null },
    {
      userId,
      plan: 'free',
      status: 'active',
      creditsRemaining: 200,
      creditsTotal: 200,
      creditsResetAt: '2030-01-01T00:00:00.000Z',
      currentPeriodEnd: null,
      updatedAt: new Date().toISOString(),
    },
    '2026-03-15',
  );
  const token = await h.tokenFor(userId);
  const appConnection = `app-${userId}`;
  expect(
    await wsConnect({ requestContext: { connectionId: appConnection }, queryStringParameters: { token } }),
  ).toEqual({ statusCode: 200, body: 'Connected' });
  return { userId, token, appConnection };
}

async function pair(token: string, sessionId = 'tab-0001-remote'): Promise<string> {
  const res = await createPairingHandler(apiEvent('POST /api/teleprompter/remote', { token, body: { sessionId } }));
  expect(res.statusCode).toBe(201);
  return (JSON.parse(res.body!) as { code: string }).code;
}

const phoneConnects = (connectionId: string, pair: string, sourceIp = '203.0.113.1') =>
  wsConnect({ requestContext: { connectionId, identity: { sourceIp } }, queryStringParameters: { pair } });
const frame = (connectionId: string, body: unknown) =>
  wsMessage({ requestContext: { connectionId, routeKey: '$default' }, body: JSON.stringify(body) });

describe('the teleprompter remote on DynamoDB Local', () => {
  it('keeps a phone out of the user’s fan-out list, and relays its commands to the owner’s connections only', async () => {
    const ana = await owner();
    const code = await pair(ana.token);
    const phone = `phone-${ana.userId}`;
    expect(await phoneConnects(phone, code.toLowerCase())).toEqual({ statusCode: 200, body: 'Connected' });

    // A pairing code never puts a phone where script deltas and subscription events go.
    expect(await h.deps.connections.listForUser(ana.userId)).toEqual([ana.appConnection]);
    await h.deps.realtime.publish(ana.userId, { type: 'subscription.updated' });
    expect(posted.map((p) => p.to)).toEqual([ana.appConnection]);
    posted = [];

    await frame(phone, { action: 'teleprompter.command', command: 'toggle' });
    expect(posted).toEqual([
      {
        to: ana.appConnection,
        frame: {
          type: 'teleprompter.command',
          sessionId: 'tab-0001-remote',
          command: 'toggle',
          sentAt: expect.any(Number),
        },
      },
    ]);
  });

  it('sends the prompter’s state to the phones of its own code, and refuses another user’s code', async () => {
    const ana = await owner();
    const bia = await owner();
    const code = await pair(ana.token);
    const phone = `phone-${ana.userId}`;
    await phoneConnects(phone, code);

    await frame(ana.appConnection, { action: 'teleprompter.state', code, playing: true, speed: 45 });
    expect(posted).toEqual([{ to: phone, frame: { type: 'teleprompter.state', playing: true, speed: 45 } }]);
    posted = [];

    await frame(bia.appConnection, { action: 'teleprompter.state', code, playing: false, speed: 0 });
    expect(posted).toEqual([
      { to: bia.appConnection, frame: { type: 'teleprompter.error', message: 'Código inválido ou expirado' } },
    ]);
  });

  it('forgets a phone on $disconnect: its commands go nowhere any more', async () => {
    const ana = await owner();
    const code = await pair(ana.token);
    const phone = `phone-${ana.userId}`;
    await phoneConnects(phone, code);
    expect((await store.withRemotes(code, new Date())).remoteIds).toEqual([phone]);

    await wsDisconnect({ requestContext: { connectionId: phone } });
    expect(await store.withRemotes(code, new Date())).toEqual({
      pairing: expect.objectContaining({ code }),
      remoteIds: [],
    });
    expect(await store.ownerOf(phone, new Date())).toBeNull();

    await frame(phone, { action: 'teleprompter.command', command: 'faster' });
    expect(posted).toEqual([
      { to: phone, frame: { type: 'teleprompter.error', message: 'Código inválido ou expirado' } },
    ]);
  });

  it('refuses an unknown or expired code, and counts the failures per address', async () => {
    const ana = await owner();
    const code = await pair(ana.token);
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    expect(await phoneConnects('stranger-1', 'ZZZZZZ', ip)).toMatchObject({
      statusCode: 401,
      body: JSON.stringify({ error: 'unauthorized', message: 'Código inválido ou expirado' }),
    });

    const later = new Date(Date.now() + 2 * 60 * 60 * 1000 + 1000);
    expect(await store.get(code, later)).toBeNull();
    expect(await store.get(code, new Date())).toMatchObject({ code, userId: ana.userId });
    // The counter lives in a 10-minute window; this address failed once in this one.
    const { clientKeyOf } = await import('../../src/handlers/realtime/ws-connect.handler');
    const key = clientKeyOf(ip);
    expect(await store.failures(key, new Date())).toBe(1);
  });

  it(`reads at most ${PAIR_FAILURES_MAX} codes of 50 wrong ones sent at once, and counts only the failures (issue 25 item 8)`, async () => {
    // prepare: a fresh address, and the owner's good code
    const ana = await owner();
    const code = await pair(ana.token);
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const { clientKeyOf } = await import('../../src/handlers/realtime/ws-connect.handler');
    const key = clientKeyOf(ip);
    expect(await phoneConnects(`good-${ana.userId}`, code, ip)).toEqual({ statusCode: 200, body: 'Connected' });
    // act: 50 wrong codes at once
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => phoneConnects(`guess-${i}-${ana.userId}`, 'ZZZZZZ', ip)),
    );
    // assert: the good code was given back; exactly the cap of guesses was read, the rest refused unread
    const statuses = answers.map((a) => (a as { statusCode: number }).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_FAILURES_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - PAIR_FAILURES_MAX);
    expect(await store.failures(key, new Date())).toBe(PAIR_FAILURES_MAX);
  });

  it('writes a code only where no live pairing holds it, and takes over an expired one', async () => {
    const now = new Date();
    const nowS = Math.floor(now.getTime() / 1000);
    const code = `Z${String(Math.floor(Math.random() * 1e5))
      .padStart(5, '2')
      .replace(/[01]/g, '9')}`.slice(0, 6);
    const base = { code, sessionId: 'tab-0001-remote', createdAt: nowS };
    expect(await store.create({ ...base, userId: 'ana', expiresAt: nowS - 1 }, now)).toBe(true);
    expect(await store.create({ ...base, userId: 'bia', expiresAt: nowS + 60 }, now)).toBe(true);
    expect(await store.create({ ...base, userId: 'eve', expiresAt: nowS + 60 }, now)).toBe(false);
    expect(await store.get(code, now)).toMatchObject({ userId: 'bia' });
  });
});
