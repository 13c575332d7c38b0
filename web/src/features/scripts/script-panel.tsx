import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Badge, Box, Button, HStack, Stack, Text, Textarea, Field, Wrap } from '@chakra-ui/react';
import { LuCopy, LuDownload, LuMonitorPlay, LuPencil, LuShare2, LuSparkles, LuStar, LuUndo2 } from 'react-icons/lu';
import type { Script } from '@shared/scripts/script.schema';
import { updateScriptBodySchema } from '@shared/scripts/script.schema';
import { cleanScript } from '@shared/teleprompter/clean-script';
import { notify } from '../../lib/toaster';
import { creatorStore } from './creator-store';
import { notifyScriptError } from './notify-error';
import { ScriptExtrasPanel } from './script-extras';
import { SCRIPT_TOASTS, writerBadge, scriptMeta, scriptTitle as scriptTitleFor } from './script-text';
import { readingSummary, scriptFileName, spokenText } from './script-reading';
import { copyText, downloadText, shareText } from './script-export';
import { ScriptBody } from './script-body';
import { useUndoScript, useUpdateScript } from './use-scripts';
import { ScriptCover } from '../images/script-cover';
import { UnsavedEditGuard, useScriptDraft } from './use-script-draft';
import { ScriptTakesList } from '../teleprompter/recording/script-takes-list';

/**
 * One saved script in the result view (docs/PRODUCT.md §screens.criar, §flows.script-view): its sections
 * as labels and its directions dimmed, the words and reading time, and Teleprompter, Copiar,
 * Editar, Edição por IA, Desfazer (docs/PRODUCT.md §flows.versions), Favoritar, Baixar .txt and Compartilhar.
 * Editing swaps the text for a textarea with 'Salvar alterações' / 'Cancelar' (the plain text); an
 * unsaved edit is kept as a draft across a reload, and leaving with one asks first (use-script-draft.tsx).
 */
export function ScriptPanel({ script, onAiEdit }: { script: Script; onAiEdit: (script: Script) => void }) {
  const navigate = useNavigate();
  const update = useUpdateScript();
  const undo = useUndoScript();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(script.text);
  const [error, setError] = useState<string>();
  const [favoriting, setFavoriting] = useState(false);
  const kept = useScriptDraft(script.id, script.text, {
    editing,
    draft,
    resume: (text) => {
      setDraft(text);
      setError(undefined);
      setEditing(true);
    },
  });

  function startEditing() {
    setDraft(script.text);
    setError(undefined);
    setEditing(true);
  }

  async function save() {
    const checked = updateScriptBodySchema.safeParse({ text: draft });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: script.id, text: checked.data.text });
      kept.forget();
      creatorStore.getState().replaceScript(saved);
      setEditing(false);
      notify.success(SCRIPT_TOASTS.updated);
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.updateFailed, navigate);
    }
  }

  async function toggleFavorite() {
    setFavoriting(true);
    try {
      const saved = await update.mutateAsync({ id: script.id, favorite: !script.favorite });
      creatorStore.getState().replaceScript(saved);
      notify.success(saved.favorite ? 'Adicionado aos favoritos' : 'Removido dos favoritos');
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.updateFailed, navigate);
    } finally {
      setFavoriting(false);
    }
  }

  async function restorePrevious() {
    try {
      const restored = await undo.mutateAsync(script.id);
      creatorStore.getState().replaceScript(restored);
      notify.success(SCRIPT_TOASTS.restored);
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.restoreFailed, navigate);
    }
  }

  async function copy() {
    if (await copyText(spokenText(script.text))) notify.success(SCRIPT_TOASTS.copied);
    else notify.error(SCRIPT_TOASTS.copyFailed, SCRIPT_TOASTS.copyFailedHint);
  }

  async function share() {
    const outcome = await shareText(scriptTitleFor(script), spokenText(script.text));
    if (outcome === 'failed') notify.error(SCRIPT_TOASTS.shareFailed);
  }

  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {scriptMeta(script)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {readingSummary(script.text)}
        </Text>
        {script.favorite ? (
          <Badge colorPalette="yellow" variant="subtle">
            <LuStar aria-hidden="true" /> Favorito
          </Badge>
        ) : null}
        {writerBadge(script.writer) ? (
          <Badge colorPalette="gray" variant="outline">
            {writerBadge(script.writer)}
          </Badge>
        ) : null}
      </HStack>
      {script.coverImageId ? <ScriptCover imageId={script.coverImageId} /> : null}

      {editing ? (
        <Stack gap="3">
          {kept.restored ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Recuperamos alterações não salvas deste roteiro.</Alert.Title>
                <Alert.Description>Salve para mantê-las, ou descarte para voltar ao texto salvo.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={!!error}>
            <Field.Label>Texto do roteiro</Field.Label>
            <Textarea
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              autoresize
              minH="60"
              lineHeight="tall"
              autoFocus
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <HStack gap="2">
            <Button onClick={() => void save()} loading={update.isPending && !favoriting} loadingText="Salvando…">
              Salvar alterações
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                kept.forget();
                setEditing(false);
              }}
              disabled={update.isPending}
            >
              {kept.restored ? 'Descartar rascunho' : 'Cancelar'}
            </Button>
          </HStack>
        </Stack>
      ) : (
        // a long script scrolls inside its box: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable)
        <Box
          role="region"
          aria-label="Leitura do roteiro"
          tabIndex={0}
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.subtle"
          p={{ base: '4', md: '6' }}
          maxH="60vh"
          overflowY="auto"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        >
          <ScriptBody text={script.text} />
        </Box>
      )}

      {/* the result's extras (hooks, caption, on-screen texts) go here, under the text */}

      {!editing ? <ScriptTakesList scriptId={script.id} /> : null}

      {!editing ? (
        <Wrap gap="2">
          <Button
            onClick={() =>
              navigate('/teleprompter', { state: { script: cleanScript(script.text), scriptId: script.id } })
            }
          >
            <LuMonitorPlay aria-hidden="true" /> Teleprompter
          </Button>
          <Button variant="outline" onClick={() => void copy()}>
            <LuCopy aria-hidden="true" /> Copiar
          </Button>
          <Button variant="outline" onClick={startEditing}>
            <LuPencil aria-hidden="true" /> Editar
          </Button>
          <Button variant="outline" aria-haspopup="dialog" onClick={() => onAiEdit(script)}>
            <LuSparkles aria-hidden="true" /> Edição por IA
          </Button>
          <Button
            variant="outline"
            onClick={() => void restorePrevious()}
            disabled={script.versionCount === 0}
            loading={undo.isPending}
            loadingText="Desfazendo…"
            title={script.versionCount === 0 ? 'Nenhuma versão anterior' : undefined}
          >
            <LuUndo2 aria-hidden="true" /> Desfazer
          </Button>
          <Button variant="outline" onClick={() => void toggleFavorite()} loading={favoriting}>
            <LuStar aria-hidden="true" fill={script.favorite ? 'currentColor' : 'none'} />{' '}
            {script.favorite ? 'Desfavoritar' : 'Favoritar'}
          </Button>
          <Button variant="ghost" onClick={() => downloadText(scriptFileName(script), script.text)}>
            <LuDownload aria-hidden="true" /> Baixar .txt
          </Button>
          <Button variant="ghost" onClick={() => void share()}>
            <LuShare2 aria-hidden="true" /> Compartilhar
          </Button>
        </Wrap>
      ) : null}
      {!editing ? <ScriptExtrasPanel script={script} /> : null}
      {kept.dirty ? <UnsavedEditGuard onDiscard={kept.forget} /> : null}
    </Stack>
  );
}
