import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Script } from '@shared/scripts/script.schema';
import type { AdvancedMode, PlatformId } from '@shared/scripts/script-options';
import {
  INITIAL_CREATOR_STATE,
  nextStep,
  previousStep,
  removeScript,
  replaceScript,
  restoreScript,
  selectMode,
  setAdvancedField,
  setSimpleField,
  showResult,
  showStep,
  startOver,
  startWithIdea,
  startWithReference,
  prepareAdvancedRequest,
  prepareSimpleRequest,
  type AdvancedForm,
  type AdvancedStep,
  type CreatorState,
  type SimpleForm,
} from './creator-state';
import type { AdvancedScriptRequest, SimpleScriptRequest } from '@shared/scripts/script.schema';
import { authStore } from '../auth/auth-store';

export interface CreatorStore extends CreatorState {
  /** The user the state belongs to; another user's sign-in starts from scratch. */
  owner: string | null;
  claim: (owner: string | null) => void;
  selectMode: (mode: 'simple' | 'advanced') => void;
  /** The URL's screen: the mode choice or the simple form (docs/PRODUCT.md §flows.creator.urls). */
  showView: (view: 'choose' | 'simple') => void;
  /** The URL's wizard step. */
  showStep: (step: AdvancedStep) => void;
  startOver: () => void;
  /**
   * Another page hands the simple form an idea (then navigates to /criar/simples): claimed for
   * `owner` first, so the creator's own claim on mount keeps it.
   */
  startSimpleWithIdea: (owner: string | null, idea: string) => void;
  /** The same for the advanced wizard with a reference and a platform (then /criar/avancado/1). */
  startAdvancedWithReference: (owner: string | null, referencia: string, plataforma: PlatformId) => void;
  setSimple: <K extends keyof SimpleForm>(field: K, value: SimpleForm[K]) => void;
  setAdvanced: <K extends keyof AdvancedForm>(field: K, value: AdvancedForm[K]) => void;
  /** 'Próximo': true when the step was valid and the wizard moved on. */
  next: () => boolean;
  back: () => void;
  /** Validates the simple form; returns the request or null (errors then show inline). */
  prepareSimple: () => SimpleScriptRequest | null;
  prepareAdvanced: (mode: AdvancedMode) => AdvancedScriptRequest | null;
  showResult: (scripts: Script[]) => void;
  replaceScript: (script: Script) => void;
  removeScript: (id: string) => void;
  restore: (script: Script, series?: Script[]) => void;
}

const pick = (s: CreatorStore): CreatorState => ({
  view: s.view,
  step: s.step,
  simple: s.simple,
  advanced: s.advanced,
  errors: s.errors,
  result: s.result,
});

/** The sessionStorage key of the creator's inputs (docs/PRODUCT.md §flows.creator.urls). */
export const CREATOR_STORAGE_KEY = 'viraliza.criar';

/**
 * One store for the creator. The inputs are kept in sessionStorage, per tab and per user, so a reload
 * or the browser's back finds them (docs/PRODUCT.md §flows.creator.urls); the result is not stored there:
 * its URL (/criar/roteiro/:id) reads it from the server. Another user, or a sign-out, starts from scratch.
 */
export const creatorStore = createStore<CreatorStore>()(
  persist(
    (set, get) => {
      const apply = (fn: (s: CreatorState) => CreatorState) => set((s) => fn(pick(s)));
      return {
        ...INITIAL_CREATOR_STATE,
        owner: null,
        claim: (owner) => {
          if (get().owner !== owner) set({ ...INITIAL_CREATOR_STATE, owner });
        },
        selectMode: (mode) => apply((s) => selectMode(s, mode)),
        showView: (view) => {
          if (get().view !== view) set({ view, errors: {} });
        },
        showStep: (step) => apply((s) => showStep(s, step)),
        startOver: () => apply(() => startOver()),
        startSimpleWithIdea: (owner, idea) => {
          get().claim(owner);
          apply((s) => startWithIdea(s, idea));
        },
        startAdvancedWithReference: (owner, referencia, plataforma) => {
          get().claim(owner);
          apply((s) => startWithReference(s, referencia, plataforma));
        },
        setSimple: (field, value) => apply((s) => setSimpleField(s, field, value)),
        setAdvanced: (field, value) => apply((s) => setAdvancedField(s, field, value)),
        next: () => {
          const before = get().step;
          apply(nextStep);
          return get().step !== before;
        },
        back: () => apply(previousStep),
        prepareSimple: () => {
          const prepared = prepareSimpleRequest(pick(get()));
          set(prepared.state);
          return prepared.ok ? prepared.request : null;
        },
        prepareAdvanced: (mode) => {
          const prepared = prepareAdvancedRequest(pick(get()), mode);
          set(prepared.state);
          return prepared.ok ? prepared.request : null;
        },
        showResult: (scripts) => apply((s) => showResult(s, scripts)),
        replaceScript: (script) => apply((s) => replaceScript(s, script)),
        removeScript: (id) => apply((s) => removeScript(s, id)),
        restore: (script, series) => apply((s) => restoreScript(s, script, series)),
      };
    },
    {
      name: CREATOR_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ owner: s.owner, simple: s.simple, advanced: s.advanced }),
    },
  ),
);

// A sign-out forgets the inputs at once, even away from /criar (another user's sign-in would too, through claim).
authStore.subscribe((auth) => {
  if (auth.status === 'signedOut') creatorStore.getState().claim(null);
});

export function useCreator<T>(selector: (s: CreatorStore) => T): T {
  return useStore(creatorStore, selector);
}
