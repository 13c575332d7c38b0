import { createHash } from 'node:crypto';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { clockOf, connectionsOf, lazyDeps, loggerOf, tokensOf } from '../../composition/core';
import type { Clock, InvocationContext, Logger, TokenVerifier } from '../../core/ports';
import { errorFields } from '../../core/logger';
import type { ConnectionStore } from '../../realtime/ports';
import { API_ERROR_STATUS, DEFAULT_ERROR_MESSAGES, type ApiErrorBody } from '@shared/errors/api-error';
import { INVALID_PAIRING_CODE_MESSAGE } from '@shared/teleprompter/remote.schema';
import { connectRemote } from '../../teleprompter/connect-remote';
import { pairAttemptsOf, pairingsOf, type TeleprompterDeps } from '../../composition/teleprompter';
import { standingsOf } from '../../composition/standings';

/** How long a connection record lives without a reconnect (API Gateway closes idle sockets at 2 h). */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export interface WsEvent {
  requestContext: {
    connectionId: string;
    routeKey?: string;
    requestId?: string;
    /** API Gateway's caller address; the local server sends the socket's. */
    identity?: { sourceIp?: string };
  };
  queryStringParameters?: Record<string, string | undefined> | null;
}

/**
 * Who a failed pairing connect is counted against: a digest of the caller's address, so the
 * table never holds an IP (docs/DATA-MODEL.md P7).
 */
export function clientKeyOf(event: WsEvent): string {
  const ip = event.requestContext.identity?.sourceIp ?? 'unknown';
  return createHash('sha256').update(`pair-attempts:${ip}`).digest('base64url').slice(0, 22);
}

/**
 * A refused $connect: API Gateway sends this as the HTTP answer to the upgrade (the local server
 * too), so whoever reads it (curl, a proxy log) gets the API's error body in pt-BR, never a bare
 * English word (docs/QUALITY.md §websocket-refusals).
 */
export function wsRefusal(
  error: 'unauthorized' | 'rate_limited' | 'internal',
  message?: string,
): APIGatewayProxyResultV2 {
  const body: ApiErrorBody = { error, message: message ?? DEFAULT_ERROR_MESSAGES[error] };
  return {
    statusCode: API_ERROR_STATUS[error],
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

export interface WsConnectDeps extends Omit<TeleprompterDeps, 'remotes'> {
  clock: Clock;
  logger: Logger;
  tokens: TokenVerifier;
  connections: ConnectionStore;
}

/**
 * $connect — WebSocket APIs take no JWT authorizer, so the token arrives in the query
 * string and is verified here; a bad token refuses the connection. A phone remote of the
 * teleprompter connects with `?pair=<code>` instead (docs/ARCHITECTURE.md §realtime-remote):
 * a live pairing records it as that pairing's remote, never as one of the user's connections.
 */
export const makeHandler =
  (deps: WsConnectDeps) =>
  async (event: WsEvent, context?: InvocationContext): Promise<APIGatewayProxyResultV2> => {
    if (context) deps.logger.invocation?.(context); // docs/INFRA-NOTES.md §operations.logs
    const logger = deps.logger;
    const query = event.queryStringParameters ?? {};
    if (query.pair !== undefined && !query.token) return connectPhone(deps, event, query.pair);
    const token = query.token;
    if (!token) return wsRefusal('unauthorized');
    try {
      const caller = await deps.tokens.verify(token);
      await deps.connections.add(event.requestContext.connectionId, caller.userId, CONNECTION_TTL_SECONDS);
      logger.info('ws connected', { userId: caller.userId, requestId: event.requestContext.requestId });
      return { statusCode: 200, body: 'Connected' };
    } catch (err) {
      logger.info('ws refused', errorFields(err));
      return wsRefusal('unauthorized');
    }
  };

export const handler = makeHandler(
  lazyDeps({
    clock: clockOf,
    logger: loggerOf,
    tokens: tokensOf,
    connections: connectionsOf,
    pairings: pairingsOf,
    attempts: pairAttemptsOf,
    standings: standingsOf,
  }),
);

async function connectPhone(deps: WsConnectDeps, event: WsEvent, code: string): Promise<APIGatewayProxyResultV2> {
  const logger = deps.logger;
  try {
    const result = await connectRemote(
      { pairings: deps.pairings, attempts: deps.attempts, standings: deps.standings, clock: deps.clock },
      { connectionId: event.requestContext.connectionId, code, clientKey: clientKeyOf(event) },
    );
    logger.info(result === 'connected' ? 'ws remote connected' : 'ws remote refused', {
      result,
      requestId: event.requestContext.requestId,
    });
    if (result === 'connected') return { statusCode: 200, body: 'Connected' };
    return result === 'limited' ? wsRefusal('rate_limited') : wsRefusal('unauthorized', INVALID_PAIRING_CODE_MESSAGE);
  } catch (err) {
    logger.error('ws remote failed', errorFields(err));
    return wsRefusal('internal');
  }
}
