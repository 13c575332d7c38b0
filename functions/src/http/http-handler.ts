import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import '@shared/zod-locale';
import {
  API_ERROR_STATUS,
  DEFAULT_ERROR_MESSAGES,
  type ApiErrorBody,
  type ApiErrorCode,
} from '@shared/errors/api-error';
import { canAccessFeature, type FeatureKey } from '@shared/access/feature-access';
import { API_SECURITY_HEADERS } from '@shared/http/security-headers';
import { DomainError, FeatureLockedError, RateLimitedError, StoreBusyError, UnauthorizedError } from '../core/errors';
import { errorFields } from '../core/logger';
import { API_METRICS, emfFields } from '../core/metrics';
import type { Caller, Logger } from '../core/ports';
import type { CoreDeps, HttpDeps, PublicHttpDeps } from '../composition/core';
import { checkOrigin, ORIGIN_REFUSED_MESSAGE } from './origin';
import { rawBody } from './raw-body';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...API_SECURITY_HEADERS, // docs/LOCAL-MODE.md §security-headers
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

export function errorResult(code: ApiErrorCode, message = DEFAULT_ERROR_MESSAGES[code]): HttpResult {
  const body: ApiErrorBody = { error: code, message };
  return json(API_ERROR_STATUS[code], body);
}

export interface HttpRequest<TBody, D extends CoreDeps = CoreDeps> {
  caller: Caller;
  /** The verified bearer token itself, for the few calls the identity provider authorizes with it (GetUser). */
  accessToken: string;
  body: TBody;
  query: Record<string, string | undefined>;
  pathParameters: Record<string, string | undefined>;
  /** The page's origin as the browser sent it (the Origin header), if any: only ever compared with a configured list. */
  origin: string | undefined;
  /** The handler's deps: config, clock, logger and the parts the handler named (docs/ARCHITECTURE.md §composition). */
  deps: D;
  log: Logger;
}

/** Any zod schema, classic or zod/mini (both build on zod's core); parsed with the core `safeParse`, so no classic code is needed. */
type AnySchema = z.core.$ZodType;

interface Options<TSchema extends AnySchema | undefined, D extends HttpDeps> {
  /** The parts the handler needs: `lazyDeps(…)` in the entry, one plain object in a test (docs/ARCHITECTURE.md §composition). */
  deps: D;
  /** Validates the JSON body; its first issue's message becomes the 400 message. */
  body?: TSchema;
  /** Checked with the shared access rules before the use case runs: the plan decides, never the balance. */
  feature?: FeatureKey;
  /**
   * Runs for the verified caller before the feature check (the paying routes give back dead
   * generations' credits and take a token of the user's generation limit here).
   */
  beforeAccess?: (req: { caller: Caller; deps: D; log: Logger }) => Promise<void>;
}

type BodyOf<T> = T extends AnySchema ? z.output<T> : undefined;

function bearerToken(event: HttpEvent): string | null {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1] ?? null;
}

/**
 * The largest body a route reads: our largest valid body (a profile picture in base64) is far below it,
 * and API Gateway would let 10 MB through (docs/QUALITY.md §bad-input.body-size).
 */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'O corpo da requisição passa do limite de 1 MB.';

/** Measured without decoding: base64 holds 3 bytes in every 4 characters. */
function bodyTooLarge(event: HttpEvent): boolean {
  if (!event.body) return false;
  const bytes = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
  return bytes > MAX_BODY_BYTES;
}

const tooLargeResult = (): HttpResult =>
  json(413, { error: 'validation_failed', message: BODY_TOO_LARGE_MESSAGE } satisfies ApiErrorBody);

function parseJsonBody(event: HttpEvent): unknown {
  return event.body ? JSON.parse(rawBody(event)) : undefined;
}

/**
 * The JSON body validated with a shared schema, or the 400 to answer: 'O corpo da requisição não
 * é um JSON válido.', or the first issue's pt-BR message; a body over MAX_BODY_BYTES is a 413. For
 * public routes that take a body.
 */
export function validatedBody<S extends AnySchema>(
  event: HttpEvent,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; result: HttpResult } {
  if (bodyTooLarge(event)) return { ok: false, result: tooLargeResult() };
  let raw: unknown;
  try {
    raw = parseJsonBody(event);
  } catch {
    return { ok: false, result: errorResult('validation_failed', 'O corpo da requisição não é um JSON válido.') };
  }
  const parsed = z.safeParse(schema, raw ?? {});
  if (!parsed.success)
    return {
      ok: false,
      result: errorResult(
        'validation_failed',
        parsed.error.issues[0]?.message ?? DEFAULT_ERROR_MESSAGES.validation_failed,
      ),
    };
  return { ok: true, data: parsed.data };
}

/**
 * Wraps a private route: verifies the caller's access token (the user id comes from its
 * `sub` only), runs the route's `beforeAccess`, checks feature access, validates the body
 * with the shared zod schema, and maps domain errors to `{ error, message }` with the
 * right status.
 */
