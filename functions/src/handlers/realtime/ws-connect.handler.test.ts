process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { testDeps } from '../../../test/support/deps';
import {
  clientKeyOf,
  CONNECTION_TTL_SECONDS,
  makeHandler as makeConnect,
  ORIGIN_REFUSED_WS,
  type WsEvent,
} from './ws-connect.handler';
import { openOrigin, SecretOriginCheck } from '../../adapters/origin/origin-secret-check';
import { makeHandler as makeDisconnect } from './ws-disconnect.handler';
import { makeHandler as makeMessage, type WsMessageEvent } from './ws-message.handler';
import type { TeleprompterDeps } from '../../composition/teleprompter';
import { MemoryPairingStore, aPairing, recordingPushes } from '../../teleprompter/test-support';

let added: Array<[string, string, number]>;
let removed: string[];
/** The one deps object the handlers are made with; a describe swaps parts in it. */
let deps: ReturnType<typeof testDeps> & TeleprompterDeps;
const connect = (event: WsEvent) => makeConnect(deps)(event);
const disconnect = (event: WsEvent) => makeDisconnect(deps)(event);
const message = (event: WsMessageEvent) => makeMessage(deps)(event);

beforeEach(() => {
  added = [];
  removed = [];
  const idle = new MemoryPairingStore();
  deps = {
    ...testDeps({
      tokens: { 'token-ana': 'ana' },
      connections: {
        add: async (id, userId, ttl) => void added.push([id, userId, ttl]),
        remove: async (id) => void removed.push(id),
        listForUser: async () => [],
      },
    }),
    pairings: idle,
    attempts: idle,
    standings: { getStanding: async () => ({ status: 'active' }) },
    remotes: { send: async () => {} },
  };
});

describe('WebSocket $connect', () => {
  it("records the connection under the token's user for two hours", async () => {
    const result = await connect({
      requestContext: { connectionId: 'c1' },
      queryStringParameters: { token: 'token-ana', userId: 'someone-else' },
    });
    expect(result).toEqual({ statusCode: 200, body: 'Connected' });
    expect(added).toEqual([['c1', 'ana', 2 * 60 * 60]]);
    expect(CONNECTION_TTL_SECONDS).toBe(7200);
  });

  it.each([
    { why: 'no query string', query: null },
    { why: 'no token', query: {} },
    { why: 'a forged token', query: { token: 'forged' } },
  ])('refuses $why with 401 and records nothing', async ({ query }) => {
    const result = await connect({ requestContext: { connectionId: 'c1' }, queryStringParameters: query });
    expect(result).toMatchObject({ statusCode: 401 });
    expect(JSON.parse(String((result as { body: string }).body))).toEqual({
      error: 'unauthorized',
      message: 'Sua sessão expirou. Entre novamente.',
    });
    expect(added).toEqual([]);
  });
});

describe('WebSocket $disconnect', () => {
  it('forgets the connection', async () => {
    expect(await disconnect({ requestContext: { connectionId: 'c1' } })).toEqual({
      statusCode: 200,
      body: 'Disconnected',
    });
    expect(removed).toEqual(['c1']);
  });
});

describe('WebSocket $connect with a pairing code (the teleprompter remote)', () => {
  let pairings: MemoryPairingStore;
  beforeEach(() => {
    pairings = new MemoryPairingStore();
    pairings.pairings.set('AB3K7P', aPairing({ expiresAt: Date.parse('2026-03-15T11:00:00Z') / 1000 }));
    deps = {
      ...deps,
      pairings,
      attempts: pairings,
      standings: { getStanding: async () => ({ status: 'active' }) },
    };
  });
  const phone = (pair: string, sourceIp = '203.0.113.9') =>
    connect({ requestContext: { connectionId: 'phone-1', identity: { sourceIp } }, queryStringParameters: { pair } });

  it('records a live code as a remote, never among the user’s connections', async () => {
    expect(await phone('ab3k7p')).toEqual({ statusCode: 200, body: 'Connected' });
    expect(pairings.owners.get('phone-1')).toMatchObject({ kind: 'remote', userId: 'ana' });
    expect(added).toEqual([]);
  });

  it('refuses an unknown code with 401, counted against a digest of the address', async () => {
    expect(await phone('ZZZZZZ')).toMatchObject({
      statusCode: 401,
      body: JSON.stringify({ error: 'unauthorized', message: 'Código inválido ou expirado' }),
    });
    expect([...pairings.failureCounts.keys()]).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{22}$/)]);
    expect([...pairings.failureCounts.keys()][0]).not.toContain('203.0.113.9');
  });

  it('answers 429 once an address has failed too often', async () => {
    for (let i = 0; i < 30; i++) await phone('ZZZZZZ');
    expect(await phone('AB3K7P')).toMatchObject({
      statusCode: 429,
      body: JSON.stringify({
        error: 'rate_limited',
        message: 'Muitas solicitações. Aguarde um instante e tente de novo.',
      }),
    });
    expect(await phone('AB3K7P', '198.51.100.7')).toEqual({ statusCode: 200, body: 'Connected' });
  });
});

