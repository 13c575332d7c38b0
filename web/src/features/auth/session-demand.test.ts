import { needsSessionAtBoot } from './session-demand';

describe('needsSessionAtBoot', () => {
  it.each(['/', '/contato', '/contato/', '/politica-privacidade', '/termos-uso'])(
    '%s waits for a screen to ask',
    (pathname) => {
      expect(needsSessionAtBoot({ pathname, search: '' })).toBe(false);
    },
  );

  it.each(['/auth', '/planos', '/criar', '/perfil', '/remoto/ABC'])('%s checks at boot', (pathname) => {
    expect(needsSessionAtBoot({ pathname, search: '' })).toBe(true);
  });

  it('checks at boot on an OAuth return, whatever the page', () => {
    expect(needsSessionAtBoot({ pathname: '/', search: '?code=abc&state=xyz' })).toBe(true);
    expect(needsSessionAtBoot({ pathname: '/', search: '?error=access_denied' })).toBe(true);
    expect(needsSessionAtBoot({ pathname: '/', search: '?code=abc' })).toBe(false);
  });
});
