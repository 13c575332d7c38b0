import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { demandSession } from './session-demand';
import type { AuthUser } from './auth-service';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export type AuthAction =
  /** A session check finished: a user means signed in, null means signed out. */
  { type: 'sessionResolved'; user: AuthUser | null } | { type: 'signedOut' };

export const INITIAL_AUTH_STATE: AuthState = { status: 'loading', user: null };

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.sub === b.sub && a.email === b.email && a.name === b.name && a.picture === b.picture;
}

/**
 * The session state machine (docs/PRODUCT.md §flows.session): loading → signedIn | signedOut, and back and
 * forth as sessions appear and disappear. Returns the same object when nothing changed,
 * so subscribers do not re-render on every token refresh.
 */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sessionResolved': {
      if (!action.user) return state.status === 'signedOut' ? state : { status: 'signedOut', user: null };
      if (state.status === 'signedIn' && sameUser(state.user, action.user)) return state;
      return { status: 'signedIn', user: action.user };
    }
    case 'signedOut':
      return state.status === 'signedOut' ? state : { status: 'signedOut', user: null };
  }
}

export interface AuthStore extends AuthState {
  dispatch: (action: AuthAction) => void;
}

export function createAuthStore(initial: AuthState = INITIAL_AUTH_STATE) {
  return createStore<AuthStore>()((set) => ({
    ...initial,
    dispatch: (action) =>
      set((current) => {
        const next = authReducer({ status: current.status, user: current.user }, action);
        return next.status === current.status && next.user === current.user ? current : next;
      }),
  }));
}

export type AuthStoreApi = ReturnType<typeof createAuthStore>;

/** The app's session store; the auth feature is the only writer (see auth-sync.ts). */
export const authStore = createAuthStore();

export function useAuth<T>(selector: (state: AuthStore) => T): T {
  return useStore(authStore, selector);
}

/** The session status; asking for it starts the session check if nothing has yet (session-demand.ts). */
export function useAuthStatus() {
  useEffect(demandSession, []);
  return useAuth((s) => s.status);
}

/**
 * Whether a session is known. A page that only redirects on it renders once when the check answers
 * "no session", instead of once per step of the check (docs/PERFORMANCE.md §bundle).
 */
export function useSignedIn(): boolean {
  useEffect(demandSession, []);
  return useAuth((s) => s.status === 'signedIn');
}

export function useAuthUser() {
  useEffect(demandSession, []);
  return useAuth((s) => s.user);
}
