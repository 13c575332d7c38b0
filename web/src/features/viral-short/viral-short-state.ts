import * as z from 'zod/mini';
import {
  DEFAULT_VIRAL_SHORT_DURATION_S,
  DEFAULT_VIRAL_SHORT_STYLE,
  type ViralShortDuration,
  type ViralShortStyleId,
} from '@shared/viral-short/viral-short-options';
import {
  viralShortRequestSchema,
  type GenerateViralShortResponse,
  type ViralShortRequest,
} from '@shared/viral-short/viral-short.schema';

/**
 * The /viral-curto page's state as pure functions (docs/PRODUCT.md §screens.viral-curto): the form,
 * its inline errors, why the transcript is asked for, and the last result with the chosen hook and
 * whether it was saved. viral-short-store.ts keeps it per user in sessionStorage.
 */
export interface ViralShortForm {
  youtube_url: string;
  target_duration_s: ViralShortDuration;
  style: ViralShortStyleId;
  tone: string;
  goal: string;
  cta: string;
  transcript: string;
}
export type ViralShortField = keyof ViralShortForm;

export interface LastResult {
  answer: GenerateViralShortResponse;
  /** The hook variation picked (the result's own selected_hook at first). */
  selectedHook: string;
  /** The script it was saved as, once saved. */
  savedScriptId: string | null;
}

export interface ViralShortState {
  form: ViralShortForm;
  errors: Partial<Record<ViralShortField, string>>;
  /** Why the transcript is needed (the 422's message), once the server asked for it. */
  transcriptReason: string | null;
  /** The user opened the transcript field without being asked (captions in the wrong language…). */
  transcriptOpen: boolean;
  advancedOpen: boolean;
  last: LastResult | null;
}

export const INITIAL_FORM: ViralShortForm = {
  youtube_url: '',
  target_duration_s: DEFAULT_VIRAL_SHORT_DURATION_S,
  style: DEFAULT_VIRAL_SHORT_STYLE,
  tone: '',
  goal: '',
  cta: '',
  transcript: '',
};

export const INITIAL_STATE: ViralShortState = {
  form: INITIAL_FORM,
  errors: {},
  transcriptReason: null,
  transcriptOpen: false,
  advancedOpen: false,
  last: null,
};

export function setField<K extends ViralShortField>(
  s: ViralShortState,
  field: K,
  value: ViralShortForm[K],
): ViralShortState {
  const { [field]: _cleared, ...errors } = s.errors;
  return { ...s, form: { ...s.form, [field]: value }, errors };
}

/** Validates the form with the API's own schema; the first problem of each field shows under it. */
export function prepare(
  s: ViralShortState,
): { ok: true; request: ViralShortRequest; state: ViralShortState } | { ok: false; state: ViralShortState } {
  const parsed = z.safeParse(viralShortRequestSchema, s.form);
  if (parsed.success) return { ok: true, request: parsed.data, state: { ...s, errors: {} } };
  const errors: Partial<Record<ViralShortField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ViralShortField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // a transcript problem opens its field, so the message can be seen
  return { ok: false, state: { ...s, errors, transcriptOpen: s.transcriptOpen || !!errors.transcript } };
}

/** The server answered 422 transcript_required: the transcript field opens with its reason. */
export function needTranscript(s: ViralShortState, reason: string): ViralShortState {
  return { ...s, transcriptReason: reason, transcriptOpen: true };
}

export function showResult(s: ViralShortState, answer: GenerateViralShortResponse): ViralShortState {
  return { ...s, last: { answer, selectedHook: answer.result.selected_hook, savedScriptId: null } };
}

/** Picks a hook variation; after the save the saved script keeps the hook it was saved with. */
export function selectHook(s: ViralShortState, hookId: string): ViralShortState {
  if (!s.last || s.last.savedScriptId) return s;
  if (!s.last.answer.result.hooks_variations.some((h) => h.id === hookId)) return s;
  return { ...s, last: { ...s.last, selectedHook: hookId } };
}

export function markSaved(s: ViralShortState, scriptId: string, hookId: string): ViralShortState {
  if (!s.last) return s;
  return { ...s, last: { ...s.last, savedScriptId: scriptId, selectedHook: hookId } };
}

/** 'Novo roteiro viral': the result goes, the form stays (another duration or style of the same video). */
export function clearResult(s: ViralShortState): ViralShortState {
  return { ...s, last: null };
}
