import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { clockOf, lazyDeps, loggerOf, realtimeOf } from '../../composition/core';
import type { Clock, InvocationContext, Logger, RealtimePublisher } from '../../core/ports';
import { errorFields } from '../../core/logger';
import { rawBody } from '../../http/raw-body';
import { relayRemoteFrame } from '../../teleprompter/relay-remote-frame';
import { pairingsOf, remotesOf, type TeleprompterDeps } from '../../composition/teleprompter';

/** What API Gateway (and the local server) send for a frame on the `$default` route. */
export interface WsMessageEvent {
  requestContext: { connectionId: string; routeKey?: string; requestId?: string };
  body?: string | null;
  isBase64Encoded?: boolean;
}

/**
 * $default — every frame a client sends. Today only the teleprompter's remote sends any
 * (docs/ARCHITECTURE.md §realtime-remote); its use case checks who the connection is and
 * answers bad frames itself, so this always answers 200 (the route has no route response:
 * the body never reaches the client).
 */
export interface WsMessageDeps extends Pick<TeleprompterDeps, 'pairings' | 'remotes'> {
  clock: Clock;
  logger: Logger;
  realtime: RealtimePublisher;
}

export const makeHandler =
  (deps: WsMessageDeps) =>
  async (event: WsMessageEvent, context?: InvocationContext): Promise<APIGatewayProxyResultV2> => {
    if (context) deps.logger.invocation?.(context); // docs/INFRA-NOTES.md §operations.logs
    const logger = deps.logger.child({ requestId: event.requestContext.requestId });
    try {
      const outcome = await relayRemoteFrame(
        { pairings: deps.pairings, realtime: deps.realtime, remotes: deps.remotes, clock: deps.clock },
        event.requestContext.connectionId,
        rawBody(event) || undefined,
      );
      if (outcome !== 'command' && outcome !== 'state' && outcome !== 'joined')
        logger.info('ws frame refused', { outcome });
    } catch (err) {
      logger.error('ws frame failed', errorFields(err));
    }
    return { statusCode: 200 };
  };

export const handler = makeHandler(
  lazyDeps({ clock: clockOf, logger: loggerOf, realtime: realtimeOf, pairings: pairingsOf, remotes: remotesOf }),
);
