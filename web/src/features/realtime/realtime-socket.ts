import { realtimeEventSchema, type RealtimeEvent } from '@shared/realtime/realtime-event.schema';

/**
 * The app's one realtime socket (docs/PRODUCT.md §flows.subscription-sync): a WebSocket at
 * `wsUrl?token=<accessToken>` that pushes the shared realtime events (subscription updates,
 * script deltas); features hear them through realtime-bus.ts.
 * Reconnects with exponential backoff starting at 200 ms (docs/PRODUCT.md §limits.timing).
 */
export const RECONNECT_BASE_DELAY_MS = 200;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * Each delay is spread ±20 % at random, so the tabs a server restart dropped do not all come back
 * in the same instant (docs/QUALITY.md §faults.reconnect).
 */
export const RECONNECT_JITTER = 0.2;

/**
 * 200, 400, 800, … ms, capped at 30 s, each spread by RECONNECT_JITTER (`random` in [0, 1): 0.5 is
 * the plain doubling). `attempt` counts from 0.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  base = RECONNECT_BASE_DELAY_MS,
  max = RECONNECT_MAX_DELAY_MS,
): number {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempt));
  return Math.round(plain * (1 + RECONNECT_JITTER * (2 * random() - 1)));
}

/** Reads a frame as one event of the shared contract; anything else (not JSON, unknown or malformed) is null. */
function readEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = realtimeEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** The part of the browser WebSocket the connection uses (a fake in tests). */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface RealtimeOptions {
  url: string;
  getAccessToken: () => Promise<string | null>;
  /** Called with each event that matches the shared contract; other frames are ignored. */
  onMessage: (event: RealtimeEvent) => void;
  /** Called when a connection opens after the first one: events may have been missed. */
  onReconnected?: () => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** The jitter's source (tests pass their own). */
  random?: () => number;
}

export interface RealtimeConnection {
  /**
   * Sends one JSON frame to the server's `$default` route (the teleprompter's state,
   * docs/ARCHITECTURE.md §realtime-remote); false, and nothing sent, while the socket is not open.
   */
  send(frame: unknown): boolean;
  close(): void;
}

export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  /** The socket that is open now (socket is set before it opens). */
  let openSocket: SocketLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let openedBefore = false;
  let closed = false;

  function scheduleReconnect() {
    if (closed || timer !== null) return;
    const delay = reconnectDelay(attempt, options.random);
    attempt += 1;
    timer = setTimer(() => {
      timer = null;
      void open();
    }, delay);
  }

  async function open() {
    if (closed) return;
    let token: string | null;
    try {
      token = await options.getAccessToken();
    } catch {
      token = null;
    }
    if (closed) return;
    if (!token) {
      scheduleReconnect();
      return;
    }
    let ws: SocketLike;
    try {
      ws = createSocket(withToken(options.url, token));
    } catch (err) {
      console.error('realtime: não foi possível abrir o WebSocket', err);
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      openSocket = ws;
      attempt = 0;
      if (openedBefore) options.onReconnected?.();
      openedBefore = true;
    };
    ws.onmessage = (ev) => {
      const event = readEvent(ev.data);
      if (event) options.onMessage(event);
    };
    ws.onerror = () => {
      // onclose follows and schedules the retry.
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      if (openSocket === ws) openSocket = null;
      scheduleReconnect();
    };
  }

  void open();

  return {
    send(frame) {
      if (!openSocket || closed) return false;
      try {
        openSocket.send(JSON.stringify(frame));
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closed = true;
      openSocket = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.close();
      }
    },
  };
}
