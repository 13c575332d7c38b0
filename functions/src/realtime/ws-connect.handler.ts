import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { getConnections, getLogger, getTokens } from '../deps';
import { errorFields } from '../core/logger';

/** How long a connection record lives without a reconnect (API Gateway closes idle sockets at 2 h). */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export interface WsEvent {
  requestContext: { connectionId: string; routeKey?: string; requestId?: string };
  queryStringParameters?: Record<string, string | undefined> | null;
}

/**
 * $connect — WebSocket APIs take no JWT authorizer, so the token arrives in the query
 * string and is verified here; a bad token refuses the connection.
 */
export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  const [tokens, connections, logger] = [getTokens(), getConnections(), getLogger()];
  const token = event.queryStringParameters?.token;
  if (!token) return { statusCode: 401, body: 'Unauthorized' };
  try {
    const caller = await tokens.verify(token);
    await connections.add(event.requestContext.connectionId, caller.userId, CONNECTION_TTL_SECONDS);
    logger.info('ws connected', { userId: caller.userId, requestId: event.requestContext.requestId });
    return { statusCode: 200, body: 'Connected' };
  } catch (err) {
    logger.info('ws refused', errorFields(err));
    return { statusCode: 401, body: 'Unauthorized' };
  }
};
