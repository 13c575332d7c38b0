import { afterSignInPath, resetPasswordHref } from './auth-links';

describe('afterSignInPath', () => {
  it('goes back to the page that asked for the sign-in', () => {
    expect(afterSignInPath({ returnTo: '/planos' })).toBe('/planos');
    expect(afterSignInPath({ returnTo: '/planos?x=1', tab: 'entrar' })).toBe('/planos?x=1');
  });

  it('goes to /criar otherwise, and never to another origin or back to /auth', () => {
    for (const state of [
      null,
      undefined,
      { tab: 'cadastrar' },
      { returnTo: 'https://evil.example' },
      { returnTo: '//evil.example' },
      { returnTo: '/\\evil.example' },
      { returnTo: '/auth' },
      { returnTo: 42 },
    ])
      expect(afterSignInPath(state)).toBe('/criar');
  });
});

describe('resetPasswordHref', () => {
  it('carries the e-mail', () => {
    expect(resetPasswordHref('a@b.com')).toBe('/reset-password?email=a%40b.com');
  });
});
