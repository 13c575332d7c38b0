import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the HTTP API, as both sides read it (docs/ARCHITECTURE.md §api-contract): the
 * route table serves `method` + `path` under the API's base, the handler validates its input
 * with `request`, and the web's client fills the path's `{params}`, sends the body and
 * validates the answer with `response`. Each feature lists its routes in one `<feature>.api.ts`.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** Relative to the API's base (API Gateway's `{param}` syntax): '/scripts/{id}'. */
  readonly path: string;
  /** The JSON body (or, for a GET, the query string) the handler validates; absent when it reads none. */
  readonly request?: z.core.$ZodType;
  /** The JSON answer; absent only for routes no client of ours calls (webhooks). */
  readonly response?: z.core.$ZodType;
}

/** The names of a path's `{params}`: PathParamNames<'/a/{id}/b/{x}'> = 'id' | 'x'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