describe('WebSocket $default', () => {
  it('relays a paired phone’s command and always answers 200', async () => {
    const pairings = new MemoryPairingStore();
    await pairings.addRemote('phone-1', aPairing({ expiresAt: Date.parse('2026-03-15T11:00:00Z') / 1000 }));
    const pushes = recordingPushes();
    deps = { ...deps, ...testDeps({ tokens: {}, realtime: pushes.realtime }), pairings, remotes: pushes.remotes };
    const frame = (body: string) =>
      message({ requestContext: { connectionId: 'phone-1', routeKey: '$default' }, body });
    expect(await frame('{"action":"teleprompter.command","command":"faster"}')).toEqual({ statusCode: 200 });
    expect(await frame('nope')).toEqual({ statusCode: 200 });
    expect(pushes.published).toEqual([
      [
        'ana',
        { type: 'teleprompter.command', sessionId: 'tab-0001-ana', command: 'faster', sentAt: expect.any(Number) },
      ],
    ]);
    expect(pushes.sent).toEqual([['phone-1', { type: 'teleprompter.error', message: 'Mensagem inválida.' }]]);
  });
});

describe('WebSocket $connect behind the distribution (docs/INFRA-NOTES.md §origin-secret)', () => {
  const SECRET = 'o-segredo-da-distribuicao';
  const viaCloudFront = (headers: Record<string, string>, query: Record<string, string>, sourceIp = '130.176.0.10') =>
    connect({
      requestContext: { connectionId: 'c1', identity: { sourceIp } },
      queryStringParameters: query,
      headers,
    });
  let pairings: MemoryPairingStore;
  beforeEach(() => {
    pairings = new MemoryPairingStore();
    deps = {
      ...deps,
      pairings,
      attempts: pairings,
      origin: new SecretOriginCheck('origin-secret', { get: async () => SECRET }),
    };
  });

  it.each([
    ['without the header', {}],
    ['with a wrong value', { 'X-Viraliza-Origin': 'adivinhado' }],
  ])('refuses the upgrade %s with 403, in pt-BR, before reading the token or the code', async (_, headers) => {
    expect(await viaCloudFront(headers, { token: 'token-ana' })).toEqual(ORIGIN_REFUSED_WS);
    expect(await viaCloudFront(headers, { pair: 'ZZZZZZ' })).toEqual(ORIGIN_REFUSED_WS);
    expect(ORIGIN_REFUSED_WS).toMatchObject({
      statusCode: 403,
      body: JSON.stringify({ error: 'forbidden', message: 'Acesso negado: conecte-se pelo endereço do site.' }),
    });
    expect(added).toEqual([]);
    expect(await pairings.failures(clientKeyOf('130.176.0.10'))).toBe(0);
  });

  it('accepts the upgrade with the header, whatever its case (the WebSocket API keeps it)', async () => {
    expect(await viaCloudFront({ 'X-Viraliza-Origin': SECRET }, { token: 'token-ana' })).toEqual({
      statusCode: 200,
      body: 'Connected',
    });
    expect(added).toEqual([['c1', 'ana', CONNECTION_TTL_SECONDS]]);
  });

  it("counts a failed pairing against the viewer's address, not the edge's", async () => {
    const headers = (viewer: string) => ({ 'X-Viraliza-Origin': SECRET, 'CloudFront-Viewer-Address': viewer });
    await viaCloudFront(headers('198.51.100.10:46532'), { pair: 'ZZZZZZ' });
    await viaCloudFront(headers('[2001:db8::8]:443'), { pair: 'ZZZZZZ' });
    expect(await pairings.failures(clientKeyOf('198.51.100.10'))).toBe(1);
    expect(await pairings.failures(clientKeyOf('2001:db8::8'))).toBe(1);
    expect(await pairings.failures(clientKeyOf('130.176.0.10'))).toBe(0);
  });

  it('locally (the check off), a CloudFront-Viewer-Address the client sends is ignored', async () => {
    deps = { ...deps, origin: openOrigin };
    await viaCloudFront({ 'CloudFront-Viewer-Address': '198.51.100.10:46532' }, { pair: 'ZZZZZZ' }, '127.0.0.1');
    expect(await pairings.failures(clientKeyOf('127.0.0.1'))).toBe(1);
    expect(await pairings.failures(clientKeyOf('198.51.100.10'))).toBe(0);
  });
});
