import { API_ERROR_CODES, apiErrorBodySchema, DEFAULT_ERROR_MESSAGES } from './api-error';

describe('API error contract', () => {
  it.each([...API_ERROR_CODES])('has a non-blank pt-BR default message for %s', (code) => {
    expect(DEFAULT_ERROR_MESSAGES[code].trim()).not.toBe('');
  });

  it('uses the wording of docs/PRODUCT.md §messages.images for insufficient credits, which the image page matches on', () => {
    expect(DEFAULT_ERROR_MESSAGES.insufficient_credits).toContain('Créditos insuficientes');
  });

  it('accepts a body with a known code and a message', () => {
    expect(apiErrorBodySchema.safeParse({ error: 'not_found', message: 'Não encontrado.' }).success).toBe(true);
  });

  it.each([
    { body: { error: 'teapot', message: 'x' }, why: 'an unknown code' },
    { body: { error: 'internal' }, why: 'no message' },
    { body: { message: 'x' }, why: 'no code' },
  ])('rejects a body with $why', ({ body }) => {
    expect(apiErrorBodySchema.safeParse(body).success).toBe(false);
  });
});
