import * as z from 'zod/mini';
import { DEFAULT_ERROR_MESSAGES } from '@shared/errors/api-error';
import { ApiError, createApiClient, parseApiError } from './api-client';

describe('parseApiError', () => {
  it('keeps the code and pt-BR message of a contract error body', () => {
    const err = parseApiError(
      402,
      JSON.stringify({ error: 'insufficient_credits', message: 'Créditos insuficientes' }),
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 402, code: 'insufficient_credits', message: 'Créditos insuficientes' });
  });

  it.each([
    [401, 'unauthorized'],
    [402, 'insufficient_credits'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [422, 'validation_failed'],
    [429, 'rate_limited'],
    [502, 'internal'],
  ] as const)('maps a %i with an HTML body to %s and its default message', (status, code) => {
    const err = parseApiError(status, '<html>Bad gateway</html>');
    expect(err.code).toBe(code);
    expect(err.message).toBe(DEFAULT_ERROR_MESSAGES[code]);
  });

  it('reads a 402 without a contract body as insufficient credits, in the words the credit screens match on', () => {
    expect(parseApiError(402, '')).toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      message: 'Créditos insuficientes',
    });
  });

  it('uses the default message when the server sends an empty one', () => {
    expect(parseApiError(404, JSON.stringify({ error: 'not_found', message: '  ' })).message).toBe(
      DEFAULT_ERROR_MESSAGES.not_found,
    );
  });
});

describe('createApiClient', () => {
  const schema = z.object({ ok: z.boolean() });
  const route = <const M extends 'GET' | 'POST', const P extends string>(method: M, path: P) =>
    ({ method, path, response: schema }) as const;

  function client(response: Response | Error, token: string | null = 'tok-123') {
    const fetchImpl = jest.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl: '/api/', getAccessToken: async () => token, onUnauthorized, fetchImpl });
    return { api, fetchImpl, onUnauthorized };
  }

  it('sends the bearer token and parses the answer with the schema', async () => {
    const { api, fetchImpl } = client(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(api.call(route('GET', '/subscription'))).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/subscription',
      expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ authorization: 'Bearer tok-123' }) }),
    );
  });

  it('sends no Authorization header when signed out', async () => {
    const { api, fetchImpl } = client(new Response(JSON.stringify({ ok: true })), null);
    await api.call(route('GET', '/health'));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('throws a typed ApiError and tells the auth layer on 401', async () => {
    const { api, onUnauthorized } = client(
      new Response(JSON.stringify({ error: 'unauthorized', message: 'Sessão expirada' }), { status: 401 }),
    );
    await expect(api.call(route('GET', '/profile'))).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Sessão expirada',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a failed fetch into a network_error with a pt-BR message', async () => {
    const { api } = client(new TypeError('Failed to fetch'));
    await expect(api.call(route('GET', '/profile'))).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('rejects an answer that does not match the schema', async () => {
    const { api } = client(new Response(JSON.stringify({ ok: 'yes' }), { status: 200 }));
    await expect(api.call(route('GET', '/profile'))).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('serialises a JSON body with its content type', async () => {
    const { api, fetchImpl } = client(new Response(JSON.stringify({ ok: true })));
    const withBody = { ...route('POST', '/scripts'), request: z.object({ idea: z.string() }) } as const;
    await api.call(withBody, { body: { idea: 'x' } });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"idea":"x"}');
    expect(init.headers).toHaveProperty('content-type', 'application/json');
  });

  it("fills the route's path params, encoded, and sends its method", async () => {
    const { api, fetchImpl } = client(new Response(JSON.stringify({ ok: true })));
    await api.call(route('POST', '/news/{operationId}/save'), { params: { operationId: 'a/b c' }, body: {} });
    expect(fetchImpl).toHaveBeenCalledWith('/api/news/a%2Fb%20c/save', expect.objectContaining({ method: 'POST' }));
  });

  it('refuses, when compiled and when run, a call that leaves out a path param', async () => {
    const { api, fetchImpl } = client(new Response(JSON.stringify({ ok: true })));
    // @ts-expect-error: '/scripts/{id}' needs params.id
    await expect(api.call(route('GET', '/scripts/{id}'))).rejects.toThrow('falta o parâmetro id');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends a GET request as the query string, leaving out what is undefined', async () => {
    const urls: string[] = [];
    for (const query of [{ cursor: 'c1', q: undefined, kind: 'simple' }, { q: undefined }]) {
      const { api, fetchImpl } = client(new Response(JSON.stringify({ ok: true })));
      await api.call(route('GET', '/scripts'), { query });
      urls.push((fetchImpl.mock.calls[0] as unknown as [string])[0]);
    }
    expect(urls).toEqual(['/api/scripts?cursor=c1&kind=simple', '/api/scripts']);
  });
});
