import { sign, verifySignature } from './signature';

const NOW = new Date('2026-03-15T09:30:00.000Z');
const T = NOW.getTime() / 1000;
const BODY = '{"jobId":"j1","status":"succeeded"}';

describe('webhook signature', () => {
  it('accepts a fresh HMAC of the exact body', () => {
    expect(verifySignature(BODY, sign(BODY, 'segredo', T), 'segredo', NOW)).toBe(true);
  });

  it.each([
    ['another secret', sign(BODY, 'outro', T)],
    ['a changed body', sign(BODY + ' ', 'segredo', T)],
    ['a stale timestamp', sign(BODY, 'segredo', T - 301)],
    ['a future timestamp', sign(BODY, 'segredo', T + 301)],
    ['a malformed header', 'v1=abc'],
    ['no header', undefined],
  ])('refuses %s', (_case, header) => {
    expect(verifySignature(BODY, header, 'segredo', NOW)).toBe(false);
  });

  it('refuses everything when the secret is empty', () => {
    expect(verifySignature(BODY, sign(BODY, '', T), '', NOW)).toBe(false);
  });
});
