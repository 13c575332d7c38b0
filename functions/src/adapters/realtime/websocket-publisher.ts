import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import type { ConnectionCloser, ConnectionStore } from '../../realtime/ports';
import type { Logger, RealtimePublisher } from '../../core/ports';

/**
 * Fan-out to every open connection of a user through the API Gateway management API.
 * The local server answers the same `POST /@connections/{id}` calls, so this one
 * adapter serves both modes. Gone connections are forgotten.
 */
export class WebSocketPublisher implements RealtimePublisher, ConnectionCloser {
  private readonly client: ApiGatewayManagementApiClient;

  constructor(
    endpoint: string,
    region: string,
    private readonly connections: ConnectionStore,
    private readonly log: Logger,
    local = false,
  ) {
    this.client = new ApiGatewayManagementApiClient({
      endpoint,
      region,
      ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
  }

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    const ids = await this.connections.listForUser(userId);
    const data = new TextEncoder().encode(JSON.stringify(event));
    await Promise.all(ids.map((id) => this.post(id, data)));
  }

  /**
   * Sends one JSON frame to one connection, whoever's it is (the teleprompter's phone remotes,
   * which fan-out never reaches). A gone connection is forgotten; other failures are logged.
   */
  async sendTo(connectionId: string, frame: unknown): Promise<void> {
    await this.post(connectionId, new TextEncoder().encode(JSON.stringify(frame)));
  }

  private async post(id: string, data: Uint8Array): Promise<void> {
    try {
      await this.client.send(new PostToConnectionCommand({ ConnectionId: id, Data: data }));
    } catch (err) {
      if (err instanceof GoneException || (err as { name?: string }).name === 'GoneException') {
        await this.connections.remove(id);
      } else {
        this.log.warn('realtime publish failed', { connectionId: id, errorName: (err as Error).name });
      }
    }
  }

  /** Closes a connection (DeleteConnection); one already gone is not an error. */
  async close(connectionId: string): Promise<void> {
    try {
      await this.client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    } catch (err) {
      if (!(err instanceof GoneException || (err as { name?: string }).name === 'GoneException')) throw err;
    }
  }
}

/** Used when no WebSocket endpoint is configured (unit tests, synth-time). */
export const noopPublisher: RealtimePublisher & ConnectionCloser = { publish: async () => {}, close: async () => {} };
