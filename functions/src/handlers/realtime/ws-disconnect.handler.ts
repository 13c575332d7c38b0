import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { getConnections } from '../../composition/core';
import type { WsEvent } from './ws-connect.handler';

/** $disconnect — forgets the connection so fan-out stops sending to it. */
export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  await getConnections().remove(event.requestContext.connectionId);
  return { statusCode: 200, body: 'Disconnected' };
};
