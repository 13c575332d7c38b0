import { ApiError, createApiClient } from '../../lib/api-client';
import { deletionErrorMessage, requestAccountDeletion } from './delete-account';

function client(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const api = createApiClient({
    baseUrl: '/api',
    getAccessToken: async () => 'token-ana',
    fetchImpl: async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return new Response(JSON.stringify(body), { status });
    },
  });
  return { api, calls };
}

describe('requestAccountDeletion', () => {
  it('sends DELETE /api/account with the password in the body and the bearer token', async () => {
    const { api, calls } = client(200, { deleted: true });
    await requestAccountDeletion(api, 'segredo1');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/account');
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ password: 'segredo1' });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer token-ana');
  });

  it('fails with the server’s pt-BR message on a wrong password', async () => {
    const { api } = client(403, { error: 'forbidden', message: 'Senha incorreta. Digite a senha atual da sua conta.' });
    const err = await requestAccountDeletion(api, 'errada').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(deletionErrorMessage(err)).toBe('Senha incorreta. Digite a senha atual da sua conta.');
  });

  it('does not take an answer without `deleted: true` as a deletion', async () => {
    const { api } = client(200, { ok: true });
    await expect(requestAccountDeletion(api, 'segredo1')).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('deletionErrorMessage', () => {
  it('falls back to a generic pt-BR message for anything that is not an API error', () => {
    expect(deletionErrorMessage(new Error('boom'))).toBe(
      'Não foi possível excluir sua conta agora. Tente novamente em instantes.',
    );
  });
});
