import { createHash } from 'node:crypto';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { clockOf, connectionsOf, lazyDeps, loggerOf, originOf, tokensOf } from '../../composition/core';
import type { Clock, InvocationContext, Logger, OriginCheck, TokenVerifier } from '../../core/ports';
import { checkOrigin, ORIGIN_REFUSED_WS_MESSAGE } from '../../http/origin';
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
    /** API Gateway's caller address (behind the distribution, a CloudFront edge's); the local server sends the socket's. */
    identity?: { sourceIp?: string };
  };
  queryStringParameters?: Record<string, string | undefined> | null;
  /** The upgrade request's headers ($connect only), as sent: the origin header and CloudFront-Viewer-Address. */
  headers?: Record<string, string | undefined> | null;
}

/**
 * Who a failed pairing connect is counted against: a digest of the client's address, so the table
 * never holds an IP (docs/DATA-MODEL.md P7). The address is the viewer's when the upgrade came
 * through the distribution, else API Gateway's (docs/INFRA-NOTES.md §viewer-address).
 */
export function clientKeyOf(clientIp: string | undefined): string {
  return createHash('sha256')
    .update(`pair-attempts:${clientIp ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * A refused $connect: API Gateway sends this as the HTTP answer to the upgrade (the local server
 * too), so whoever reads it (curl, a proxy log) gets the API's error body in pt-BR, never a bare
 * English word (docs/QUALITY.md §websocket-refusals).
 */
export function wsRefusal(
  error: 'unauthorized' | 'forbidden' | 'rate_limited' | 'internal',
  message?: string,
): APIGatewayProxyResultV2 {
  const body: ApiErrorBody = { error, message: message ?? DEFAULT_ERROR_MESSAGES[error] };
  return {
    statusCode: API_ERROR_STATUS[error],
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

/** What $connect answers an upgrade that bypassed the distribution (docs/INFRA-NOTES.md §origin-secret). */
export const ORIGIN_REFUSED_WS = wsRefusal('forbidden', ORIGIN_REFUSED_WS_MESSAGE);

export interface WsConnectDeps extends Omit<TeleprompterDeps, 'remotes'> {
  clock: Clock;
  logger: Logger;
  tokens: TokenVerifier;
  connections: ConnectionStore;
  origin: OriginCheck;
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
    // Only the upgrade is checked: $default and $disconnect run on a connection this accepted.
    let origin;
    try {
      origin = await checkOrigin(deps.origin, event.headers, event.requestContext.identity?.sourceIp);
    } catch (err) {
      logger.error('ws origin check failed', errorFields(err));
      return wsRefusal('internal');
    }
    if (!origin.ok) {
      logger.info('ws refused', { code: 'origin', requestId: event.requestContext.requestId });
      return ORIGIN_REFUSED_WS;
    }
    const query = event.queryStringParameters ?? {};
    if (query.pair !== undefined && !query.token) return connectPhone(deps, event, query.pair, origin.clientIp);
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
    origin: originOf,
    tokens: tokensOf,
    connections: connectionsOf,
    pairings: pairingsOf,
    attempts: pairAttemptsOf,
    standings: standingsOf,
  }),
);

async function connectPhone(
  deps: WsConnectDeps,
  event: WsEvent,
  code: string,
  clientIp: string | undefined,
): Promise<APIGatewayProxyResultV2> {
  const logger = deps.logger;
  try {
    const result = await connectRemote(
      { pairings: deps.pairings, attempts: deps.attempts, standings: deps.standings, clock: deps.clock },
      { connectionId: event.requestContext.connectionId, code, clientKey: clientKeyOf(clientIp) },
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
