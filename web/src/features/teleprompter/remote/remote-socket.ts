import {
  REMOTE_COMMAND,
  REMOTE_ERROR,
  REMOTE_JOIN,
  remoteServerFrameSchema,
  type RemoteCommand,
} from '@shared/teleprompter/remote.schema';
import { reconnectDelay, type SocketLike } from '../../realtime/realtime-socket';

/**
 * The phone's connection to the teleprompter (docs/PRODUCT.md §flows.teleprompter-remote): a
 * WebSocket at `wsUrl?pair=<code>`, no account. A connect refused before it ever opened is a bad
 * or expired code ('refused': no retry until the person asks); a connection that drops reconnects
 * with the app's backoff from 200 ms, and gives up ('lost') after RECONNECT_ATTEMPTS in a row.
 */
export type RemoteStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused' | 'lost';

export const RECONNECT_ATTEMPTS = 8;

export interface RemoteSocketOptions {
  url: string;
  code: string;
  onStatus: (status: RemoteStatus) => void;
  /** The prompter's state, once it reports it. */
  onState: (state: { playing: boolean; speed: number }) => void;
  /** A frame the server refused, in pt-BR. */
  onError?: (message: string) => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** The reconnect jitter's source (tests pass their own). */
  random?: () => number;
}

export interface RemoteSocket {
  /** False, and nothing sent, while not connected. */
  send(command: RemoteCommand): boolean;
  /** Starts over after 'refused' or 'lost'. */
  retry(): void;
  close(): void;
}

export function withPairingCode(url: string, code: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}pair=${encodeURIComponent(code)}`;
}

export function connectRemoteSocket(options: RemoteSocketOptions): RemoteSocket {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let openSocket: SocketLike | null = null;
  let timer: unknown = null;
  let failures = 0;
  let everOpened = false;
  let closed = false;

  function status(next: RemoteStatus) {
    if (!closed) options.onStatus(next);
  }

  function open() {
    if (closed) return;
    let ws: SocketLike;
    try {
      ws = createSocket(withPairingCode(options.url, options.code));
    } catch {
      return afterFailure(false);
    }
    socket = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      everOpened = true;
      failures = 0;
      openSocket = ws;
      ws.send(JSON.stringify({ action: REMOTE_JOIN }));
      status('connected');
    };
    ws.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(ev.data);
      } catch {
        return;
      }
      const frame = remoteServerFrameSchema.safeParse(json);
      if (!frame.success) return;
      if (frame.data.type === REMOTE_ERROR) options.onError?.(frame.data.message);
      else options.onState({ playing: frame.data.playing, speed: frame.data.speed });
    };
    ws.onerror = () => {
      // onclose follows.
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      if (openSocket === ws) openSocket = null;
      afterFailure(opened);
    };
  }

  function afterFailure(wasOpen: boolean) {
    if (closed) return;
    // Refused before ever opening: the code is wrong or expired (the browser hides the 401).
    if (!everOpened) return status('refused');
    if (!wasOpen) failures += 1;
    if (failures >= RECONNECT_ATTEMPTS) return status('lost');
    status('reconnecting');
    timer = setTimer(
      () => {
        timer = null;
        open();
      },
      reconnectDelay(failures, options.random),
    );
  }

  status('connecting');
  open();

  return {
    send(command) {
      if (!openSocket) return false;
      try {
        openSocket.send(JSON.stringify({ action: REMOTE_COMMAND, command }));
        return true;
      } catch {
        return false;
      }
    },
    retry() {
      if (closed || socket) return;
      if (timer !== null) clearTimer(timer);
      timer = null;
      failures = 0;
      everOpened = false;
      status('connecting');
      open();
    },
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const current = socket;
      socket = null;
      openSocket = null;
      if (current) {
        current.onclose = null;
        current.close();
      }
    },
  };
}
