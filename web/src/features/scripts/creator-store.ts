import { createStore, useStore } from 'zustand';
import type { Script } from '@shared/scripts/script.schema';
import type { AdvancedMode } from '@shared/scripts/script-options';
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
  startOver,
  prepareAdvancedRequest,
  prepareSimpleRequest,
  type AdvancedForm,
  type CreatorState,
  type SimpleForm,
} from './creator-state';
import type { AdvancedScriptRequest, SimpleScriptRequest } from '@shared/scripts/script.schema';

export interface CreatorStore extends CreatorState {
  /** The user the state belongs to; another user's sign-in starts from scratch. */
  owner: string | null;
  claim: (owner: string | null) => void;
  selectMode: (mode: 'simple' | 'advanced') => void;
  startOver: () => void;
  setSimple: <K extends keyof SimpleForm>(field: K, value: SimpleForm[K]) => void;
  setAdvanced: <K extends keyof AdvancedForm>(field: K, value: AdvancedForm[K]) => void;
  next: () => void;
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

/**
 * One store for the creator, kept in memory so a trip to the teleprompter and back finds
 * the result where it was.
 */
export const creatorStore = createStore<CreatorStore>()((set, get) => {
  const apply = (fn: (s: CreatorState) => CreatorState) => set((s) => fn(pick(s)));
  return {
    ...INITIAL_CREATOR_STATE,
    owner: null,
    claim: (owner) => {
      if (get().owner !== owner) set({ ...INITIAL_CREATOR_STATE, owner });
    },
    selectMode: (mode) => apply((s) => selectMode(s, mode)),
    startOver: () => apply(() => startOver()),
    setSimple: (field, value) => apply((s) => setSimpleField(s, field, value)),
    setAdvanced: (field, value) => apply((s) => setAdvancedField(s, field, value)),
    next: () => apply(nextStep),
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
});

export function useCreator<T>(selector: (s: CreatorStore) => T): T {
  return useStore(creatorStore, selector);
}
