import type { IncomingMessage } from 'node:http';
import type { HttpRoute } from '../../functions/src/routes';
import { matchRoute, toHttpApiEvent } from './lambda-events';

const ROUTES: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/health', entry: 'health/health.handler.ts', public: true },
  { method: 'GET', path: '/api/scripts', entry: 'scripts/list-scripts.handler.ts' },
  { method: 'POST', path: '/api/scripts', entry: 'scripts/create-script.handler.ts' },
  { method: 'GET', path: '/api/scripts/{id}', entry: 'scripts/get-script.handler.ts' },
  { method: 'DELETE', path: '/api/scripts/{id}', entry: 'scripts/delete-script.handler.ts' },
  { method: 'GET', path: '/api/goals/{goalId}/missions/{missionId}', entry: 'goals/get-mission.handler.ts' },
  { method: 'GET', path: '/api/v1.0/status', entry: 'status.handler.ts' },
];

describe('matchRoute', () => {
  it.each([
    { method: 'GET', path: '/api/health', entry: 'health/health.handler.ts', params: {} },
    { method: 'GET', path: '/api/health/', entry: 'health/health.handler.ts', params: {} },
    { method: 'GET', path: '/api/scripts', entry: 'scripts/list-scripts.handler.ts', params: {} },
    { method: 'POST', path: '/api/scripts', entry: 'scripts/create-script.handler.ts', params: {} },
    { method: 'GET', path: '/api/scripts/01HXYZ', entry: 'scripts/get-script.handler.ts', params: { id: '01HXYZ' } },
    { method: 'GET', path: '/api/scripts/01HXYZ/', entry: 'scripts/get-script.handler.ts', params: { id: '01HXYZ' } },
    { method: 'DELETE', path: '/api/scripts/abc', entry: 'scripts/delete-script.handler.ts', params: { id: 'abc' } },
    { method: 'GET', path: '/api/scripts/a%20b%C3%A7', entry: 'scripts/get-script.handler.ts', params: { id: 'a bç' } },
    {
      method: 'GET',
      path: '/api/goals/g1/missions/m2',
      entry: 'goals/get-mission.handler.ts',
      params: { goalId: 'g1', missionId: 'm2' },
    },
    { method: 'GET', path: '/api/v1.0/status', entry: 'status.handler.ts', params: {} },
  ])('matches $method $path to $entry with $params', ({ method, path, entry, params }) => {
    // act
    const match = matchRoute(ROUTES, method, path);
    // assert
    expect(match).toEqual({ route: expect.objectContaining({ entry }), pathParameters: params });
  });

  it.each([
    { method: 'PUT', path: '/api/scripts', why: 'a method the path does not serve' },
    { method: 'POST', path: '/api/health', why: 'POST on a GET-only route' },
    { method: 'get', path: '/api/health', why: 'a lower-case method' },
    { method: 'GET', path: '/api/nope', why: 'an unknown path' },
    { method: 'GET', path: '/api/scripts/a/b', why: 'a parameter spanning two segments' },
    { method: 'GET', path: '/api/healthz', why: 'a longer path sharing a prefix' },
    { method: 'GET', path: '/prefix/api/health', why: 'a path with a prefix' },
    { method: 'GET', path: '/api/v1x0/status', why: 'a dot in the template that is not a wildcard' },
  ])('finds nothing for $why ($method $path)', ({ method, path }) => {
    expect(matchRoute(ROUTES, method, path)).toBeNull();
  });

  it('sends /api/scripts/ to the list route, never to get-script with an empty id', () => {
    expect(matchRoute(ROUTES, 'GET', '/api/scripts/')).toEqual({ route: ROUTES[1], pathParameters: {} });
  });

  it('finds nothing in an empty table', () => {
    expect(matchRoute([], 'GET', '/api/health')).toBeNull();
  });
});

function request(
  opts: { method?: string; headers?: Record<string, string | string[] | undefined> } = {},
): IncomingMessage {
  return {
    method: opts.method ?? 'POST',
    headers: opts.headers ?? {},
    socket: { remoteAddress: '10.1.2.3' },
  } as unknown as IncomingMessage;
}

