import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';

/**
 * The app's one WebSocket delivers every push here; features listen instead of opening
 * sockets of their own (subscription updates, script deltas, …). The socket is
 * realtime-socket.ts; the shell opens it once (subscription/use-subscription-sync.ts), and it
 * publishes only events that passed the shared schema.
 */

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface MessageBus {
  publish(event: RealtimeEvent): void;
  /** Returns the function that stops listening. */
  subscribe(listener: RealtimeListener): () => void;
  /**
   * Sends a frame to the server through the attached socket (the teleprompter's state,
   * docs/ARCHITECTURE.md §realtime-remote); false when no socket is attached or open.
   */
  send(frame: unknown): boolean;
  /** The socket's owner attaches its `send`; returns the function that detaches it. */
  attach(sender: (frame: unknown) => boolean): () => void;
  /** The socket's owner says it reconnected: pushes may have been missed while it was down. */
  reconnected(): void;
  /** Hears each reconnection (to ask the server again what it follows); returns the function that stops. */
  onReconnected(listener: () => void): () => void;
}

export function createMessageBus(): MessageBus {
  const listeners = new Set<RealtimeListener>();
  const reconnectListeners = new Set<() => void>();
  let sender: ((frame: unknown) => boolean) | null = null;
  return {
    send(frame) {
      return sender ? sender(frame) : false;
    },
    attach(next) {
      sender = next;
      return () => {
        if (sender === next) sender = null;
      };
    },
    publish(event) {
      // A copy, so a listener that unsubscribes while handling does not skip its neighbour.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          console.error('realtime: um ouvinte falhou', err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reconnected() {
      for (const listener of [...reconnectListeners]) listener();
    },
    onReconnected(listener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
  };
}

/** The bus of the app's single realtime connection. */
export const realtimeBus = createMessageBus();
