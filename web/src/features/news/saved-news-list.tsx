import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Badge, Box, Button, EmptyState, Heading, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuChevronDown, LuChevronUp, LuClock, LuCopy, LuMonitorPlay, LuNewspaper, LuTrash2 } from 'react-icons/lu';
import type { Script } from '@shared/scripts/script.schema';
import { durationLabel } from '@shared/scripts/script-options';
import { NEWS_NICHE_IDS, NEWS_MESSAGES, nicheLabel, type NewsNiche } from '@shared/news/news-options';
import { splitSources } from '@shared/news/news-script-text';
import { cleanScript } from '@shared/teleprompter/clean-script';
import { LoadMoreButton } from '../../lib/load-more-button';
import { notify } from '../../lib/toaster';
import { notifyScriptError } from '../scripts/notify-error';
import { ScriptBody } from '../scripts/script-body';
import { copyText } from '../scripts/script-export';
import { spokenText } from '../scripts/script-reading';
import { SCRIPT_TOASTS, formatScriptDate, scriptTitle } from '../scripts/script-text';
import { useDeleteScript, useSavedScripts } from '../scripts/use-scripts';
import { NewsSources } from './news-sources';
import { DeleteConfirmation } from '../scripts/delete-confirmation';

const NEWS_FILTER = { origin: 'news' } as const;

const nicheName = (niche: string) =>
  (NEWS_NICHE_IDS as readonly string[]).includes(niche) ? nicheLabel(niche as NewsNiche) : niche;

/**
 * 'Meus Roteiros' of the news page (docs/PRODUCT.md §screens.ultimas-noticias): the saved news scripts
 * (origin news, newest first, 20 a page with 'Carregar mais'), each with its theme, duration and date;
 * 'Ler roteiro' shows the text and its sources. It reloads after every save.
 */
export function SavedNewsList() {
  const query = useSavedScripts(NEWS_FILTER);
  const scripts = query.scripts ?? [];

  if (query.isPending)
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Carregando seus roteiros">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="24" borderRadius="lg" />
        ))}
      </Stack>
    );
  if (query.isError && !scripts.length)
    return (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Não foi possível carregar seus roteiros.</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Tentar de novo
        </Button>
      </Alert.Root>
    );
  if (!scripts.length)
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuNewspaper />
          </EmptyState.Indicator>
          <EmptyState.Title>{NEWS_MESSAGES.emptySaved}</EmptyState.Title>
          <EmptyState.Description>
            Gere roteiros em 'Gerar Novo' e toque em 'Salvar' nos que quiser gravar.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" m="0" p="0" aria-label="Roteiros de notícias salvos">
        {scripts.map((script) => (
          <SavedNewsItem key={script.id} script={script} />
        ))}
      </Stack>
      <LoadMoreButton
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </Stack>
  );
}

function SavedNewsItem({ script }: { script: Script }) {
  const navigate = useNavigate();
  const remove = useDeleteScript();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  const title = scriptTitle(script);
  const { body, sources } = splitSources(script.text);

  async function copy() {
    const list = sources.map((s) => `- ${s.title} (${s.source}): ${s.link}`).join('\n');
    const text = list ? `${spokenText(body)}\n\nFontes:\n${list}` : spokenText(body);
    if (await copyText(text)) notify.success(SCRIPT_TOASTS.copied);
    else notify.error(SCRIPT_TOASTS.copyFailed, SCRIPT_TOASTS.copyFailedHint);
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(script.id);
      notify.success(SCRIPT_TOASTS.deleted);
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.deleteFailed, navigate);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="4" minW="0" aria-label={title}>
      <Stack gap="3">
        <Stack gap="1">
          <Heading as="h3" size="sm" overflowWrap="anywhere">
            {title}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            {script.duration > 0 ? (
              <Badge colorPalette="brand" variant="subtle">
                <LuClock aria-hidden="true" /> {durationLabel(script.duration)}
              </Badge>
            ) : null}
            {script.niche ? <Badge variant="outline">{nicheName(script.niche)}</Badge> : null}
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={script.createdAt}>{formatScriptDate(script.createdAt)}</time>
            </Text>
          </HStack>
        </Stack>
        {open ? (
          <Stack id={bodyId} gap="3">
            <Box borderWidth="1px" borderRadius="lg" bg="bg.subtle" p={{ base: '3', md: '4' }}>
              <ScriptBody text={body} sectionLevel="h4" />
            </Box>
            <NewsSources sources={sources} />
          </Stack>
        ) : null}
        <Wrap gap="2">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}{' '}
            {open ? 'Ocultar roteiro' : 'Ler roteiro'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigate('/teleprompter', { state: { script: cleanScript(body) } })}
          >
            <LuMonitorPlay aria-hidden="true" /> Abrir no teleprompter
          </Button>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            <LuCopy aria-hidden="true" /> Copiar
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Excluir “${title}”`}
            disabled={confirming}
            onClick={() => setConfirming(true)}
          >
            <LuTrash2 aria-hidden="true" /> Excluir
          </Button>
        </Wrap>
        {confirming ? (
          <DeleteConfirmation
            onConfirm={() => void confirmDelete()}
            onCancel={() => setConfirming(false)}
            pending={remove.isPending}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
