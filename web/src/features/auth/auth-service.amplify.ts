import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  verifyTOTPSetup,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { absoluteUrl } from '../../config';
import type { AuthService, AuthServiceEvent, AuthSession, SignInResult } from './auth-service';

/** The issuer an authenticator app shows next to the code. */
const TOTP_ISSUER = 'Viraliza';
import { userFromClaims } from './auth-service';
import { authCapabilities } from './auth-service.lazy';
import { CognitoServiceError, createCognitoLocalTokenRefresher } from './cognito-local-refresher';

const OAUTH_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'];

/** What Amplify's `Auth.configure` warns, word for word, whenever `userPoolEndpoint` is set. */
export const CUSTOM_ENDPOINT_NOTICE =
  'You are using a custom Amazon Amazon Cognito User Pool endpoint, ensure the endpoint is correct.';

/**
 * Runs Amplify's configure without its custom-endpoint notice: Amplify prints it for any
 * `userPoolEndpoint`, with no setting to turn it off, and the local pool can only be reached
 * through one (docs/LOCAL-MODE.md §cognito-local.endpoint-notice). Only that exact message is
 * dropped, and only during the synchronous call; every other warning still prints.
 */
export function withoutCustomEndpointNotice(configure: () => void): void {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].endsWith(` - ${CUSTOM_ENDPOINT_NOTICE}`)) return;
    warn.apply(console, args);
  };
  try {
    configure();
  } finally {
    console.warn = warn;
  }
}

/** Configures Amplify from the runtime config (local mode: docs/LOCAL-MODE.md §cognito-local). */
export function configureAmplify(config: RuntimeConfig, origin: string): void {
  const { auth } = config;
  const { localMode: local, googleEnabled: google } = authCapabilities(config);
  const userPoolEndpoint = auth.userPoolEndpoint ? absoluteUrl(auth.userPoolEndpoint, origin) : undefined;

  const configure = () =>
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: auth.userPoolId,
          userPoolClientId: auth.userPoolClientId,
          ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
          signUpVerificationMethod: 'code',
          loginWith: {
            email: true,
            ...(google
              ? {
                  oauth: {
                    domain: auth.oauthDomain!,
                    scopes: OAUTH_SCOPES,
                    redirectSignIn: [`${origin}${SIGN_IN_PATH}`],
                    redirectSignOut: [`${origin}${SIGN_IN_PATH}`],
                    responseType: 'code' as const,
                  },
                }
              : {}),
          },
        },
      },
    });
  // Locally the endpoint is ours by design; on AWS there is none to warn about.
  if (local) withoutCustomEndpointNotice(configure);
  else configure();

  if (local && userPoolEndpoint) {
    // docs/LOCAL-MODE.md §cognito-local.refresh: cognito-local cannot refresh through GetTokensFromRefreshToken.
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createCognitoLocalTokenRefresher({ endpoint: userPoolEndpoint, clientId: auth.userPoolClientId }),
    );
  }
}

