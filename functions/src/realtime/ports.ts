/** The WebSocket connections behind the shared RealtimePublisher (core/ports.ts). */
/** Closes a WebSocket connection from the server side (API Gateway's DeleteConnection). */
export interface ConnectionCloser {
  close(connectionId: string): Promise<void>;
}
/** A WebSocket connection record, kept with a TTL. */
export interface ConnectionStore {
  add(connectionId: string, userId: string, ttlSeconds: number): Promise<void>;
  remove(connectionId: string): Promise<void>;
  listForUser(userId: string): Promise<string[]>;
}
