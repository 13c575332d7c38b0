import * as z from 'zod/mini';
import {
  advancedScriptFieldsSchema,
  advancedScriptRequestSchema,
  hasSubject,
  simpleScriptRequestSchema,
  SUBJECT_REQUIRED_MESSAGE,
  type AdvancedScriptRequest,
  type Script,
  type SimpleScriptRequest,
} from '@shared/scripts/script.schema';
import {
  DEFAULT_ADVANCED_DURATION_S,
  DEFAULT_SIMPLE_DURATION_S,
  durationAfterPlatformChange,
  formatsFor,
  restoredModeFor,
  type AdvancedMode,
  type AppearOption,
  type PlatformId,
  type Tone,
} from '@shared/scripts/script-options';

/**
 * The script creator's client state (docs/PRODUCT.md §flows.creator): which screen shows, the two
 * forms, their inline errors and the scripts on display. Every change is a pure function
 * here; creator-store.ts only wires them into zustand.
 */
export type CreatorView = 'choose' | 'simple' | 'advanced';
export const ADVANCED_STEP_COUNT = 6;
export type AdvancedStep = 1 | 2 | 3 | 4 | 5 | 6;

export interface SimpleForm {
  idea: string;
  duracao: number;
  aparecer: AppearOption;
  influencer: string;
}

export interface AdvancedForm {
  persona: string;
  dor: string;
  oferta: string;
  angulo: string;
  tema: string;
  objetivo: string;
  plataforma: PlatformId;
  duracao: number;
  aparecer: AppearOption;
  formato: string;
  provaSocial: string;
  objecao: string;
  tom: Tone | '';
  localidade: string;
  referencia: string;
}

export type FieldErrorMap = Partial<Record<string, string>>;

export interface CreatorState {
  view: CreatorView;
  step: AdvancedStep;
  simple: SimpleForm;
  advanced: AdvancedForm;
  errors: FieldErrorMap;
  /** The scripts of the result view (one, or the three parts of a series); null hides it. */
  result: Script[] | null;
}

export const DEFAULT_SIMPLE_FORM: SimpleForm = {
  idea: '',
  duracao: DEFAULT_SIMPLE_DURATION_S,
  aparecer: 'Sim',
  influencer: '',
};

export const DEFAULT_ADVANCED_FORM: AdvancedForm = {
  persona: '',
  dor: '',
  oferta: '',
  angulo: '',
  tema: '',
  objetivo: '',
  plataforma: 'instagram-reels',
  duracao: DEFAULT_ADVANCED_DURATION_S,
  aparecer: 'Sim',
  formato: '',
  provaSocial: '',
  objecao: '',
  tom: '',
  localidade: '',
  referencia: '',
};

export const INITIAL_CREATOR_STATE: CreatorState = {
  view: 'choose',
  step: 1,
  simple: DEFAULT_SIMPLE_FORM,
  advanced: DEFAULT_ADVANCED_FORM,
  errors: {},
  result: null,
};

/** The fields each advanced step owns; 'Próximo' validates these with the shared schema. */
export const STEP_FIELDS: Record<AdvancedStep, readonly (keyof AdvancedForm)[]> = {
  1: ['persona', 'dor', 'oferta'],
  2: ['angulo', 'tema'],
  3: ['objetivo'],
  4: ['plataforma', 'duracao', 'aparecer', 'formato'],
  5: ['provaSocial', 'objecao', 'tom', 'localidade', 'referencia'],
  6: [],
};

export const STEP_TITLES: Record<AdvancedStep, string> = {
  1: 'Persona e nicho',
  2: 'Abordagem',
  3: 'Objetivo',
  4: 'Formato',
  5: 'Detalhes estratégicos',
  6: 'Geração',
};

export function selectMode(state: CreatorState, mode: 'simple' | 'advanced'): CreatorState {
  return { ...state, view: mode, step: 1, errors: {}, result: null };
}

/**
 * The simple form opened with an idea from elsewhere ('Criar roteiro' on a question of /ideias-virais):
 * the idea replaced, the other simple fields as the creator left them, the advanced form untouched.
 */
