import type { AuthService, AuthServiceEvent, AuthSession } from './auth-service';
import { createAuthStore } from './auth-store';
import { shouldRefreshSoon, startAuthSync } from './auth-sync';

const ana = { sub: 'u1', email: 'ana@x.com', name: 'Ana' };
const NOW = 1_000_000;

function fakeAuth(sessions: Array<AuthSession | null | Error>) {
  let emit: (e: AuthServiceEvent) => void = () => {};
  const currentSession = jest.fn(async (_opts?: { forceRefresh?: boolean }) => {
    const next = sessions.length > 1 ? sessions.shift() : sessions[0];
    if (next instanceof Error) throw next;
    return next ?? null;
  });
  const auth = {
    currentSession,
    onAuthEvent: (l: (e: AuthServiceEvent) => void) => {
      emit = l;
      return () => (emit = () => {});
    },
  } as unknown as AuthService;
  return { auth, currentSession, emit: (e: AuthServiceEvent) => emit(e) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const noTimers = { setInterval: () => 0, clearInterval: () => {} };
const session = (expiresInMs: number): AuthSession => ({ user: ana, accessTokenExpiresAt: NOW + expiresInMs });

describe('shouldRefreshSoon', () => {
  it('refreshes within five minutes of expiry', () => {
    expect(shouldRefreshSoon(NOW + 4 * 60_000, NOW)).toBe(true);
    expect(shouldRefreshSoon(NOW + 50 * 60_000, NOW)).toBe(false);
  });
});

describe('startAuthSync', () => {
  it('resolves the initial session into signedIn', async () => {
    const store = createAuthStore();
    const { auth } = fakeAuth([session(3_600_000)]);
    startAuthSync(auth, { store, now: () => NOW, ...noTimers });
    await flush();
    expect(store.getState()).toMatchObject({ status: 'signedIn', user: ana });
  });

  it('resolves no session into signedOut', async () => {
    const store = createAuthStore();
    startAuthSync(fakeAuth([null]).auth, { store, ...noTimers });
    await flush();
    expect(store.getState().status).toBe('signedOut');
  });

  it('refreshes a token that is about to expire', async () => {
    const store = createAuthStore();
    const { auth, currentSession } = fakeAuth([session(60_000), session(3_600_000)]);
    startAuthSync(auth, { store, now: () => NOW, ...noTimers });
    await flush();
    expect(currentSession).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(store.getState().status).toBe('signedIn');
  });

  it('asks the pool for new tokens when the API refused the token, and signs out when there are none (a revoked account)', async () => {
    // prepare: a session that looks good locally, whose refresh the pool then refuses
    const store = createAuthStore();
    const fake = fakeAuth([session(3_600_000), null]);
    const sync = startAuthSync(fake.auth, { store, now: () => NOW, ...noTimers });
    await flush();
    expect(store.getState().status).toBe('signedIn');
    // act
    await sync.check({ forceRefresh: true });
    // assert
    expect(fake.currentSession).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(store.getState().status).toBe('signedOut');
  });

  it('keeps a forced refresh asked for while a check runs', async () => {
    const store = createAuthStore();
    const fake = fakeAuth([session(3_600_000)]);
    const sync = startAuthSync(fake.auth, { store, now: () => NOW, ...noTimers });
    const forced = sync.check({ forceRefresh: true });
    await forced;
    expect(fake.currentSession.mock.calls.map((c) => c[0])).toEqual([undefined, { forceRefresh: true }]);
  });

  it('follows signedIn and signedOut events', async () => {
    const store = createAuthStore();
    const fake = fakeAuth([null, session(3_600_000)]);
    startAuthSync(fake.auth, { store, now: () => NOW, ...noTimers });
    await flush();
    expect(store.getState().status).toBe('signedOut');
    fake.emit({ type: 'signedIn' });
    await flush();
    expect(store.getState().status).toBe('signedIn');
    fake.emit({ type: 'signedOut' });
    expect(store.getState().status).toBe('signedOut');
  });

  it('notices a session lost after a failed token refresh', async () => {
    const store = createAuthStore();
    const fake = fakeAuth([session(3_600_000), null]);
    startAuthSync(fake.auth, { store, now: () => NOW, ...noTimers });
    await flush();
    fake.emit({ type: 'tokenRefreshFailure' });
    await flush();
    expect(store.getState().status).toBe('signedOut');
  });

  it('re-checks a signed-in session on the interval', async () => {
    const store = createAuthStore();
    let tick: () => void = () => {};
    const fake = fakeAuth([session(3_600_000), null]);
    startAuthSync(fake.auth, { store, now: () => NOW, setInterval: (fn) => (tick = fn), clearInterval: () => {} });
    await flush();
    expect(store.getState().status).toBe('signedIn');
    tick();
    await flush();
    expect(store.getState().status).toBe('signedOut');
  });

  it('keeps a signed-in state through a network error, but never stays loading', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = createAuthStore({ status: 'signedIn', user: ana });
    const fake = fakeAuth([new TypeError('Failed to fetch')]);
    const sync = startAuthSync(fake.auth, { store, ...noTimers });
    await sync.check();
    expect(store.getState().status).toBe('signedIn');

    const loadingStore = createAuthStore();
    startAuthSync(fakeAuth([new TypeError('Failed to fetch')]).auth, { store: loadingStore, ...noTimers });
    await flush();
    expect(loadingStore.getState().status).toBe('signedOut');
    spy.mockRestore();
  });

  it('answers a sign-in that lands mid-check with a fresh check', async () => {
    const store = createAuthStore();
    const calls: Array<(s: AuthSession | null) => void> = [];
    const auth = {
      currentSession: jest.fn(() => new Promise<AuthSession | null>((resolve) => calls.push(resolve))),
      onAuthEvent: () => () => {},
    } as unknown as AuthService;
    const sync = startAuthSync(auth, { store, now: () => NOW, ...noTimers });
    const second = sync.check(); // e.g. the sign-in form, while the boot check is in flight
    const release = calls[0]!;
    release(null);
    await flush();
    calls[1]!(session(3_600_000));
    await second;
    expect(store.getState().status).toBe('signedIn');
  });

  it('reports a failed Google redirect', async () => {
    const onGoogleFailure = jest.fn();
    const fake = fakeAuth([null]);
    startAuthSync(fake.auth, { store: createAuthStore(), onGoogleFailure, ...noTimers });
    const error = new Error('access_denied');
    fake.emit({ type: 'googleFailure', error });
    expect(onGoogleFailure).toHaveBeenCalledWith(error);
  });
});
