import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import { userFromClaims, type AuthService } from './auth-service';
import { authCapabilities, createLazyAuthService, hasStoredSession } from './auth-service.lazy';

describe('userFromClaims', () => {
  it('reads sub, e-mail, name and picture from ID-token claims', () => {
    expect(userFromClaims({ sub: 's', email: 'ana@x.com', name: ' Ana ', picture: 'https://p' })).toEqual({
      sub: 's',
      email: 'ana@x.com',
      name: 'Ana',
      picture: 'https://p',
    });
  });

  it("falls back to the e-mail's local part for the name", () => {
    expect(userFromClaims({ sub: 's', email: 'ana@x.com' })).toEqual({ sub: 's', email: 'ana@x.com', name: 'ana' });
  });

  it('returns null without a subject or e-mail', () => {
    expect(userFromClaims({ email: 'ana@x.com' })).toBeNull();
    expect(userFromClaims({ sub: 's' })).toBeNull();
    expect(userFromClaims(undefined)).toBeNull();
  });
});

const base: RuntimeConfig = {
  mode: 'aws',
  apiUrl: '/api',
  wsUrl: 'wss://ws',
  region: 'sa-east-1',
  auth: { userPoolId: 'p', userPoolClientId: 'c', oauthDomain: 'auth.viraliza.app', googleEnabled: true },
};

describe('authCapabilities', () => {
  it('offers Google and code resend on AWS with a hosted-UI domain', () => {
    expect(authCapabilities(base)).toEqual({ localMode: false, googleEnabled: true, canResendCode: true });
  });

  it('offers no Google locally, even if the config says googleEnabled, but the code resend (the local server answers it)', () => {
    expect(authCapabilities({ ...base, mode: 'local' })).toEqual({
      localMode: true,
      googleEnabled: false,
      canResendCode: true,
    });
  });

  it('needs the oauth domain for Google', () => {
    expect(authCapabilities({ ...base, auth: { ...base.auth, oauthDomain: undefined } }).googleEnabled).toBe(false);
  });
});

describe('createLazyAuthService', () => {
  it('loads on first use only, once, and forwards calls to the real service', async () => {
    const real = {
      signIn: jest.fn(async () => ({ nextStep: 'done' as const })),
      onAuthEvent: jest.fn(() => () => {}),
    } as unknown as AuthService;
    const load = jest.fn(async () => real);
    const lazy = createLazyAuthService(base, load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.signIn({ email: 'a@x.com', password: '123456' })).resolves.toEqual({ nextStep: 'done' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.resendSignUpCode).toBeDefined();
    expect(createLazyAuthService({ ...base, mode: 'local' }, load).resendSignUpCode).toBeDefined();
  });

  it('subscribes to events once loaded, and not after an early unsubscribe', async () => {
    const unsubscribe = jest.fn();
    const onAuthEvent = jest.fn(() => unsubscribe);
    const real = { onAuthEvent } as unknown as AuthService;
    const lazy = createLazyAuthService(base, async () => ({ ...real, signOut: async () => {} }) as AuthService);
    const stopEarly = lazy.onAuthEvent(() => {});
    stopEarly();
    const stop = lazy.onAuthEvent(() => {});
    await new Promise((r) => setTimeout(r, 0));
    // Listening loads nothing: events come from the real service, once something loads it.
    expect(onAuthEvent).not.toHaveBeenCalled();
    await lazy.signOut();
    expect(onAuthEvent).toHaveBeenCalledTimes(1);
    const late = lazy.onAuthEvent(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(onAuthEvent).toHaveBeenCalledTimes(2);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    late();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('answers "no session" without loading Amplify while none is kept, and asks the real service once loaded', async () => {
    const real = {
      currentSession: jest.fn(async () => ({ user: { sub: 's' } })),
      getAccessToken: jest.fn(async () => 'token'),
      signIn: jest.fn(async () => ({ nextStep: 'done' as const })),
      onAuthEvent: jest.fn(() => () => {}),
    } as unknown as AuthService;
    const load = jest.fn(async () => real);
    let kept = false;
    const lazy = createLazyAuthService(base, load, () => kept);
    await expect(lazy.currentSession()).resolves.toBeNull();
    await expect(lazy.getAccessToken()).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
    kept = true;
    await expect(lazy.currentSession()).resolves.toEqual({ user: { sub: 's' } });
    expect(load).toHaveBeenCalledTimes(1);

    // Signed in during this visit: the real service answers from then on, whatever was kept before.
    const fresh = createLazyAuthService(
      base,
      async () => real,
      () => false,
    );
    await fresh.signIn({ email: 'a@x.com', password: '123456' });
    await expect(fresh.getAccessToken()).resolves.toBe('token');
  });

  it("knows a session is kept by Amplify's access-token key for our app client", () => {
    const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.c.ana.accessToken']), 'c')).toBe(true);
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.c.LastAuthUser', 'viraliza:tema']), 'c')).toBe(
      false,
    );
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.outro.ana.accessToken']), 'c')).toBe(false);
    expect(hasStoredSession(storage([]), 'c')).toBe(false);
  });

  it('tries the load again after a failed one', async () => {
    const real = { signOut: jest.fn(async () => {}) } as unknown as AuthService;
    const load = jest
      .fn<Promise<AuthService>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const lazy = createLazyAuthService(base, load);
    await expect(lazy.signOut()).rejects.toThrow('offline');
    await expect(lazy.signOut()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
