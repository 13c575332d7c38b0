import { expect, test } from '@playwright/test';

test('health answers ok in local mode', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true, mode: 'local' });
});

test('the API refuses calls without a valid token with a JSON 401', async ({ request }) => {
  for (const path of ['/api/subscription', '/api/profile', '/api/rota-desconhecida']) {
    const res = await request.get(path);
    expect(res.status()).toBe(401);
    expect((await res.json()).error).toBe('unauthorized');
  }
  const forged = await request.get('/api/subscription', {
    headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
  });
  expect(forged.status()).toBe(401);
});

test('unknown non-API paths serve the SPA', async ({ request }) => {
  const res = await request.get('/qualquer/coisa');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
});
