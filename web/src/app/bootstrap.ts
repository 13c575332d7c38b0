import { loadRuntimeConfig } from '../config';
import { createApiClient } from '../lib/api-client';
import type { AppServices } from '../lib/services';
import { notify } from '../lib/toaster';
import { authErrorToast } from '../features/auth/auth-errors';
import { createLazyAuthService, hasStoredSession } from '../features/auth/auth-service.lazy';
import { documentVisibility, startAuthSync } from '../features/auth/auth-sync';
import { isOAuthReturn, needsSessionAtBoot, onSessionDemand } from '../features/auth/session-demand';

/** Whether Amplify may hold a session here; storage we cannot read may hold one. */
function mayHoldSession(clientId: string): boolean {
  try {
    return hasStoredSession(localStorage, clientId);
  } catch {
    return true;
  }
}

/**
 * The composition root: loads /config.json, builds the auth service (Amplify in its own chunk,
 * loaded on first use) and the API client. The session check starts at boot where a page needs
 * it, else when a screen first asks for it (session-demand.ts): the landing page never loads
 * Amplify, and a visitor with no session kept loads it only to sign in (docs/ARCHITECTURE.md §prerender).
 */
export async function bootstrap(): Promise<AppServices> {
  const config = await loadRuntimeConfig();
  const origin = window.location.origin;
  const auth = createLazyAuthService(
    config,
    () => import('../features/auth/auth-service.amplify').then((m) => m.loadAmplifyAuthService(config, origin)),
    // No token kept and no Google redirect to read: signed out, known without Amplify.
    () => isOAuthReturn(window.location.search) || mayHoldSession(config.auth.userPoolClientId),
  );
  let sync: ReturnType<typeof startAuthSync> | null = null;
  const session = () =>
    (sync ??= startAuthSync(auth, {
      visibility: documentVisibility,
      onGoogleFailure: (error) => {
        const toast = authErrorToast(error, 'google');
        notify.error(toast.title, toast.description);
      },
    }));
  onSessionDemand(() => void session());
  if (needsSessionAtBoot(window.location)) session();
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getAccessToken: () => auth.getAccessToken().catch(() => null),
    // A 401 means the token is gone or revoked (docs/ARCHITECTURE.md §revocation): ask the pool
    // for new tokens; when it refuses too, the session ends and the shell sends us to /auth.
    onUnauthorized: () => void session().check({ forceRefresh: true }),
  });
  return { config, auth, api, refreshSession: (opts) => session().check(opts) };
}
