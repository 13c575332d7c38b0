import type { NewsNiche } from '@shared/news/news-options';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuFolderOpen, LuSparkles } from 'react-icons/lu';
import { NEWS_MESSAGES } from '@shared/news/news-options';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { isApiError } from '../../lib/api-error';
import { notify } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { useSubscription } from '../subscription/use-subscription';
import { generateBlockedReason } from '../scripts/credits-status';
import { notifyScriptError } from '../scripts/notify-error';
import { NewsForm } from './news-form';
import { NewsResults, NewsStreaming } from './news-results';
import { prepareNewsRequest, streamingScripts } from './news-state';
import { newsStore, useNews, type NewsTab } from './news-store';
import { SavedNewsList } from './saved-news-list';
import { NEWS_SCREEN, useNewsGeneration, useSaveNewsScript } from './use-news';
import { useResumeOnLoad } from '../ideas/use-idea-job';
import type { RunningGeneration } from '../generations/running-generation';

/**
 * /ultimas-noticias (docs/PRODUCT.md §screens.ultimas-noticias, §flows.news): tabs 'Gerar Novo' (the form,
 * the scripts streaming in, then each with its sources, 'Salvar', 'Copiar', 'Abrir no teleprompter') and
 * 'Meus Roteiros' (the saved news scripts). The form, the tab and the last result survive a reload.
 */
export function NewsPage() {
  useDocumentTitle('Últimas Notícias');
  const navigate = useNavigate();
  const user = useAuthUser();
  const userSub = user?.sub ?? null;
  const { subscription } = useSubscription();
  const tab = useNews((s) => s.tab);
  const result = useNews((s) => s.result);
  const saved = useNews((s) => s.saved);
  const generation = useNewsGeneration();
  const save = useSaveNewsScript();
  const [savingIndex, setSavingIndex] = useState<number | null>(null);

  useEffect(() => newsStore.getState().claim(userSub), [userSub]);
  // a reload while the scripts were written: follow them again, the text so far first
  useResumeOnLoad(NEWS_SCREEN, userSub, (running) => void run({ resume: running }));

  async function generate() {
    const store = newsStore.getState();
    const prepared = prepareNewsRequest(store.form);
    if (!prepared.ok) {
      store.setError(prepared.error);
      document.getElementById('noticias-form-titulo')?.closest('form')?.querySelector('select')?.focus();
      return;
    }
    await run({ input: prepared.body });
  }

  async function run(job: { input: { nicho: NewsNiche; com_cta: boolean } } | { resume: RunningGeneration }) {
    try {
      const { answer } = await ('input' in job ? generation.generate(job.input) : generation.resume(job.resume));
      newsStore.getState().showResult(answer);
    } catch (err) {
      notifyScriptError(err, NEWS_MESSAGES.generateFailed, navigate, subscription?.creditsResetAt);
    }
  }

  async function saveScript(index: number) {
    const current = newsStore.getState().result;
    if (!current) return;
    // docs/PRODUCT.md §validation.generators: saving needs a signed-in user
    if (!user) {
      notify.error(NEWS_MESSAGES.loginRequired);
      return;
    }
    setSavingIndex(index);
    try {
      const { script } = await save.mutateAsync({ operationId: current.operationId, index });
      newsStore.getState().markSaved(index, script.id);
      notify.success(NEWS_MESSAGES.saved);
    } catch (err) {
      if (isApiError(err) && err.status === 401) notify.error(NEWS_MESSAGES.loginRequired);
      else notifyScriptError(err, NEWS_MESSAGES.saveFailed, navigate);
    } finally {
      setSavingIndex(null);
    }
  }

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Últimas Notícias
        </Heading>
        <Text color="fg.muted">
          Roteiros de vídeos curtos a partir das manchetes mais recentes do seu nicho, com as fontes à vista.
        </Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => newsStore.getState().setTab(e.value as NewsTab)}
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="gerar">
            <LuSparkles aria-hidden="true" /> Gerar Novo
          </Tabs.Trigger>
          <Tabs.Trigger value="meus-roteiros">
            <LuFolderOpen aria-hidden="true" /> Meus Roteiros
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="gerar" pt="5">
          <Stack gap="6">
            <NewsForm
              generating={generation.isPending}
              blocked={generation.isPending ? null : generateBlockedReason(subscription ?? null, IDEA_TOOL_COSTS.news)}
              onGenerate={() => void generate()}
            />
            {generation.isPending ? (
              <NewsStreaming scripts={streamingScripts(generation.partial)} />
            ) : result ? (
              <NewsResults result={result} saved={saved} savingIndex={savingIndex} onSave={(i) => void saveScript(i)} />
            ) : null}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="meus-roteiros" pt="5">
          <SavedNewsList />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
