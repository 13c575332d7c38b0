import { connectRealtime, reconnectDelay, withToken, type SocketLike } from './realtime-socket';

class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  closed = false;
  sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function harness(token: string | null = 'tok') {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const onMessage = jest.fn();
  const onReconnected = jest.fn();
  const connection = connectRealtime({
    url: 'ws://localhost:3000/ws',
    getAccessToken: async () => token,
    onMessage,
    onReconnected,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => {},
    random: () => 0.5, // no jitter: the plain doubling
  });
  return { sockets, timers, onMessage, onReconnected, connection };
}

describe('reconnectDelay', () => {
  const middle = () => 0.5;
  it('starts at 200 ms and doubles up to 30 s', () => {
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, middle))).toEqual([200, 400, 800, 1600]);
    expect(reconnectDelay(20, middle)).toBe(30_000);
  });

  it('spreads each delay by ±20 % at random, the cap included (docs/QUALITY.md §faults.reconnect)', () => {
    expect([0, 1, 2].map((a) => reconnectDelay(a, () => 0))).toEqual([160, 320, 640]);
    expect([0, 1, 2].map((a) => reconnectDelay(a, () => 0.999_999))).toEqual([240, 480, 960]);
    expect(reconnectDelay(20, () => 0)).toBe(24_000);
    expect(reconnectDelay(20, () => 0.999_999)).toBe(36_000);
    // Math.random by default: never two tabs' retries in lockstep
    const delays = new Set(Array.from({ length: 20 }, () => reconnectDelay(3)));
    expect(delays.size).toBeGreaterThan(1);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(1280);
      expect(d).toBeLessThanOrEqual(1920);
    }
  });
});

describe('withToken', () => {
  it('adds the token as a query parameter', () => {
    expect(withToken('ws://h/ws', 'a b')).toBe('ws://h/ws?token=a%20b');
    expect(withToken('wss://h/prod?x=1', 't')).toBe('wss://h/prod?x=1&token=t');
  });
});

describe('connectRealtime', () => {
  it('connects with the access token and forwards messages', async () => {
    const h = harness();
    await flush();
    expect(h.sockets[0]?.url).toBe('ws://localhost:3000/ws?token=tok');
    h.sockets[0]!.onopen?.({});
    h.sockets[0]!.onmessage?.({ data: '{"type":"subscription.updated"}' });
    expect(h.onMessage).toHaveBeenCalledWith({ type: 'subscription.updated' });
  });

  it.each([
    ['a subscription update', { type: 'subscription.updated' }],
    ['a script delta', { type: 'script.delta', generationId: 'g1', index: 1, text: 'Olá' }],
    ['the end of a generation', { type: 'script.done', generationId: 'g1' }],
    ['a failed generation', { type: 'script.failed', generationId: 'g1', message: 'Erro ao gerar roteiro' }],
  ])('delivers %s as sent', async (_, event) => {
    const h = harness();
    await flush();
    h.sockets[0]!.onmessage?.({ data: JSON.stringify(event) });
    expect(h.onMessage.mock.calls).toEqual([[event]]);
  });

  it.each([
    ['text that is not JSON', 'nope'],
    ['a JSON number', '42'],
    ['an object without a type', '{"kind":"x"}'],
    ['a numeric type', '{"type":1}'],
    ['an event type the server never sends', '{"type":"script.started","generationId":"g1"}'],
    ['a delta with a negative index', '{"type":"script.delta","generationId":"g1","index":-1,"text":"x"}'],
    ['a delta without its text', '{"type":"script.delta","generationId":"g1","index":0}'],
    ['a binary frame', new ArrayBuffer(2)],
  ])('ignores %s and keeps the connection', async (_, data) => {
    const h = harness();
    await flush();
    h.sockets[0]!.onmessage?.({ data });
    h.sockets[0]!.onmessage?.({ data: '{"type":"subscription.updated"}' });
    expect(h.onMessage.mock.calls).toEqual([[{ type: 'subscription.updated' }]]);
    expect(h.sockets[0]!.closed).toBe(false);
  });

  it('reconnects with backoff and reports the reconnection', async () => {
    const h = harness();
    await flush();
    h.sockets[0]!.onopen?.({});
    h.sockets[0]!.onclose?.({});
    expect(h.timers.map((t) => t.ms)).toEqual([200]);
    h.timers[0]!.fn();
    await flush();
    h.sockets[1]!.onclose?.({}); // failed before opening
    expect(h.timers.map((t) => t.ms)).toEqual([200, 400]);
    h.timers[1]!.fn();
    await flush();
    h.sockets[2]!.onopen?.({});
    expect(h.onReconnected).toHaveBeenCalledTimes(1);
    h.sockets[2]!.onclose?.({});
    expect(h.timers[2]!.ms).toBe(200); // a successful open resets the backoff
  });

  it('waits and retries when there is no token yet', async () => {
    const h = harness(null);
    await flush();
    expect(h.sockets).toHaveLength(0);
    expect(h.timers.map((t) => t.ms)).toEqual([200]);
  });

  it('sends a JSON frame only while a socket is open', async () => {
    const h = harness();
    await flush();
    expect(h.connection.send({ action: 'teleprompter.join' })).toBe(false);
    h.sockets[0]!.onopen?.({});
    expect(h.connection.send({ action: 'teleprompter.join' })).toBe(true);
    expect(h.sockets[0]!.sent).toEqual(['{"action":"teleprompter.join"}']);
    h.sockets[0]!.onclose?.({});
    expect(h.connection.send({ action: 'teleprompter.join' })).toBe(false);
    h.timers[0]!.fn();
    await flush();
    h.sockets[1]!.onopen?.({});
    expect(h.connection.send({ n: 2 })).toBe(true);
    expect(h.sockets[1]!.sent).toEqual(['{"n":2}']);
    h.connection.close();
    expect(h.connection.send({ n: 3 })).toBe(false);
  });

  it.each([
    { type: 'teleprompter.command', sessionId: 's-1', command: 'toggle', sentAt: 1 },
    { type: 'teleprompter.remote-joined', sessionId: 's-1' },
  ])('delivers the teleprompter remote’s $type', async (event) => {
    const h = harness();
    await flush();
    h.sockets[0]!.onmessage?.({ data: JSON.stringify(event) });
    expect(h.onMessage.mock.calls).toEqual([[event]]);
  });

  it('closes for good without scheduling a reconnect', async () => {
    const h = harness();
    await flush();
    h.connection.close();
    expect(h.sockets[0]!.closed).toBe(true);
    h.sockets[0]!.onclose?.({});
    expect(h.timers).toHaveLength(0);
  });
});
