/**
 * The auth port the UI talks to. The Amplify adapter (auth-service.amplify.ts) implements
 * it for both modes; tests and a future local fallback can implement it without Amplify.
 *
 * @example
 * const result = await auth.signIn({ email, password });
 * if (result.nextStep === 'confirmSignUp') showCodeStep();
 */
export interface AuthUser {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

export interface AuthSession {
  user: AuthUser;
  /** Epoch milliseconds at which the access token expires. */
  accessTokenExpiresAt: number;
}

/** `totp`: the password matched and the account has two-factor on; `confirmSignInWithTotp` finishes it. */
export type SignInResult = { nextStep: 'done' } | { nextStep: 'confirmSignUp' } | { nextStep: 'totp' };

/** What an authenticator app needs to add the account: the shared secret and its otpauth:// URI (for the QR code). */
export interface TotpSetup {
  secret: string;
  uri: string;
}
export type SignUpResult = { nextStep: 'confirmSignUp' } | { nextStep: 'done' };

/** What the session layer reacts to (Amplify's Hub 'auth' channel, normalised). */
export type AuthServiceEvent =
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'tokenRefresh' }
  | { type: 'tokenRefreshFailure'; error?: unknown }
  | { type: 'googleFailure'; error?: unknown };

export interface AuthService {
  /** Google sign-in is possible (AWS with a hosted UI domain); false locally. */
  readonly googleEnabled: boolean;
  /** Local cognito-local mode: no Google, codes shown in /dev/emails, no resend. */
  readonly localMode: boolean;
  signIn(input: { email: string; password: string }): Promise<SignInResult>;
  signUp(input: { name: string; email: string; password: string }): Promise<SignUpResult>;
  confirmSignUp(input: { email: string; code: string }): Promise<void>;
  /** Sends the sign-up code again; absent where the pool cannot (cognito-local). */
  resendSignUpCode?(email: string): Promise<void>;
  /** Leaves the page for the hosted UI; the session arrives back on /auth. */
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  /** Sends a password-reset code to the e-mail. */
  forgotPassword(email: string): Promise<void>;
  confirmResetPassword(input: { email: string; code: string; newPassword: string }): Promise<void>;
  /** Finishes a sign-in whose step was `totp` with the authenticator's 6-digit code. */
  confirmSignInWithTotp(code: string): Promise<void>;
  /** /perfil 'Conta' (docs/PRODUCT.md §screens.perfil): the current password is checked by the pool. */
  changePassword(input: { oldPassword: string; newPassword: string }): Promise<void>;
  /** Asks the pool to change the e-mail; it e-mails a code to the new address (`code`), or changes it at once (`done`). */
  startEmailChange(newEmail: string): Promise<'code' | 'done'>;
  confirmEmailChange(code: string): Promise<void>;
  /** 'Segurança': whether TOTP two-factor is on. */
  totpEnabled(): Promise<boolean>;
  /** Starts TOTP set-up: a new secret for the authenticator app (not on until `verifyTotp`). */
  setUpTotp(): Promise<TotpSetup>;
  /** Verifies the first code from the app and turns TOTP on as the preferred factor. */
  verifyTotp(code: string): Promise<void>;
  disableTotp(): Promise<void>;
  /** Revokes every refresh token of the user with the pool and signs this browser out. */
  signOutEverywhere(): Promise<void>;
  /** The current session (refreshing tokens when they expired or `forceRefresh`), or null. */
  currentSession(options?: { forceRefresh?: boolean }): Promise<AuthSession | null>;
  /** The access token for API calls, refreshed when needed; null when signed out. */
  getAccessToken(): Promise<string | null>;
  onAuthEvent(listener: (event: AuthServiceEvent) => void): () => void;
}

/** Builds the user from ID-token claims; null when the claims lack a subject or e-mail. */
export function userFromClaims(claims: Record<string, unknown> | undefined): AuthUser | null {
  if (!claims) return null;
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!sub || !email) return null;
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : (email.split('@')[0] ?? email);
  const picture = typeof claims.picture === 'string' && claims.picture ? claims.picture : undefined;
  return picture ? { sub, email, name, picture } : { sub, email, name };
}
