import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import type { AuthService, AuthServiceEvent } from './auth-service';

/** What the UI may offer, known from the config alone (before Amplify has loaded). */
export function authCapabilities(config: RuntimeConfig): {
  localMode: boolean;
  googleEnabled: boolean;
  canResendCode: boolean;
} {
  const localMode = config.mode === 'local';
  return {
    localMode,
    googleEnabled: !localMode && config.auth.googleEnabled && !!config.auth.oauthDomain,
    // Locally the local server answers ResendConfirmationCode from the mailbox, as cognito-local
    // lacks it (docs/LOCAL-MODE.md §cognito-local.unsupported).
    canResendCode: true,
  };
}

/** Amplify's key prefix in its token store (localStorage): `CognitoIdentityServiceProvider.<client>.<user>.accessToken`. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * Whether Amplify may hold a session in this browser: an access token kept for our app client.
 * Without one, Amplify itself answers "no session" (its token store reads that key first), so the
 * answer needs no Amplify at all.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'>, clientId: string): boolean {
  const prefix = `${AMPLIFY_KEY_PREFIX}.${clientId}.`;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix) && key.endsWith('.accessToken')) return true;
  }
  return false;
}

/**
 * An AuthService that loads the real one on first use, so Amplify (~45 KB gzip) stays out of the
 * first paint. Asked for the session while `mayHaveSession()` says there is none (no token kept, no
 * OAuth return in the URL), it answers "signed out" without loading Amplify: a visitor of /auth or
 * /planos loads it when they sign in (docs/ARCHITECTURE.md §prerender).
 */
export function createLazyAuthService(
  config: RuntimeConfig,
  load: () => Promise<AuthService>,
  mayHaveSession: () => boolean = () => true,
): AuthService {
  let loading: Promise<AuthService> | null = null;
  // Who listens for auth events: subscribed to the real service once something loads it.
  const listeners = new Set<{ listener: (event: AuthServiceEvent) => void; unsubscribe?: () => void }>();
  // Loaded on first use, not at boot: the landing page's critical path has no Amplify
  // (docs/ARCHITECTURE.md §prerender); a failed load is tried again on the next call.
  const get = () =>
    (loading ??= load().then(
      (real) => {
        for (const entry of listeners) entry.unsubscribe ??= real.onAuthEvent(entry.listener);
        return real;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  const caps = authCapabilities(config);

  const service: AuthService = {
    googleEnabled: caps.googleEnabled,
    localMode: caps.localMode,
    signIn: async (input) => (await get()).signIn(input),
    signUp: async (input) => (await get()).signUp(input),
    confirmSignUp: async (input) => (await get()).confirmSignUp(input),
    signInWithGoogle: async () => (await get()).signInWithGoogle(),
    signOut: async () => (await get()).signOut(),
    forgotPassword: async (email) => (await get()).forgotPassword(email),
    confirmResetPassword: async (input) => (await get()).confirmResetPassword(input),
    confirmSignInWithTotp: async (code) => (await get()).confirmSignInWithTotp(code),
    changePassword: async (input) => (await get()).changePassword(input),
    startEmailChange: async (email) => (await get()).startEmailChange(email),
    confirmEmailChange: async (code) => (await get()).confirmEmailChange(code),
    totpEnabled: async () => (await get()).totpEnabled(),
    setUpTotp: async () => (await get()).setUpTotp(),
    verifyTotp: async (code) => (await get()).verifyTotp(code),
    disableTotp: async () => (await get()).disableTotp(),
    signOutEverywhere: async () => (await get()).signOutEverywhere(),
    currentSession: async (options) => (loading || mayHaveSession() ? (await get()).currentSession(options) : null),
    getAccessToken: async () => (loading || mayHaveSession() ? (await get()).getAccessToken() : null),
    onAuthEvent(listener: (event: AuthServiceEvent) => void) {
      // Events come from the real service only: nothing to hear before something loads it.
      const entry: { listener: typeof listener; unsubscribe?: () => void } = { listener };
      listeners.add(entry);
      void loading?.then(
        (real) => {
          if (listeners.has(entry)) entry.unsubscribe ??= real.onAuthEvent(listener);
        },
        () => {},
      );
      return () => {
        listeners.delete(entry);
        entry.unsubscribe?.();
      };
    },
  };
  if (caps.canResendCode) {
    service.resendSignUpCode = async (email) => {
      const real = await get();
      if (!real.resendSignUpCode) throw new Error('Reenvio de código indisponível');
      return real.resendSignUpCode(email);
    };
  }
  return service;
}
