import * as z from 'zod/mini';
import type { ApiRoute, PathParamNames } from '@shared/api/api-route';
import { ApiError, parseApiError } from './api-error';

export { ApiError, isApiError, parseApiError } from './api-error';

export interface ApiClientOptions {
  /** Base URL of the HTTP API without a trailing slash ("/api" locally). */
  baseUrl: string;
  /** The current access token, or null when signed out (then no header is sent). */
  getAccessToken: () => Promise<string | null>;
  /** Called on every 401 so the auth layer can notice a lost session. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
}

/** A route the web calls: one with an answer to validate (shared/src/api/api-route.ts). */
export type ClientRoute = ApiRoute & { readonly response: z.core.$ZodType };

type PathParams<R extends ClientRoute> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<R['path']>, string> };

/** A GET sends its request as the query string; any other method as a JSON body typed by the route. */
type Payload<R extends ClientRoute> = R['method'] extends 'GET'
  ? { query?: Record<string, string | undefined> }
  : R extends { readonly request: infer S extends z.core.$ZodType }
    ? { body: z.input<S> }
    : { body?: Record<string, never> };

export type CallOptions<R extends ClientRoute> = PathParams<R> & Payload<R> & { signal?: AbortSignal };

/** The options are optional only when the route needs neither path params nor a body. */
type CallArgs<R extends ClientRoute> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

export type ResponseOf<R extends ClientRoute> = z.output<R['response']>;

export interface ApiClient {
  /**
   * Calls `route` (a description from shared/src/<feature>/<feature>.api.ts): fills its
   * `{params}`, sends the body or the query, and validates the JSON answer with the route's
   * response schema; failures throw ApiError.
   */
  call<R extends ClientRoute>(route: R, ...options: CallArgs<R>): Promise<ResponseOf<R>>;
}

/** The route's path with its `{params}` filled in, each one encoded, and the query string, if any. */
export function routeUrl(
  route: ApiRoute,
  params: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: falta o parâmetro ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one way the web calls the API (docs/ARCHITECTURE.md §api-contract): adds
 * `Authorization: Bearer <accessToken>`, turns `{ error, message }` failures into a typed
 * ApiError and validates every answer with the route's zod/mini schema (any core schema, parsed
 * with the core `safeParse`), so a contract drift fails loudly in one place. It validates in
 * production builds too: the parse also strips unknown fields and fills defaults, and each
 * feature's chunk already holds its schemas, so skipping it would save no bytes.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  async function call<R extends ClientRoute>(route: R, ...args: CallArgs<R>): Promise<ResponseOf<R>> {
    const init = (args[0] ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, string | undefined>;
      body?: unknown;
      signal?: AbortSignal;
    };
    const path = routeUrl(route, init.params, init.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await options.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: route.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (err) {
      if (init.signal?.aborted) throw err; // let react-query see its own cancellation
      throw ApiError.network(err);
    }

    const text = await response.text().catch(() => '');
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      throw parseApiError(response.status, text);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch (err) {
      throw ApiError.invalidResponse(response.status, err);
    }
    const parsed = z.safeParse(route.response, json);
    if (!parsed.success) throw ApiError.invalidResponse(response.status, parsed.error);
    return parsed.data as ResponseOf<R>;
  }

  return { call };
}
