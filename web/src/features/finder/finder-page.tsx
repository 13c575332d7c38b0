import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { FINDER_MESSAGES, deepSearchStartedMessage, foundMessage } from '@shared/finder/finder-options';
import type { ViralItem } from '@shared/finder/finder.schema';
import { FINDER_JOB_UPDATED, FINDER_NEW_REEL } from '@shared/realtime/realtime-event.schema';
import { notify } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { useRealtimeEvents } from '../realtime/use-realtime-events';
import { CREATOR_PATHS } from '../scripts/creator-routes';
import { creatorStore } from '../scripts/creator-store';
import { notifyScriptError } from '../scripts/notify-error';
import { useSubscription } from '../subscription/use-subscription';
import { SectionCard } from '../../ui/section-card';
import { FINDER_FORM_TITLE_ID, FinderForm } from './finder-form';
import { LiveReels } from './finder-live';
import { FinderPreview } from './finder-preview';
import { SampleLabel, ViralGrid, ViralGridSkeleton } from './finder-results';
import { isJobActive, mayToastNewReel, remixReference, REMIX_PLATFORM } from './finder-state';
import { finderStore, useFinder } from './finder-store';
import { useFinderJobs, useFinderSearch, useStartDeepSearch } from './use-finder';

/** Focuses the first field the check refused (the niche, else the first platform), so its message is read out. */
function focusFirstInvalid() {
  requestAnimationFrame(() => {
    const form = document.querySelector(`form[aria-labelledby="${FINDER_FORM_TITLE_ID}"]`);
    const field =
      form?.querySelector<HTMLElement>('input[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('fieldset[data-invalid] input[type="checkbox"]');
    field?.focus();
  });
}

/**
 * /viral-finder (docs/PRODUCT.md §screens.viral-finder): the search form, the results grid ('Buscar'),
 * the live reels of a deep search ('Busca profunda', pushed as 'new-reel' over the app's one WebSocket),
 * the preview dialog with 'Remixar no meu roteiro', and the copyright notice. The form, the grid and the
 * reels are kept per tab (finder-store.ts); the jobs and their stored reels are read again on load and
 * after a reconnect, so a reload catches up.
 */
export function FinderPage() {
  useDocumentTitle('Viral Finder');
  const navigate = useNavigate();
  const userSub = useAuthUser()?.sub ?? null;
  const { subscription } = useSubscription();
  const results = useFinder((s) => s.results);
  const reels = useFinder((s) => s.reels);
  const jobs = useFinder((s) => s.jobs);
  const search = useFinderSearch();
  const deep = useStartDeepSearch();
  const caughtUp = useFinderJobs(!!userSub, jobs.some(isJobActive));
  const [preview, setPreview] = useState<ViralItem | null>(null);
  const lastReelToast = useRef<number | null>(null);
  const now = new Date();

  useEffect(() => finderStore.getState().claim(userSub), [userSub]);

  const fetched = caughtUp.data;
  useEffect(() => {
    if (fetched) finderStore.getState().catchUp(fetched.jobs, fetched.reels);
  }, [fetched]);
  const loadFailed = caughtUp.isError;
  useEffect(() => {
    if (loadFailed) notify.error(FINDER_MESSAGES.loadFailed);
  }, [loadFailed]);

  useRealtimeEvents((event) => {
    if (event.type === FINDER_NEW_REEL) {
      finderStore.getState().addReel(event.item);
      // one toast for a burst: 20 reels at once are one 'Novo reel recebido! 🎥'
      const at = Date.now();
      if (mayToastNewReel(lastReelToast.current, at)) {
        lastReelToast.current = at;
        notify.success(FINDER_MESSAGES.newReel);
      }
    } else if (event.type === FINDER_JOB_UPDATED) {
      finderStore.getState().updateJob(event.job);
    }
  });

  function prepared() {
    const checked = finderStore.getState().prepare();
    if (checked.ok) return checked.body;
    notify.error(checked.first);
    focusFirstInvalid();
    return null;
  }

  async function runSearch() {
    const body = prepared();
    if (!body) return;
    try {
      const answer = await search.mutateAsync(body);
      finderStore.getState().showResults(answer);
      if (answer.items.length) notify.success(foundMessage(answer.items.length));
      else notify.info(FINDER_MESSAGES.empty);
    } catch (err) {
      notifyScriptError(err, FINDER_MESSAGES.searchFailed, navigate, subscription?.creditsResetAt);
    }
  }

  async function runDeepSearch() {
    const body = prepared();
    if (!body) return;
    try {
      const { jobs: started } = await deep.mutateAsync(body);
      finderStore.getState().startJobs(started);
      notify.info(deepSearchStartedMessage(started.length));
    } catch (err) {
      notifyScriptError(err, FINDER_MESSAGES.deepSearchFailed, navigate, subscription?.creditsResetAt);
    }
  }

  function remix(item: ViralItem) {
    creatorStore.getState().startAdvancedWithReference(userSub, remixReference(item), REMIX_PLATFORM[item.platform]);
    setPreview(null);
    navigate(CREATOR_PATHS.step(1));
  }

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Viral Finder
        </Heading>
        <Text color="fg.muted">
          Encontre os vídeos que estão viralizando no seu nicho e veja quais superam o normal dos seus criadores.
        </Text>
      </Stack>

      <FinderForm
        searching={search.isPending}
        starting={deep.isPending}
        onSearch={() => void runSearch()}
        onDeepSearch={() => void runDeepSearch()}
      />

      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{FINDER_MESSAGES.copyright}</Alert.Description>
      </Alert.Root>

      <LiveReels jobs={jobs} reels={reels} now={now} onPreview={setPreview} />

      {search.isPending ? (
        <ViralGridSkeleton />
      ) : results ? (
        <SectionCard id="viral-finder-resultados" title="Resultados" borderRadius="xl">
          {results.source === 'sample' ? <SampleLabel /> : null}
          {results.items.length ? (
            <ViralGrid items={results.items} now={now} onPreview={setPreview} label="Conteúdos encontrados" />
          ) : (
            <Text color="fg.muted">{FINDER_MESSAGES.empty}</Text>
          )}
        </SectionCard>
      ) : null}

      <FinderPreview item={preview} onClose={() => setPreview(null)} onRemix={remix} />
    </Stack>
  );
}