export function startWithIdea(state: CreatorState, idea: string): CreatorState {
  const s = selectMode(state, 'simple');
  return { ...s, simple: { ...s.simple, idea } };
}

/**
 * The advanced wizard opened with a reference from elsewhere ('Remixar no meu roteiro' on a video of
 * /viral-finder): the referencia replaced and the platform preselected (its duration reset as a change
 * of platform does), the other fields as the creator left them.
 */
export function startWithReference(state: CreatorState, referencia: string, plataforma: PlatformId): CreatorState {
  const s = selectMode(state, 'advanced');
  return setAdvancedField({ ...s, advanced: { ...s.advanced, referencia } }, 'plataforma', plataforma);
}

/** Back to the mode cards with fresh forms ('Criar Novo Roteiro'). */
export function startOver(): CreatorState {
  return { ...INITIAL_CREATOR_STATE, simple: DEFAULT_SIMPLE_FORM, advanced: DEFAULT_ADVANCED_FORM };
}

export function setSimpleField<K extends keyof SimpleForm>(
  state: CreatorState,
  field: K,
  value: SimpleForm[K],
): CreatorState {
  return { ...state, simple: { ...state.simple, [field]: value }, errors: withoutError(state.errors, field) };
}

/**
 * Sets an advanced field with the side effects of docs/PRODUCT.md §flows.creator: a platform change resets the
 * duration (5 minutes for horizontal YouTube, 30 s otherwise), and aparecer = 'Não' clears
 * a chosen format that is no longer offered.
 */
export function setAdvancedField<K extends keyof AdvancedForm>(
  state: CreatorState,
  field: K,
  value: AdvancedForm[K],
): CreatorState {
  let advanced: AdvancedForm = { ...state.advanced, [field]: value };
  if (field === 'plataforma' && value !== state.advanced.plataforma) {
    advanced = { ...advanced, duracao: durationAfterPlatformChange(value as PlatformId) };
  }
  if (
    field === 'aparecer' &&
    advanced.formato &&
    !formatsFor(advanced.aparecer).some((f) => f.id === advanced.formato)
  ) {
    advanced = { ...advanced, formato: '' };
  }
  return { ...state, advanced, errors: withoutError(state.errors, field) };
}

