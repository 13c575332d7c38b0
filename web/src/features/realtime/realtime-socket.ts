import { realtimeEventSchema, type RealtimeEvent } from '@shared/realtime/realtime-event.schema';

/**
 * The app's one realtime socket (docs/PRODUCT.md §flows.subscription-sync): a WebSocket at
 * `wsUrl?token=<accessToken>` that pushes the shared realtime events (subscription updates,
 * script deltas); features hear them through realtime-bus.ts.
 * Reconnects with exponential backoff starting at 200 ms (docs/PRODUCT.md §limits.timing).
 */
export const RECONNECT_BASE_DELAY_MS = 200;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/** 200, 400, 800, … ms, capped at 30 s. `attempt` counts from 0. */
export function reconnectDelay(attempt: number, base = RECONNECT_BASE_DELAY_MS, max = RECONNECT_MAX_DELAY_MS): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt));
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
    const delay = reconnectDelay(attempt);
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
