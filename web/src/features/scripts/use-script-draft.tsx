import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { DialogShell } from '../../ui/dialog-shell';
import { useAuthUser } from '../auth/auth-store';
import { clearScriptDraft, draftToRestore, readScriptDraft, writeScriptDraft } from './script-draft';

interface DraftEditor {
  editing: boolean;
  draft: string;
  /** Opens the editor on a kept draft. */
  resume: (text: string) => void;
}

/**
 * The manual edit's safety net (docs/PRODUCT.md §flows.script-view): the edit is kept as a draft
 * (script-draft.ts) and reopened after a reload, with a notice; leaving the page with unsaved
 * edits asks first (the router's blocker inside the app, the browser's own prompt on a reload or
 * a closed tab). Signing out is never blocked: the draft stays for the next sign-in.
 */
export function useScriptDraft(scriptId: string, text: string, editor: DraftEditor) {
  const userSub = useAuthUser()?.sub;
  const [restored, setRestored] = useState(false);
  const { editing, draft, resume } = editor;
  const dirty = editing && draft !== text;

  // A kept draft of this script reopens the editor.
  useEffect(() => {
    if (!userSub) return;
    const kept = draftToRestore(readScriptDraft(localStorage, userSub, scriptId), text);
    if (!kept) return;
    resume(kept.text);
    setRestored(true);
    // once per script and user: later text changes are this page's own saves
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userSub, scriptId]);

  useEffect(() => {
    if (userSub && editing) writeScriptDraft(localStorage, userSub, scriptId, { text: draft, base: text });
  }, [userSub, scriptId, editing, draft, text]);

  /** Saved or discarded: the draft is forgotten. */
  const forget = () => {
    if (userSub) clearScriptDraft(localStorage, userSub, scriptId);
    setRestored(false);
  };

  return { restored, forget, dirty };
}

/**
 * Rendered only while an edit is unsaved, so the router holds one blocker however many parts of a
 * series are on the page: leaving asks first, in the app ('Sair sem salvar?') and on a reload or a
 * closed tab (the browser's own prompt).
 */
export function UnsavedEditGuard({ onDiscard }: { onDiscard: () => void }) {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== SIGN_IN_PATH &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  return (
    <DialogShell
      role="alertdialog"
      open={blocker.state === 'blocked'}
      onOpenChange={(e) => !e.open && blocker.reset?.()}
      title="Sair sem salvar?"
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Continuar editando
          </Button>
          <Button
            colorPalette="red"
            onClick={() => {
              onDiscard();
              blocker.proceed?.();
            }}
          >
            Sair e descartar
          </Button>
        </>
      }
    >
      Suas alterações neste roteiro ainda não foram salvas.
    </DialogShell>
  );
}
