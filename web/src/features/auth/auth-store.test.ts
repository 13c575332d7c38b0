import { authReducer, createAuthStore, INITIAL_AUTH_STATE, type AuthState } from './auth-store';

const ana = { sub: 'u1', email: 'ana@x.com', name: 'Ana' };

describe('authReducer', () => {
  it('starts loading', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ status: 'loading', user: null });
  });

  it('goes from loading to signedIn when a session is found', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'sessionResolved', user: ana })).toEqual({
      status: 'signedIn',
      user: ana,
    });
  });

  it('goes from loading to signedOut when there is none', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'sessionResolved', user: null })).toEqual({
      status: 'signedOut',
      user: null,
    });
  });

  it('signs out when the session disappears later', () => {
    const signedIn: AuthState = { status: 'signedIn', user: ana };
    expect(authReducer(signedIn, { type: 'sessionResolved', user: null })).toEqual({ status: 'signedOut', user: null });
    expect(authReducer(signedIn, { type: 'signedOut' })).toEqual({ status: 'signedOut', user: null });
  });

  it('keeps the same state object when a refresh finds the same user', () => {
    const signedIn: AuthState = { status: 'signedIn', user: ana };
    expect(authReducer(signedIn, { type: 'sessionResolved', user: { ...ana } })).toBe(signedIn);
  });

  it('picks up a changed name or picture', () => {
    const signedIn: AuthState = { status: 'signedIn', user: ana };
    const next = authReducer(signedIn, { type: 'sessionResolved', user: { ...ana, picture: 'https://p' } });
    expect(next).not.toBe(signedIn);
    expect(next.user?.picture).toBe('https://p');
  });
});

describe('createAuthStore', () => {
  it('notifies subscribers only on real changes', () => {
    const store = createAuthStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.getState().dispatch({ type: 'sessionResolved', user: ana });
    store.getState().dispatch({ type: 'sessionResolved', user: { ...ana } });
    expect(listener).toHaveBeenCalledTimes(1);
    store.getState().dispatch({ type: 'signedOut' });
    store.getState().dispatch({ type: 'signedOut' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ status: 'signedOut', user: null });
  });
});
