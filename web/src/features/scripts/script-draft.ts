/**
 * A script's unsaved manual edit, kept in localStorage until it is saved or discarded
 * (docs/PRODUCT.md §flows.script-view): a reload, a closed tab or a crash does not lose it. The key
 * names the user and the script, so another account on this browser never sees it. `base` is
 * the text the edit started from: a draft whose script changed since (an AI edit, 'Desfazer',
 * another device) is still offered, and the notice says so. Storage may be full or refused
 * (private mode): the draft is then only in memory, never an error.
 */
export interface ScriptDraft {
  text: string;
  base: string;
}

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

export const scriptDraftKey = (userSub: string, scriptId: string) => `viraliza-rascunho:${userSub}:${scriptId}`;

export function readScriptDraft(storage: Reader, userSub: string, scriptId: string): ScriptDraft | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(scriptDraftKey(userSub, scriptId)) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { text, base } = raw as Record<string, unknown>;
    return typeof text === 'string' && typeof base === 'string' ? { text, base } : null;
  } catch {
    return null;
  }
}

/** Keeps the edit; an edit equal to the text it started from is no draft, and is forgotten. */
export function writeScriptDraft(storage: Writer, userSub: string, scriptId: string, draft: ScriptDraft): void {
  try {
    if (draft.text === draft.base) storage.removeItem(scriptDraftKey(userSub, scriptId));
    else storage.setItem(scriptDraftKey(userSub, scriptId), JSON.stringify(draft));
  } catch {
    // full or refused: the draft stays in memory only
  }
}

export function clearScriptDraft(storage: Writer, userSub: string, scriptId: string): void {
  try {
    storage.removeItem(scriptDraftKey(userSub, scriptId));
  } catch {
    // refused: nothing was kept
  }
}

/** A kept draft worth offering: it differs from the script's current text. */
export function draftToRestore(draft: ScriptDraft | null, currentText: string): ScriptDraft | null {
  return draft && draft.text !== currentText ? draft : null;
}
