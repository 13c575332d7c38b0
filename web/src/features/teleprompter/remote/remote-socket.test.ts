import type { SocketLike } from '../../realtime/realtime-socket';
import { RECONNECT_ATTEMPTS, connectRemoteSocket, withPairingCode, type RemoteStatus } from './remote-socket';

class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const statuses: RemoteStatus[] = [];
  const states: unknown[] = [];
  const errors: string[] = [];
  const remote = connectRemoteSocket({
    url: 'ws://localhost:3000/ws',
    code: 'AB3K7P',
    onStatus: (s) => statuses.push(s),
    onState: (s) => states.push(s),
    onError: (m) => errors.push(m),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    random: () => 0.5, // no jitter: the plain doubling
    clearTimer: () => {},
  });
  const last = () => sockets[sockets.length - 1]!;
  return { sockets, timers, statuses, states, errors, remote, last };
}

describe('withPairingCode', () => {
  it('adds the code as a query parameter', () => {
    expect(withPairingCode('ws://h/ws', 'AB3K7P')).toBe('ws://h/ws?pair=AB3K7P');
    expect(withPairingCode('wss://h/live?x=1', 'AB3K7P')).toBe('wss://h/live?x=1&pair=AB3K7P');
  });
});

describe('connectRemoteSocket', () => {
  it('connects with the code, joins, and sends commands only while open', () => {
    const h = harness();
    expect(h.last().url).toBe('ws://localhost:3000/ws?pair=AB3K7P');
    expect(h.statuses).toEqual(['connecting']);
    expect(h.remote.send('toggle')).toBe(false);
    h.last().onopen?.({});
    expect(h.statuses).toEqual(['connecting', 'connected']);
    expect(h.remote.send('faster')).toBe(true);
    expect(h.last().sent).toEqual([
      '{"action":"teleprompter.join"}',
      '{"action":"teleprompter.command","command":"faster"}',
    ]);
  });

  it('hands over the prompter’s state and the server’s refusals, and ignores anything else', () => {
    const h = harness();
    h.last().onopen?.({});
    h.last().onmessage?.({ data: '{"type":"teleprompter.state","playing":true,"speed":45}' });
    h.last().onmessage?.({ data: '{"type":"teleprompter.error","message":"Mensagem inválida."}' });
    h.last().onmessage?.({ data: '{"type":"script.delta","generationId":"g","index":0,"text":"x"}' });
    h.last().onmessage?.({ data: 'nope' });
    expect(h.states).toEqual([{ playing: true, speed: 45 }]);
    expect(h.errors).toEqual(['Mensagem inválida.']);
  });

  it('reports a connect refused before it ever opened as a bad code, and retries only when asked', () => {
    const h = harness();
    h.last().onclose?.({});
    expect(h.statuses).toEqual(['connecting', 'refused']);
    expect(h.timers).toEqual([]);
    h.remote.retry();
    expect(h.sockets).toHaveLength(2);
    h.last().onopen?.({});
    expect(h.statuses).toEqual(['connecting', 'refused', 'connecting', 'connected']);
  });

  it('reconnects a dropped connection with backoff, then gives up', () => {
    const h = harness();
    h.last().onopen?.({});
    h.last().onclose?.({});
    expect(h.statuses.at(-1)).toBe('reconnecting');
    expect(h.remote.send('toggle')).toBe(false);
    for (let i = 0; i < RECONNECT_ATTEMPTS; i++) {
      h.timers.at(-1)!.fn();
      h.last().onclose?.({});
    }
    expect(h.timers.map((t) => t.ms).slice(0, 3)).toEqual([200, 400, 800]);
    expect(h.statuses.at(-1)).toBe('lost');
  });

  it('starts the backoff over once a reconnect opens', () => {
    const h = harness();
    h.last().onopen?.({});
    h.last().onclose?.({});
    h.timers.at(-1)!.fn();
    h.last().onclose?.({});
    h.timers.at(-1)!.fn();
    h.last().onopen?.({});
    h.last().onclose?.({});
    expect(h.timers.map((t) => t.ms)).toEqual([200, 400, 200]);
  });

  it('closes for good', () => {
    const h = harness();
    h.last().onopen?.({});
    h.remote.close();
    expect(h.last().closed).toBe(true);
    expect(h.remote.send('toggle')).toBe(false);
    expect(h.timers).toEqual([]);
  });
});
