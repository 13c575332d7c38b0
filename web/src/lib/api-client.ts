import * as z from 'zod/mini';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Calls `path` and validates the JSON answer with `schema`; failures throw ApiError. */
  request<S extends z.core.$ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  get<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<z.output<S>>;
}

/**
 * The fetch wrapper every feature uses: adds `Authorization: Bearer <accessToken>`,
 * turns `{ error, message }` failures into a typed ApiError and validates answers with
 * the shared zod/mini schema (any core schema, parsed with the core `safeParse`), so a
 * contract drift fails loudly in one place.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  async function request<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    init: RequestOptions = {},
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await options.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
        method: init.method ?? 'GET',
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
    const parsed = z.safeParse(schema, json);
    if (!parsed.success) throw ApiError.invalidResponse(response.status, parsed.error);
    return parsed.data;
  }

  return {
    request,
    get: (path, schema, opts) => request(path, schema, { ...opts, method: 'GET' }),
  };
}