describe('toHttpApiEvent', () => {
  it('builds a payload v2 event with the route key, lower-cased headers and the JSON body as utf8 text', () => {
    // prepare
    const req = request({
      headers: {
        Host: 'localhost:3000',
        'Content-Type': 'application/json',
        Authorization: 'Bearer abc',
        'User-Agent': 'jest',
      },
    });
    const url = new URL('http://localhost:3000/api/scripts/42?tab=fav');
    const body = Buffer.from(JSON.stringify({ idea: 'promoção' }), 'utf8');
    // act
    const event = toHttpApiEvent(req, url, 'POST /api/scripts/{id}', { id: '42' }, body);
    // assert
    expect(event).toEqual({
      version: '2.0',
      routeKey: 'POST /api/scripts/{id}',
      rawPath: '/api/scripts/42',
      rawQueryString: 'tab=fav',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        authorization: 'Bearer abc',
        'user-agent': 'jest',
      },
      queryStringParameters: { tab: 'fav' },
      pathParameters: { id: '42' },
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: 'localhost:3000',
        domainPrefix: 'localhost',
        http: {
          method: 'POST',
          path: '/api/scripts/42',
          protocol: 'HTTP/1.1',
          sourceIp: '10.1.2.3',
          userAgent: 'jest',
        },
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        routeKey: 'POST /api/scripts/{id}',
        stage: '$default',
        time: expect.any(String),
        timeEpoch: expect.any(Number),
      },
      body: '{"idea":"promoção"}',
      isBase64Encoded: false,
    });
  });

  it('joins repeated query parameters and repeated headers with commas, as API Gateway does', () => {
    const event = toHttpApiEvent(
      request({ headers: { 'x-tag': ['a', 'b'] } }),
      new URL('http://localhost/api/x?platform=tiktok&platform=instagram&q=a%20b'),
      'GET /api/x',
      {},
      Buffer.alloc(0),
    );
    expect(event.queryStringParameters).toEqual({ platform: 'tiktok,instagram', q: 'a b' });
    expect(event.headers['x-tag']).toBe('a,b');
  });

  it('leaves out the query, the path parameters and the body when there are none', () => {
    const event = toHttpApiEvent(
      request({ method: 'GET' }),
      new URL('http://localhost/api/health'),
      'GET /api/health',
      {},
      Buffer.alloc(0),
    );
    expect(event).toMatchObject({
      rawQueryString: '',
      queryStringParameters: undefined,
      pathParameters: undefined,
      body: undefined,
      isBase64Encoded: false,
    });
  });

  it.each(['application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'])(
    'sends a %s body as text',
    (contentType) => {
      const event = toHttpApiEvent(
        request({ headers: { 'content-type': contentType } }),
        new URL('http://localhost/api/x'),
        'POST /api/x',
        {},
        Buffer.from('a=1'),
      );
      expect(event).toMatchObject({ body: 'a=1', isBase64Encoded: false });
    },
  );

  it('treats a body without a content type as JSON text', () => {
    const event = toHttpApiEvent(
      request(),
      new URL('http://localhost/api/x'),
      'POST /api/x',
      {},
      Buffer.from('{"a":1}'),
    );
    expect(event).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
  });

  it('sends a binary body as base64 and says so', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]);
    const event = toHttpApiEvent(
      request({ headers: { 'content-type': 'image/png' } }),
      new URL('http://localhost/api/x'),
      'POST /api/x',
      {},
      png,
    );
    expect(event).toMatchObject({ body: png.toString('base64'), isBase64Encoded: true });
    expect(Buffer.from(event.body!, 'base64')).toEqual(png);
  });

  it('gives every event its own request id', () => {
    const make = () =>
      toHttpApiEvent(request(), new URL('http://localhost/api/x'), 'POST /api/x', {}, Buffer.alloc(0)).requestContext
        .requestId;
    expect(make()).not.toBe(make());
  });
});
