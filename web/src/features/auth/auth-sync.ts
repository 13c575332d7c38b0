import type { AuthService, AuthServiceEvent } from './auth-service';
import { authStore, type AuthStoreApi } from './auth-store';

export interface AuthSyncOptions {
  store?: AuthStoreApi;
  /** How often the session is re-checked so a lost session is noticed (ms). */
  checkIntervalMs?: number;
  /** Tokens expiring within this window are refreshed ahead of time (ms). */
  refreshWindowMs?: number;
  now?: () => number;
  /** Called when the Google redirect came back with an error. */
  onGoogleFailure?: (error: unknown) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  /** Where to listen for "the tab is visible again"; omitted outside a browser. */
  visibility?: { subscribe: (onVisible: () => void) => () => void };
}

export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_WINDOW_MS = 5 * 60_000;

/** Whether a token expiring at `expiresAt` should be refreshed now. */
export function shouldRefreshSoon(expiresAt: number, now: number, windowMs = TOKEN_REFRESH_WINDOW_MS): boolean {
  return expiresAt - now <= windowMs;
}

/**
 * Keeps the session store in step with the auth service: resolves the initial session,
 * follows Hub events (signedIn, signedOut, tokenRefresh, tokenRefresh_failure), refreshes
 * tokens before they expire and re-checks on an interval and when the tab comes back.
 * Returns a function that stops everything.
 */
export function startAuthSync(
  auth: AuthService,
  options: AuthSyncOptions = {},
): { stop: () => void; check: (opts?: { forceRefresh?: boolean }) => Promise<void> } {
  const store = options.store ?? authStore;
  const now = options.now ?? Date.now;
  const windowMs = options.refreshWindowMs ?? TOKEN_REFRESH_WINDOW_MS;
  const setIntervalFn = options.setInterval ?? ((fn, ms) => setInterval(fn, ms));
  const clearIntervalFn = options.clearInterval ?? ((h) => clearInterval(h as ReturnType<typeof setInterval>));
  let stopped = false;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let queuedForce = false;

  async function runCheck(forceRefresh: boolean): Promise<void> {
    try {
      let session = await auth.currentSession(forceRefresh ? { forceRefresh: true } : undefined);
      if (session && shouldRefreshSoon(session.accessTokenExpiresAt, now(), windowMs)) {
        session = await auth.currentSession({ forceRefresh: true });
      }
      if (!stopped) store.getState().dispatch({ type: 'sessionResolved', user: session?.user ?? null });
    } catch (err) {
      // A network hiccup is not a sign-out: keep the state, but leave "loading" so the
      // guard does not spin forever when the very first check fails.
      console.error('auth: falha ao verificar a sessão', err);
      if (!stopped && store.getState().status === 'loading') {
        store.getState().dispatch({ type: 'sessionResolved', user: null });
      }
    }
  }

  /**
   * Checks the session. A request made while a check runs queues exactly one more
   * (a sign-in that lands mid-check must not be answered by the stale check).
   * `forceRefresh` (after the API refused a token, e.g. a revoked or deleted account,
   * docs/ARCHITECTURE.md §revocation) asks the pool for new tokens: when it refuses too,
   * the session is gone and the app signs out.
   */
  function check(opts: { forceRefresh?: boolean } = {}): Promise<void> {
    if (!running) {
      running = runCheck(opts.forceRefresh ?? false).finally(() => (running = null));
      return running;
    }
    queuedForce ||= opts.forceRefresh ?? false;
    queued ??= running.then(() => {
      queued = null;
      const forceRefresh = queuedForce;
      queuedForce = false;
      return check({ forceRefresh });
    });
    return queued;
  }

  function onEvent(event: AuthServiceEvent) {
    switch (event.type) {
      case 'signedIn':
      case 'tokenRefresh':
      case 'tokenRefreshFailure':
        void check();
        break;
      case 'signedOut':
        store.getState().dispatch({ type: 'signedOut' });
        break;
      case 'googleFailure':
        options.onGoogleFailure?.(event.error);
        void check();
        break;
    }
  }

  const unlisten = auth.onAuthEvent(onEvent);
  const interval = setIntervalFn(() => {
    if (store.getState().status === 'signedIn') void check();
  }, options.checkIntervalMs ?? SESSION_CHECK_INTERVAL_MS);
  const unsubscribeVisibility = options.visibility?.subscribe(() => {
    if (store.getState().status === 'signedIn') void check();
  });
  void check();

  return {
    check,
    stop: () => {
      stopped = true;
      unlisten();
      clearIntervalFn(interval);
      unsubscribeVisibility?.();
    },
  };
}

/** Browser visibility source for startAuthSync. */
export const documentVisibility = {
  subscribe(onVisible: () => void): () => void {
    const handler = () => {
      if (document.visibilityState === 'visible') onVisible();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
};
