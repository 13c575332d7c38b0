import { loadRuntimeConfig } from '../config';
import { createApiClient } from '../lib/api-client';
import type { AppServices } from '../lib/services';
import { notify } from '../lib/toaster';
import { authErrorToast } from '../features/auth/auth-errors';
import { createLazyAuthService } from '../features/auth/auth-service.lazy';
import { documentVisibility, startAuthSync } from '../features/auth/auth-sync';

/**
 * The composition root: loads /config.json, starts loading Amplify (in its own chunk, in
 * parallel with the first render), starts the session sync and builds the API client.
 */
export async function bootstrap(): Promise<AppServices> {
  const config = await loadRuntimeConfig();
  const origin = window.location.origin;
  const auth = createLazyAuthService(config, () =>
    import('../features/auth/auth-service.amplify').then((m) => m.loadAmplifyAuthService(config, origin)),
  );
  const sync = startAuthSync(auth, {
    visibility: documentVisibility,
    onGoogleFailure: (error) => {
      const toast = authErrorToast(error, 'google');
      notify.error(toast.title, toast.description);
    },
  });
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getAccessToken: () => auth.getAccessToken().catch(() => null),
    // A 401 means the token is gone or revoked (docs/ARCHITECTURE.md §revocation): ask the pool
    // for new tokens; when it refuses too, the session ends and the shell sends us to /auth.
    onUnauthorized: () => void sync.check({ forceRefresh: true }),
  });
  return { config, auth, api, refreshSession: sync.check };
}
