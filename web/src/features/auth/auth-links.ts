import { HOME_AFTER_SIGN_IN, SIGN_IN_PATH } from '@shared/navigation/app-routes';

/** /reset-password?email=… so the e-mail is already filled in. */
export function resetPasswordHref(email: string): string {
  return `/reset-password?${new URLSearchParams({ email }).toString()}`;
}

/**
 * Where signing in leads: back to the page that sent the visitor to /auth with
 * `state={{ returnTo: '/planos' }}` (choosing a plan while signed out), else /criar. Only a path
 * of this app is followed, never another origin ('//host', 'https://…').
 *
 * @example afterSignInPath({ returnTo: '/planos' }) // '/planos'
 */
export function afterSignInPath(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof returnTo !== 'string' || !/^\/(?![/\\])/.test(returnTo) || returnTo.startsWith(SIGN_IN_PATH))
    return HOME_AFTER_SIGN_IN;
  return returnTo;
}
