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

/**
 * An AuthService that loads the real one on first use (and starts loading at once), so
 * Amplify (~45 KB gzip) stays out of the first paint: the landing page never waits for it.
 */
export function createLazyAuthService(config: RuntimeConfig, load: () => Promise<AuthService>): AuthService {
  let loading: Promise<AuthService> | null = null;
  // Loaded on first use, not at boot: the landing page's critical path has no Amplify
  // (docs/ARCHITECTURE.md §prerender); a failed load is tried again on the next call.
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
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
    currentSession: async (options) => (await get()).currentSession(options),
    getAccessToken: async () => (await get()).getAccessToken(),
    onAuthEvent(listener: (event: AuthServiceEvent) => void) {
      let active = true;
      let unsubscribe = () => {};
      void get().then(
        (real) => {
          if (active) unsubscribe = real.onAuthEvent(listener);
        },
        () => {},
      );
      return () => {
        active = false;
        unsubscribe();
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