/** The Amplify adapter of the AuthService port; call configureAmplify first. */
export function createAmplifyAuthService(config: RuntimeConfig): AuthService {
  const { localMode: local, googleEnabled, canResendCode } = authCapabilities(config);
  // docs/LOCAL-MODE.md §cognito-local.srp: cognito-local has no SRP; AWS keeps the default SRP flow.
  const signInOptions = local ? { authFlowType: 'USER_PASSWORD_AUTH' as const } : undefined;

  async function currentSession(options?: { forceRefresh?: boolean }): Promise<AuthSession | null> {
    const { tokens } = await fetchAuthSession({ forceRefresh: options?.forceRefresh ?? false });
    if (!tokens?.accessToken) return null;
    const user = userFromClaims(tokens.idToken?.payload as Record<string, unknown> | undefined);
    if (!user) return null;
    return { user, accessTokenExpiresAt: (tokens.accessToken.payload.exp ?? 0) * 1000 };
  }

  const service: AuthService = {
    googleEnabled,
    localMode: local,

    async signIn({ email, password }): Promise<SignInResult> {
      const { nextStep } = await signIn({ username: email.trim(), password, options: signInOptions });
      switch (nextStep.signInStep) {
        case 'DONE':
          return { nextStep: 'done' };
        case 'CONFIRM_SIGN_UP':
          return { nextStep: 'confirmSignUp' };
        case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
          return { nextStep: 'totp' };
        case 'RESET_PASSWORD':
          throw new CognitoServiceError('PasswordResetRequiredException', 'Password reset required');
        default:
          // The pool offers TOTP only (no SMS, no e-mail OTP), so no other challenge can come.
          throw new CognitoServiceError(
            'UnsupportedSignInStep',
            `Etapa de login ainda não suportada: ${nextStep.signInStep}`,
          );
      }
    },

    async signUp({ name, email, password }) {
      const { nextStep } = await signUp({
        username: email.trim(),
        password,
        options: { userAttributes: { email: email.trim(), name: name.trim() } },
      });
      return nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? { nextStep: 'confirmSignUp' } : { nextStep: 'done' };
    },

    async confirmSignUp({ email, code }) {
      await confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
    },

    ...(!canResendCode
      ? {}
      : { resendSignUpCode: async (email: string) => void (await resendSignUpCode({ username: email.trim() })) }),

    async signInWithGoogle() {
      if (!googleEnabled)
        throw new CognitoServiceError('GoogleDisabled', 'Login com Google indisponível neste ambiente.');
      await signInWithRedirect({ provider: 'Google' });
    },

    async signOut() {
      await signOut();
    },

    async forgotPassword(email) {
      await resetPassword({ username: email.trim() });
    },

    async confirmResetPassword({ email, code, newPassword }) {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
    },

    async confirmSignInWithTotp(code) {
      const { nextStep } = await confirmSignIn({ challengeResponse: code.trim() });
      if (nextStep.signInStep !== 'DONE')
        throw new CognitoServiceError(
          'UnsupportedSignInStep',
          `Etapa de login ainda não suportada: ${nextStep.signInStep}`,
        );
    },

    async changePassword({ oldPassword, newPassword }) {
      await updatePassword({ oldPassword, newPassword });
    },

    async startEmailChange(newEmail) {
      const { nextStep } = await updateUserAttribute({
        userAttribute: { attributeKey: 'email', value: newEmail.trim() },
      });
      return nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE' ? 'code' : 'done';
    },

    async confirmEmailChange(code) {
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
    },

    async totpEnabled() {
      const { enabled } = await fetchMFAPreference();
      return enabled?.includes('TOTP') ?? false;
    },

    async setUpTotp() {
      const { tokens } = await fetchAuthSession();
      const email = String(tokens?.idToken?.payload.email ?? '');
      const details = await setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, email || undefined).toString() };
    },

    async verifyTotp(code) {
      await verifyTOTPSetup({ code: code.trim() });
      await updateMFAPreference({ totp: 'PREFERRED' });
    },

    async disableTotp() {
      await updateMFAPreference({ totp: 'DISABLED' });
    },

    async signOutEverywhere() {
      // GlobalSignOut with the access token (locally answered by the local server, docs/LOCAL-MODE.md §cognito-local.unsupported).
      await signOut({ global: true });
    },

    currentSession,

    async getAccessToken() {
      const { tokens } = await fetchAuthSession();
      return tokens?.accessToken?.toString() ?? null;
    },

    onAuthEvent(listener) {
      return Hub.listen('auth', ({ payload }) => {
        const event = toServiceEvent(payload as { event: string; data?: unknown });
        if (event) listener(event);
      });
    },
  };
  return service;
}

function toServiceEvent(payload: { event: string; data?: unknown }): AuthServiceEvent | null {
  switch (payload.event) {
    case 'signedIn':
      return { type: 'signedIn' };
    case 'signedOut':
      return { type: 'signedOut' };
    case 'tokenRefresh':
      return { type: 'tokenRefresh' };
    case 'tokenRefresh_failure':
      return { type: 'tokenRefreshFailure', error: (payload.data as { error?: unknown } | undefined)?.error };
    case 'signInWithRedirect_failure':
      return { type: 'googleFailure', error: (payload.data as { error?: unknown } | undefined)?.error };
    default:
      return null;
  }
}

/** Entry for the lazy loader: configure Amplify, then build the adapter. */
export function loadAmplifyAuthService(config: RuntimeConfig, origin: string): AuthService {
  configureAmplify(config, origin);
  return createAmplifyAuthService(config);
}
