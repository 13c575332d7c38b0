import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { LuFileText, LuSearch, LuStar, LuTrash2 } from 'react-icons/lu';
import type { Script } from '@shared/scripts/script.schema';
import {
  SCRIPT_KINDS,
  SCRIPT_KIND_LABELS,
  SEARCH_MAX_LENGTH,
  scriptPlatformOf,
  scriptTypeLabel,
  type ScriptFilter,
  type ScriptKind,
} from '@shared/scripts/script-filter';
import { PLATFORMS, type PlatformId } from '@shared/scripts/script-options';
import { DialogShell } from '../../ui/dialog-shell';
import { LoadMoreButton } from '../../lib/load-more-button';
import { PageSpinner } from '../../lib/page-spinner';
import { notify } from '../../lib/toaster';
import { DeleteConfirmation } from './delete-confirmation';
import { creatorStore } from './creator-store';
import { CREATOR_PATHS } from './creator-routes';
import { LoadErrorAlert } from './load-error-alert';
import { notifyScriptError } from './notify-error';
import { SCRIPT_TOASTS, groupSeries, previewText, scriptMeta, scriptTitle, type SavedEntry } from './script-text';
import { useDeleteScript, useSavedScripts, useUpdateScript } from './use-scripts';

export type SavedDialogKind = 'meus-roteiros' | 'favoritos';
type Tab = 'todos' | 'favoritos';

/** The search and the selects; the tab (or the 'Favoritos' dialog) adds `favorites`. */
interface Filters {
  q: string;
  kind: ScriptKind | '';
  platform: PlatformId | '';
}
const NO_FILTERS: Filters = { q: '', kind: '', platform: '' };
const SEARCH_DEBOUNCE_MS = 300;

const platformLabel = (id: PlatformId) => PLATFORMS.find((p) => p.id === id)?.label ?? id;

