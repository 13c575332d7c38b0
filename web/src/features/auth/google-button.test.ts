import { GOOGLE_LOCAL_UNAVAILABLE, GOOGLE_NOT_CONFIGURED, googleHint } from './google-button';

describe('the Google button’s hint', () => {
  it('says why Google is unavailable on a stage deployed without it: e-mail sign-in still works', () => {
    expect(googleHint({ enabled: false, localMode: false })).toBe(GOOGLE_NOT_CONFIGURED);
    expect(GOOGLE_NOT_CONFIGURED).toMatch(/e-mail/);
  });

  it('says it is the local mode locally, and how it works when enabled', () => {
    expect(googleHint({ enabled: false, localMode: true })).toBe(GOOGLE_LOCAL_UNAVAILABLE);
    expect(googleHint({ enabled: true, localMode: false })).toBe('Você entra pela página segura do Google');
  });
});
