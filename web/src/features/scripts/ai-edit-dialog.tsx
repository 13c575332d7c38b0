import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import * as z from 'zod/mini';
import { SCRIPT_LIMITS, aiEditBodySchema, type Script } from '@shared/scripts/script.schema';
import { DialogDismissButton, DialogShell } from '../../ui/dialog-shell';
import { notify } from '../../lib/toaster';
import { GenerateBlockedNote, useGenerateBlocked } from './credits-status';
import { creatorStore } from './creator-store';
import { GenerationStream } from './generation-stream';
import { notifyScriptError } from './notify-error';
import { AI_EDIT_COST, SCRIPT_TOASTS, creditsLabel } from './script-text';
import { useAiEditScript } from './use-scripts';
import type { RunningGeneration } from '../generations/running-generation';

const AI_EDIT_REASON_ID = 'edicao-ia-motivo';

/**
 * 'Editar roteiro com IA' (docs/PRODUCT.md §screens.criar, §validation.creator): non-blank instructions; the new text
 * streams in. With `resume`, an edit that was running when the page reloaded: it opens on its stream and follows it.
 */
export function AiEditDialog({
  script,
  onClose,
  resume = null,
}: {
  script: Script | null;
  onClose: () => void;
  resume?: RunningGeneration | null;
}) {
  const navigate = useNavigate();
  const edit = useAiEditScript();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string>();
  // not offered to a balance that cannot pay for it (issue 27); the held charge of a running edit does not count
  const unaffordable = useGenerateBlocked(AI_EDIT_COST);
  const blocked = edit.isPending ? null : unaffordable;

  // A fresh prompt per script opened, not per edit of it.
  const openedId = script?.id;
  useEffect(() => {
    if (openedId) {
      setPrompt('');
      setError(undefined);
    }
  }, [openedId]);

  // once per resumed edit: the stream so far, then the saved text
  const resumedId = resume?.generationId;
  useEffect(() => {
    if (!resume || resume.scriptId !== openedId) return;
    void finish(edit.mutateAsync({ resume }));
    // only a newly resumed edit runs it again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumedId]);

  async function finish(running: ReturnType<typeof edit.mutateAsync>) {
    try {
      const { script: saved } = await running;
      creatorStore.getState().replaceScript(saved);
      notify.success(SCRIPT_TOASTS.updated);
      onClose();
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.editFailed, navigate);
    }
  }

  async function submit() {
    if (!script) return;
    const checked = z.pick(aiEditBodySchema, { editPrompt: true }).safeParse({ editPrompt: prompt });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await finish(edit.mutateAsync({ id: script.id, editPrompt: checked.data.editPrompt }));
  }

  return (
    <DialogShell
      open={script !== null}
      onOpenChange={(e) => {
        if (!e.open && !edit.isPending) onClose();
      }}
      size="lg"
      placement="center"
      closeOnInteractOutside={!edit.isPending}
      title="Editar roteiro com IA"
      closeDisabled={edit.isPending}
      footer={
        <>
          <DialogDismissButton disabled={edit.isPending}>Cancelar</DialogDismissButton>
          <Button
            onClick={() => void submit()}
            loading={edit.isPending}
            loadingText="Editando…"
            disabled={!!blocked}
            aria-describedby={blocked ? AI_EDIT_REASON_ID : undefined}
          >
            <LuSparkles aria-hidden="true" /> Editar com IA · {creditsLabel(AI_EDIT_COST)}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {edit.isPending ? (
          <GenerationStream generationId={edit.generationId} count={1} title="Reescrevendo o roteiro" />
        ) : (
          <Field.Root invalid={!!error}>
            <Field.Label>Instruções para a IA</Field.Label>
            <Textarea
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
              placeholder="Ex.: deixe o gancho mais curto e termine com uma pergunta"
              autoresize
              minH="28"
              maxLength={SCRIPT_LIMITS.editPrompt}
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>A IA reescreve o roteiro e salva a nova versão.</Field.HelperText>
            )}
          </Field.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          Cada edição por IA consome {creditsLabel(AI_EDIT_COST)}.
        </Text>
        <GenerateBlockedNote cost={AI_EDIT_COST} id={AI_EDIT_REASON_ID} />
      </Stack>
    </DialogShell>
  );
}
