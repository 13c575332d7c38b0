import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  EmptyState,
  HStack,
  IconButton,
  Portal,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { LuFileText, LuStar, LuTrash2 } from 'react-icons/lu';
import type { Script } from '@shared/scripts/script.schema';
import { PageSpinner } from '../../lib/page-spinner';
import { notify } from '../../lib/toaster';
import { creatorStore } from './creator-store';
import { LoadErrorAlert } from './load-error-alert';
import { CREATOR_PATHS } from './creator-routes';
import { notifyScriptError } from './notify-error';
import { SCRIPT_TOASTS, filterScripts, scriptMeta, scriptTitle, seriesOf } from './script-text';
import { useDeleteScript, useSavedScripts, useUpdateScript } from './use-scripts';

export type SavedDialogKind = 'meus-roteiros' | 'favoritos';
type Tab = 'todos' | 'favoritos';

const EMPTY: Record<Tab, string> = { todos: 'Nenhum roteiro salvo ainda', favoritos: 'Nenhum favorito ainda' };

function SavedItem({ script, all, onOpened }: { script: Script; all: Script[]; onOpened: () => void }) {
  const navigate = useNavigate();
  const update = useUpdateScript();
  const remove = useDeleteScript();
  const [confirming, setConfirming] = useState(false);
  const title = scriptTitle(script);

  async function toggleFavorite() {
    try {
      const saved = await update.mutateAsync({ id: script.id, favorite: !script.favorite });
      creatorStore.getState().replaceScript(saved);
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.updateFailed, navigate);
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(script.id);
      creatorStore.getState().removeScript(script.id);
      notify.success(SCRIPT_TOASTS.deleted);
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.deleteFailed, navigate);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      _hover={{ bg: 'bg.subtle' }}
      aria-label={title}
    >
      <HStack gap="3" align="flex-start">
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette={script.favorite ? 'yellow' : 'gray'}
          aria-label={script.favorite ? `Desfavoritar “${title}”` : `Favoritar “${title}”`}
          aria-pressed={script.favorite}
          loading={update.isPending}
          onClick={() => void toggleFavorite()}
        >
          <LuStar fill={script.favorite ? 'currentColor' : 'none'} />
        </IconButton>
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="medium" lineClamp={2}>
            {title}
            {script.seriesIndex ? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                · Parte {script.seriesIndex}
              </Text>
            ) : null}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {scriptMeta(script)}
          </Text>
        </Stack>
        {confirming ? null : (
          <HStack gap="1" flexShrink={0}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                creatorStore.getState().restore(script, seriesOf(all, script));
                onOpened();
                navigate(CREATOR_PATHS.result(script.id));
              }}
            >
              Abrir
            </Button>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Excluir “${title}”`}
              onClick={() => setConfirming(true)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        )}
      </HStack>
      {confirming ? (
        <Alert.Root status="warning" mt="3" size="sm" role="alert">
          <Alert.Content>
            <Alert.Title>Excluir este roteiro?</Alert.Title>
            <Alert.Description>Esta ação não pode ser desfeita.</Alert.Description>
          </Alert.Content>
          <HStack gap="2" alignSelf="center">
            <Button
              size="xs"
              colorPalette="red"
              onClick={() => void confirmDelete()}
              loading={remove.isPending}
              loadingText="Excluindo…"
            >
              Confirmar exclusão
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancelar
            </Button>
          </HStack>
        </Alert.Root>
      ) : null}
    </Box>
  );
}

function SavedList({ tab, onOpened }: { tab: Tab; onOpened: () => void }) {
  const query = useSavedScripts();
  if (query.isLoading) return <PageSpinner minH="40" />;
  if (query.isError)
    return <LoadErrorAlert title="Não foi possível carregar seus roteiros." onRetry={() => void query.refetch()} />;
  const all = query.scripts ?? [];
  const items = filterScripts(all, tab);
  const more = query.hasNextPage ? (
    <Button
      variant="outline"
      size="sm"
      alignSelf="center"
      mt="3"
      loading={query.isFetchingNextPage}
      loadingText="Carregando…"
      onClick={() => void query.fetchNextPage()}
    >
      Carregar mais
    </Button>
  ) : null;
  if (items.length === 0)
    return (
      <Stack gap="0">
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>{tab === 'favoritos' ? <LuStar /> : <LuFileText />}</EmptyState.Indicator>
            <EmptyState.Title>{EMPTY[tab]}</EmptyState.Title>
            <EmptyState.Description>
              {tab === 'favoritos'
                ? query.hasNextPage
                  ? 'Nenhum favorito entre os roteiros carregados. Carregue mais para procurar nos anteriores.'
                  : 'Toque na estrela de um roteiro para guardá-lo aqui.'
                : 'Os roteiros que você gerar aparecem aqui.'}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
        {more}
      </Stack>
    );
  return (
    <Stack gap="0">
      <Stack as="ul" gap="2" m="0" p="0" aria-label={tab === 'favoritos' ? 'Roteiros favoritos' : 'Roteiros salvos'}>
        {items.map((script) => (
          <SavedItem key={script.id} script={script} all={all} onOpened={onOpened} />
        ))}
      </Stack>
      {more}
    </Stack>
  );
}

/** 'Meus Roteiros' (tabs Todos / Favoritos) and 'Favoritos' (favorites only), docs/PRODUCT.md §screens.criar. */
export function SavedScriptsDialog({ kind, onClose }: { kind: SavedDialogKind | null; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('todos');
  const open = kind !== null;
  // Every opening starts on 'Todos'.
  useEffect(() => {
    if (open) setTab('todos');
  }, [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{kind === 'favoritos' ? 'Favoritos' : 'Meus Roteiros'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {kind === 'favoritos' ? (
                <SavedList tab="favoritos" onOpened={onClose} />
              ) : open ? (
                <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line">
                  <Tabs.List mb="4">
                    <Tabs.Trigger value="todos">Todos</Tabs.Trigger>
                    <Tabs.Trigger value="favoritos">Favoritos</Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="todos">
                    <SavedList tab="todos" onOpened={onClose} />
                  </Tabs.Content>
                  <Tabs.Content value="favoritos">
                    <SavedList tab="favoritos" onOpened={onClose} />
                  </Tabs.Content>
                </Tabs.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