/** `value`, once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

function PartRow({
  script,
  label,
  series,
  onOpened,
}: {
  script: Script;
  label: string;
  series: Script[];
  onOpened: () => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateScript();
  const remove = useDeleteScript();
  const [confirming, setConfirming] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const title = scriptTitle(script);
  const named = script.seriesIndex ? `${title}, parte ${script.seriesIndex}` : title;

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
      // The entry is about to leave the list: the focus waits on the dialog instead of falling to the body.
      row.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
      notify.success(SCRIPT_TOASTS.deleted);
    } catch (err) {
      notifyScriptError(err, SCRIPT_TOASTS.deleteFailed, navigate);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Stack ref={row} gap="2">
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium" minW="0">
          {label}
        </Text>
        <HStack gap="1" flexShrink={0}>
          <IconButton
            variant="ghost"
            size="sm"
            colorPalette={script.favorite ? 'yellow' : 'gray'}
            aria-label={script.favorite ? `Desfavoritar “${named}”` : `Favoritar “${named}”`}
            aria-pressed={script.favorite}
            loading={update.isPending}
            onClick={() => void toggleFavorite()}
          >
            <LuStar fill={script.favorite ? 'currentColor' : 'none'} />
          </IconButton>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Abrir “${named}”`}
            onClick={() => {
              creatorStore.getState().restore(script, series);
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
            aria-label={`Excluir “${named}”`}
            disabled={confirming}
            onClick={() => setConfirming(true)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </HStack>
      {confirming ? (
        <DeleteConfirmation
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
          pending={remove.isPending}
        />
      ) : null}
    </Stack>
  );
}

/** One entry: a script, or the loaded parts of a series ('Parte 1', 'Parte 2', 'Parte 3'). */
function SavedEntryItem({ entry, onOpened }: { entry: SavedEntry; onOpened: () => void }) {
  const first = entry.parts[0]!;
  const title = scriptTitle(first);
  const platform = scriptPlatformOf(first);
  const isSeries = first.seriesId !== null;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" aria-label={title} minW="0">
      <Stack gap="2">
        <HStack gap="2" align="flex-start" justify="space-between">
          <Text fontWeight="medium" lineClamp={2} minW="0" wordBreak="break-word">
            {title}
          </Text>
          {entry.parts.some((p) => p.favorite) ? (
            <Box color="yellow.fg" flexShrink={0} aria-hidden>
              <LuStar fill="currentColor" />
            </Box>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
          {previewText(first.text)}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge size="sm" variant="subtle">
            {scriptTypeLabel(first)}
          </Badge>
          {platform ? (
            <Badge size="sm" variant="outline">
              {platformLabel(platform)}
            </Badge>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {scriptMeta(first)}
          </Text>
        </HStack>
        {entry.parts.map((part) => (
          <PartRow
            key={part.id}
            script={part}
            label={isSeries && part.seriesIndex ? `Parte ${part.seriesIndex}` : ''}
            series={isSeries ? entry.parts : [part]}
            onOpened={onOpened}
          />
        ))}
      </Stack>
    </Box>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  all: string;
  options: readonly { id: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" flex="1">
      <NativeSelect.Field aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function FilterBar({ filters, onChange, busy }: { filters: Filters; onChange: (f: Filters) => void; busy: boolean }) {
  return (
    <Stack gap="2" mb="3">
      <InputGroup
        startElement={<LuSearch aria-hidden />}
        endElement={
          busy ? (
            <Box role="status" aria-label="Buscando…" display="flex">
              <Spinner size="xs" />
            </Box>
          ) : undefined
        }
      >
        <Input
          type="search"
          placeholder="Buscar roteiros"
          aria-label="Buscar roteiros"
          maxLength={SEARCH_MAX_LENGTH}
          value={filters.q}
          onChange={(e) => onChange({ ...filters, q: e.target.value })}
        />
      </InputGroup>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <FilterSelect
          label="Modo"
          value={filters.kind}
          all="Todos os modos"
          options={SCRIPT_KINDS.map((k) => ({ id: k, label: SCRIPT_KIND_LABELS[k] }))}
          onChange={(kind) => onChange({ ...filters, kind: kind as Filters['kind'] })}
        />
        <FilterSelect
          label="Plataforma"
          value={filters.platform}
          all="Todas as plataformas"
          options={PLATFORMS}
          onChange={(platform) => onChange({ ...filters, platform: platform as Filters['platform'] })}
        />
      </Stack>
    </Stack>
  );
}

function SavedList({
  favorites,
  filters,
  onClear,
  onOpened,
  onBusy,
}: {
  favorites: boolean;
  filters: Filters;
  onClear: () => void;
  onOpened: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const q = useDebounced(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const filter = useMemo<ScriptFilter>(
    () => ({
      ...(q ? { q } : {}),
      ...(favorites ? { favorites: true } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
      ...(filters.platform ? { platform: filters.platform } : {}),
    }),
    [q, favorites, filters.kind, filters.platform],
  );
  const query = useSavedScripts(filter);
  const all = query.scripts ?? [];
  const entries = groupSeries(all);
  const narrowed = !!(q || filters.kind || filters.platform);
  // The server reads a bounded slice per call: a page can come back empty with more to read.
  const searchingOlder = entries.length === 0 && query.hasNextPage && !query.isPlaceholderData;
  const { fetchNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    if (searchingOlder && !isFetchingNextPage) void fetchNextPage();
  }, [searchingOlder, isFetchingNextPage, fetchNextPage]);
  const busy = query.isFetching || filters.q.trim() !== q;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  if (query.isLoading) return <PageSpinner minH="40" />;
  if (query.isError)
    return <LoadErrorAlert title="Não foi possível carregar seus roteiros." onRetry={() => void query.refetch()} />;
  if (searchingOlder)
    return (
      <HStack gap="2" justify="center" py="6" role="status">
        <Spinner size="sm" />
        <Text fontSize="sm">Procurando nos roteiros mais antigos…</Text>
      </HStack>
    );
  if (entries.length === 0)
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            {narrowed ? <LuSearch /> : favorites ? <LuStar /> : <LuFileText />}
          </EmptyState.Indicator>
          <EmptyState.Title>
            {narrowed
              ? 'Nenhum roteiro encontrado'
              : favorites
                ? 'Nenhum favorito ainda'
                : 'Nenhum roteiro salvo ainda'}
          </EmptyState.Title>
          <EmptyState.Description>
            {narrowed
              ? 'Tente outras palavras ou limpe os filtros.'
              : favorites
                ? 'Toque na estrela de um roteiro para guardá-lo aqui.'
                : 'Os roteiros que você gerar aparecem aqui.'}
          </EmptyState.Description>
          {narrowed ? (
            <Button size="sm" variant="outline" onClick={onClear}>
              Limpar filtros
            </Button>
          ) : null}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack gap="0">
      <Stack as="ul" gap="2" m="0" p="0" aria-label={favorites ? 'Roteiros favoritos' : 'Roteiros salvos'}>
        {entries.map((entry) => (
          <SavedEntryItem key={entry.key} entry={entry} onOpened={onOpened} />
        ))}
      </Stack>
      <LoadMoreButton
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
        mt="3"
      />
    </Stack>
  );
}

/** 'Meus Roteiros' (tabs Todos / Favoritos) and 'Favoritos' (favorites only), docs/PRODUCT.md §screens.criar, §screens.meus-roteiros. */
export function SavedScriptsDialog({ kind, onClose }: { kind: SavedDialogKind | null; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('todos');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [busy, setBusy] = useState(false);
  const open = kind !== null;
  // Every opening starts on 'Todos', with no search or filter.
  useEffect(() => {
    if (open) {
      setTab('todos');
      setFilters(NO_FILTERS);
    }
  }, [open]);
  const list = (favorites: boolean) => (
    <SavedList
      favorites={favorites}
      filters={filters}
      onClear={() => setFilters(NO_FILTERS)}
      onOpened={onClose}
      onBusy={setBusy}
    />
  );
  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
      title={kind === 'favoritos' ? 'Favoritos' : 'Meus Roteiros'}
      bodyProps={{ pb: '6' }}
    >
      {open ? <FilterBar filters={filters} onChange={setFilters} busy={busy} /> : null}
      {kind === 'favoritos' ? (
        list(true)
      ) : open ? (
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line">
          <Tabs.List mb="4">
            <Tabs.Trigger value="todos">Todos</Tabs.Trigger>
            <Tabs.Trigger value="favoritos">Favoritos</Tabs.Trigger>
          </Tabs.List>
          {/* only the open tab's panel: the other would fetch its own filtered list */}
          <Tabs.Content key={tab} value={tab}>
            {list(tab === 'favoritos')}
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </DialogShell>
  );
}
