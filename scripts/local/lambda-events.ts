import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpRoute } from '../../functions/src/routes';

/**
 * Turns a local HTTP request into the API Gateway HTTP API (payload v2) event the
 * Lambda entry receives on AWS, so the local server calls the very same handlers.
 */
export function toHttpApiEvent(
  req: IncomingMessage,
  url: URL,
  routeKey: string,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const isText = /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.searchParams.toString(),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

export interface RouteMatch {
  route: HttpRoute;
  pathParameters: Record<string, string>;
}

/** Matches a method and path against the route table's `{param}` templates. */
export function matchRoute(routes: readonly HttpRoute[], method: string, pathname: string): RouteMatch | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = new RegExp(
      '^' +
        route.path
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a: string, b: string) => (names.push(a ?? b), '([^/]+)')) +
        '/?$',
    );
    const m = pathname.match(pattern);
    if (!m) continue;
    try {
      return { route, pathParameters: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    } catch {
      return null; // a badly encoded parameter matches no route
    }
  }
  return null;
}