export function authedHandler<TSchema extends AnySchema | undefined = undefined, D extends HttpDeps = HttpDeps>(
  options: Options<TSchema, D>,
  run: (req: HttpRequest<BodyOf<TSchema>, D>) => Promise<HttpResult>,
): (event: HttpEvent, context?: Partial<Context>) => Promise<HttpResult> {
  const { deps } = options;
  return async (event, context) => {
    if (context) deps.logger.invocation?.(context); // docs/INFRA-NOTES.md §operations.logs
    let log = deps.logger.child({
      requestId: context?.awsRequestId ?? event.requestContext?.requestId,
      route: event.routeKey,
    });
    return measured(event, deps, await answer());
    async function answer(): Promise<HttpResult> {
      try {
        // before the token is even read: a request that bypassed the distribution is refused (docs/INFRA-NOTES.md §origin-secret)
        if (!(await throughOrigin(event, deps, log)).ok) return originRefused();
        const token = bearerToken(event);
        if (!token) throw new UnauthorizedError();
        const caller = await deps.tokens.verify(token);
        log = log.child({ userId: caller.userId });
        // before anything is read, charged or counted, whether the route reads a body or not
        if (bodyTooLarge(event)) return tooLargeResult();

        if (options.beforeAccess) await options.beforeAccess({ caller, deps, log });

        if (options.feature) {
          const sub = await deps.accounts.getSubscription(caller.userId);
          if (!canAccessFeature(sub, options.feature)) throw new FeatureLockedError(options.feature);
        }

        let body: unknown;
        if (options.body) {
          const read = validatedBody(event, options.body);
          if (!read.ok) return read.result;
          body = read.data;
        }

        return await run({
          caller,
          accessToken: token,
          body: body as BodyOf<TSchema>,
          query: event.queryStringParameters ?? {},
          pathParameters: event.pathParameters ?? {},
          origin: event.headers?.origin ?? event.headers?.Origin,
          deps,
          log,
        });
      } catch (err) {
        return toErrorResult(err, log);
      }
    }
  };
}

type PublicRun<D extends PublicHttpDeps> = (req: {
  event: HttpEvent;
  deps: D;
  log: Logger;
  /**
   * The client's IP: the viewer's, from CloudFront-Viewer-Address, when the request came through the
   * distribution; else API Gateway's `sourceIp` (docs/INFRA-NOTES.md §viewer-address).
   */
  clientIp: string | undefined;
}) => Promise<HttpResult>;

/**
 * A public route (health, the contact form, signed webhooks): the origin check, no token, same error mapping;
 * `deps` names the handler's parts.
 */
export function publicHandler<D extends PublicHttpDeps>(
  options: { deps: D },
  run: PublicRun<D>,
): (event: HttpEvent, context?: Partial<Context>) => Promise<HttpResult> {
  const { deps } = options;
  return async (event, context) => {
    if (context) deps.logger.invocation?.(context);
    const log = deps.logger.child({
      requestId: context?.awsRequestId ?? event.requestContext?.requestId,
      route: event.routeKey,
    });
    let result: HttpResult;
    try {
      const origin = await throughOrigin(event, deps, log);
      result = origin.ok ? await run({ event, deps, log, clientIp: origin.clientIp }) : originRefused();
    } catch (err) {
      result = toErrorResult(err, log);
    }
    return measured(event, deps, result);
  };
}

/** The origin check of docs/INFRA-NOTES.md §origin-secret, on the event's headers and API Gateway's address. */
async function throughOrigin(event: HttpEvent, deps: PublicHttpDeps, log: Logger) {
  const verdict = await checkOrigin(deps.origin, event.headers, event.requestContext?.http?.sourceIp);
  if (!verdict.ok) log.info('request refused', { code: 'origin' });
  return verdict;
}

const originRefused = (): HttpResult => errorResult('forbidden', ORIGIN_REFUSED_MESSAGE);

/**
 * Counts an answer that went wrong, per route, as an EMF line (docs/INFRA-NOTES.md §operations): the
 * handled 5xx are invisible to Lambda's Errors metric, and a webhook's 4xx is a failed delivery.
 */
function measured(event: HttpEvent, deps: CoreDeps, result: HttpResult): HttpResult {
  const status = result.statusCode ?? 200;
  if (status < 400 || !event.routeKey) return result;
  const { namespace, serverErrors, clientErrors, route, stage } = API_METRICS;
  deps.logger.info(
    'answer metrics',
    emfFields(
      namespace,
      { [status >= 500 ? serverErrors : clientErrors]: [1, 'Count'] },
      { [route]: event.routeKey },
      deps.clock.now(),
      deps.config.stage ? { [stage]: deps.config.stage } : {},
    ),
  );
  return result;
}

function toErrorResult(err: unknown, log: Logger): HttpResult {
  if (err instanceof DomainError) {
    if (err.code !== 'unauthorized') log.info('request refused', { code: err.code });
    const result = errorResult(err.code, err.message);
    if (err instanceof RateLimitedError || err instanceof StoreBusyError)
      result.headers = { ...result.headers, 'retry-after': `${err.retryAfterSeconds}` };
    return result;
  }
  log.error('unhandled error', errorFields(err));
  return errorResult('internal');
}
