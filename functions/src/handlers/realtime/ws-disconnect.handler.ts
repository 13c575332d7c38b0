import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { connectionsOf, lazyDeps } from '../../composition/core';
import type { ConnectionStore } from '../../realtime/ports';
import type { WsEvent } from './ws-connect.handler';

/** $disconnect — forgets the connection so fan-out stops sending to it. */
export const makeHandler =
  (deps: { connections: ConnectionStore }) =>
  async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
    await deps.connections.remove(event.requestContext.connectionId);
    return { statusCode: 200, body: 'Disconnected' };
  };

export const handler = makeHandler(lazyDeps({ connections: connectionsOf }));