function withoutError(errors: FieldErrorMap, field: string): FieldErrorMap {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The errors of one step's fields ({} when it may advance). Step 2 also asks that the persona (step 1), the
 * theme or the pain say what the video is about (docs/PRODUCT.md §validation.creator); its message sits under the theme.
 */
export function validateStep(form: AdvancedForm, step: AdvancedStep): FieldErrorMap {
  const fields = STEP_FIELDS[step];
  if (fields.length === 0) return {};
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<keyof AdvancedForm, true>>;
  const result = z.pick(advancedScriptFieldsSchema, mask as never).safeParse(form);
  const errors = result.success ? {} : firstErrors(result.error.issues);
  if (step === 2 && !errors.tema && !hasSubject(form)) errors.tema = SUBJECT_REQUIRED_MESSAGE;
  return errors;
}

/**
 * The furthest step the form lets the user open, up to `wanted`: the first earlier step that would not let them
 * pass ('Próximo'), else `wanted`. A URL to step 5 with an empty form lands on the step still missing something.
 */
export function reachableStep(form: AdvancedForm, wanted: AdvancedStep): AdvancedStep {
  for (let s = 1; s < wanted; s++) {
    if (Object.keys(validateStep(form, s as AdvancedStep)).length > 0) return s as AdvancedStep;
  }
  return wanted;
}

/** Puts the wizard on `step` (the URL's), dropping the previous step's errors when it changes. */
export function showStep(state: CreatorState, step: AdvancedStep): CreatorState {
  if (state.view === 'advanced' && state.step === step) return state;
  return { ...state, view: 'advanced', step, errors: state.step === step ? state.errors : {} };
}

/** 'Próximo': validates the step, then moves on; stays with the errors otherwise. */
export function nextStep(state: CreatorState): CreatorState {
  const errors = validateStep(state.advanced, state.step);
  if (Object.keys(errors).length > 0) return { ...state, errors };
  return { ...state, errors: {}, step: Math.min(ADVANCED_STEP_COUNT, state.step + 1) as AdvancedStep };
}

/** 'Voltar': one step back; on step 1 back to the mode choice (docs/PRODUCT.md §flows.creator). */
export function previousStep(state: CreatorState): CreatorState {
  if (state.step === 1) return { ...state, view: 'choose', errors: {}, result: null };
  return { ...state, errors: {}, step: (state.step - 1) as AdvancedStep };
}

export type Prepared<R> = { ok: true; request: R; state: CreatorState } | { ok: false; state: CreatorState };

export function prepareSimpleRequest(state: CreatorState): Prepared<SimpleScriptRequest> {
  const parsed = simpleScriptRequestSchema.safeParse({ mode: 'simple', ...state.simple });
  if (!parsed.success) return { ok: false, state: { ...state, errors: firstErrors(parsed.error.issues) } };
  return { ok: true, request: parsed.data, state: { ...state, errors: {} } };
}

/** Step 6: the whole advanced form; an error sends the user back to the first step holding one. */
export function prepareAdvancedRequest(state: CreatorState, mode: AdvancedMode): Prepared<AdvancedScriptRequest> {
  const parsed = advancedScriptRequestSchema.safeParse({ ...state.advanced, mode });
  if (parsed.success) return { ok: true, request: parsed.data, state: { ...state, errors: {} } };
  const errors = firstErrors(parsed.error.issues);
  const step = ([1, 2, 3, 4, 5] as const).find((s) => STEP_FIELDS[s].some((f) => f in errors)) ?? state.step;
  return { ok: false, state: { ...state, errors, step } };
}

export function showResult(state: CreatorState, scripts: Script[]): CreatorState {
  return { ...state, result: scripts.length > 0 ? scripts : null };
}

/** A saved script changed (manual edit, AI edit, favorite): the result view follows. */
export function replaceScript(state: CreatorState, script: Script): CreatorState {
  if (!state.result?.some((s) => s.id === script.id)) return state;
  return { ...state, result: state.result.map((s) => (s.id === script.id ? script : s)) };
}

export function removeScript(state: CreatorState, id: string): CreatorState {
  if (!state.result?.some((s) => s.id === id)) return state;
  const result = state.result.filter((s) => s.id !== id);
  return { ...state, result: result.length > 0 ? result : null };
}

/**
 * Opens a saved script (docs/PRODUCT.md §flows.creator): simple mode when its objective or niche says so, else
 * advanced step 6; the form is filled from the request it was made with, and the result
 * view shows the script (with the rest of its series when given).
 */
export function restoreScript(state: CreatorState, script: Script, series: Script[] = [script]): CreatorState {
  const target = restoredModeFor(script);
  const request = script.request;
  const result = series.length > 0 ? series : [script];
  if (target.mode === 'simple') {
    const simple: SimpleForm =
      request?.mode === 'simple'
        ? { idea: request.idea, duracao: request.duracao, aparecer: request.aparecer, influencer: request.influencer }
        : { ...DEFAULT_SIMPLE_FORM, idea: script.theme };
    return { ...state, view: 'simple', step: 1, simple, errors: {}, result };
  }
  const advanced: AdvancedForm =
    request && request.mode !== 'simple'
      ? {
          persona: request.persona,
          dor: request.dor,
          oferta: request.oferta,
          angulo: request.angulo,
          tema: request.tema,
          objetivo: request.objetivo,
          plataforma: request.plataforma,
          duracao: request.duracao,
          aparecer: request.aparecer,
          formato: request.formato,
          provaSocial: request.provaSocial,
          objecao: request.objecao,
          tom: request.tom,
          localidade: request.localidade,
          referencia: request.referencia,
        }
      : { ...DEFAULT_ADVANCED_FORM, persona: script.niche, tema: script.theme };
  return { ...state, view: 'advanced', step: 6, advanced, errors: {}, result };
}
