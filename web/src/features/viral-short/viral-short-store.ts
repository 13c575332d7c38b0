import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GenerateViralShortResponse, ViralShortRequest } from '@shared/viral-short/viral-short.schema';
import { authStore } from '../auth/auth-store';
import {
  INITIAL_STATE,
  clearResult,
  markSaved,
  needTranscript,
  prepare,
  selectHook,
  setField,
  showResult,
  type ViralShortField,
  type ViralShortForm,
  type ViralShortState,
} from './viral-short-state';

export interface ViralShortStore extends ViralShortState {
  /** The user the state belongs to; another user's sign-in starts from scratch. */
  owner: string | null;
  claim: (owner: string | null) => void;
  set: <K extends ViralShortField>(field: K, value: ViralShortForm[K]) => void;
  toggleAdvanced: () => void;
  openTranscript: () => void;
  /** Validates; the request, or null with the errors shown. */
  prepare: () => ViralShortRequest | null;
  needTranscript: (reason: string) => void;
  showResult: (answer: GenerateViralShortResponse) => void;
  selectHook: (hookId: string) => void;
  markSaved: (scriptId: string, hookId: string) => void;
  clearResult: () => void;
}

/** The sessionStorage key of the page's form and last result (docs/PRODUCT.md §screens.viral-curto). */
export const VIRAL_SHORT_STORAGE_KEY = 'viraliza.viral-curto';

const pick = (s: ViralShortStore): ViralShortState => ({
  form: s.form,
  errors: s.errors,
  transcriptReason: s.transcriptReason,
  transcriptOpen: s.transcriptOpen,
  advancedOpen: s.advancedOpen,
  last: s.last,
});

/**
 * The page's one store. The form and the last result are kept in sessionStorage, per tab and per
 * user, so a reload or the browser's back finds them (as the creator and the teleprompter keep
 * theirs); the kept result lives a week on the server too. A sign-out forgets them.
 */
export const viralShortStore = createStore<ViralShortStore>()(
  persist(
    (set, get) => {
      const apply = (fn: (s: ViralShortState) => ViralShortState) => set((s) => fn(pick(s)));
      return {
        ...INITIAL_STATE,
        owner: null,
        claim: (owner) => {
          if (get().owner !== owner) set({ ...INITIAL_STATE, owner });
        },
        set: (field, value) => apply((s) => setField(s, field, value)),
        toggleAdvanced: () => set((s) => ({ advancedOpen: !s.advancedOpen })),
        openTranscript: () => set({ transcriptOpen: true }),
        prepare: () => {
          const prepared = prepare(pick(get()));
          set(prepared.state);
          return prepared.ok ? prepared.request : null;
        },
        needTranscript: (reason) => apply((s) => needTranscript(s, reason)),
        showResult: (answer) => apply((s) => showResult(s, answer)),
        selectHook: (hookId) => apply((s) => selectHook(s, hookId)),
        markSaved: (scriptId, hookId) => apply((s) => markSaved(s, scriptId, hookId)),
        clearResult: () => apply(clearResult),
      };
    },
    {
      name: VIRAL_SHORT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({
        owner: s.owner,
        form: s.form,
        transcriptReason: s.transcriptReason,
        transcriptOpen: s.transcriptOpen,
        advancedOpen: s.advancedOpen,
        last: s.last,
      }),
    },
  ),
);

authStore.subscribe((auth) => {
  if (auth.status === 'signedOut') viralShortStore.getState().claim(null);
});

export function useViralShort<T>(selector: (s: ViralShortStore) => T): T {
  return useStore(viralShortStore, selector);
}
