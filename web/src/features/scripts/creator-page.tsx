import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuFolderOpen, LuStar } from 'react-icons/lu';
import type { ScriptRequest } from '@shared/scripts/script.schema';
import { scriptsPerMode, type AdvancedMode } from '@shared/scripts/script-options';
import { isApiError } from '../../lib/api-error';
import { notify } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { useSubscription } from '../subscription/use-subscription';
import { useRealtimeEvents } from '../realtime/use-realtime-events';
import { AdvancedWizard } from './advanced-wizard';
import { creatorStore, useCreator } from './creator-store';
import { CREATOR_PATHS, isCreatorNav, parseCreatorPath, type CreatorNavState } from './creator-routes';
import { reachableStep, type AdvancedStep } from './creator-state';
import { GenerationStream } from './generation-stream';
import { ModeSelect } from './mode-select';
import { notifyScriptError } from './notify-error';
import { SavedScriptsDialog, type SavedDialogKind } from './saved-scripts-dialog';
import { ResultScreen } from './result-screen';
import { SCRIPT_TOASTS, orderParts } from './script-text';
import { SimpleForm } from './simple-form';
import { CreditsStatus, GenerateBlockedProvider, generateBlockedReason, type CostBlocker } from './credits-status';
import { streamStore } from './stream-store';
import { CREATOR_SCREEN, useGenerateScripts } from './use-scripts';
import { readRunning, type RunningGeneration } from '../generations/running-generation';

const FORWARD: { state: CreatorNavState } = { state: { creator: true } };

/**
 * /criar (docs/PRODUCT.md §screens.criar): mode choice, the simple form or the six-step wizard, and the result,
 * each at its own URL (docs/PRODUCT.md §flows.creator.urls): /criar, /criar/simples, /criar/avancado/:step,
 * /criar/roteiro/:id. The URL says which screen shows; the store keeps the inputs.
 */
export function CreatorPage() {
  useDocumentTitle('Criar Roteiro');
  const navigate = useNavigate();
  const location = useLocation();
  const screen = parseCreatorPath(useParams()['*'] ?? '');
  const userSub = useAuthUser()?.sub ?? null;
  const advancedForm = useCreator((s) => s.advanced);
  const generate = useGenerateScripts();
  const { subscription } = useSubscription();
  const [pending, setPending] = useState<{ mode: ScriptRequest['mode'] } | null>(null);
  const [dialog, setDialog] = useState<SavedDialogKind | null>(null);

  useEffect(() => creatorStore.getState().claim(userSub), [userSub]);
  useRealtimeEvents((event) => streamStore.getState().apply(event));

  // The store follows the URL: the browser's back and forward, a reload or a typed address pick the screen.
  const screenKind = screen.kind;
  const urlStep = screen.kind === 'advanced' ? screen.step : null;
  useEffect(() => {
    const store = creatorStore.getState();
    if (screenKind === 'choose') store.showView('choose');
    else if (screenKind === 'simple') store.showView('simple');
    else if (urlStep !== null) store.showStep(urlStep);
  }, [screenKind, urlStep]);

  /** 'Voltar': the browser's back when the creator itself moved here, else the screen before this one. */
  function back(fallback: string) {
    if (isCreatorNav(location.state)) navigate(-1);
    else navigate(fallback, { replace: true });
  }

  function chooseMode(mode: 'simple' | 'advanced') {
    creatorStore.getState().selectMode(mode);
    navigate(mode === 'simple' ? CREATOR_PATHS.simple : CREATOR_PATHS.step(1), FORWARD);
  }

  function nextStep(step: AdvancedStep) {
    if (creatorStore.getState().next()) navigate(CREATOR_PATHS.step((step + 1) as AdvancedStep), FORWARD);
  }

  // A reload while a generation ran: follow it again, its text so far first (docs/PRODUCT.md §flows.creator.urls).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !userSub) return;
    resumed.current = true;
    const running = readRunning(CREATOR_SCREEN);
    if (running) void run({ resume: running });
    // once per page load: `run` is this render's, and the store it reads is the same
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userSub]);

  async function run(job: { request: ScriptRequest } | { resume: RunningGeneration }) {
    const mode = ('request' in job ? job.request.mode : job.resume.mode) as ScriptRequest['mode'] | undefined;
    setPending({ mode: mode ?? 'simple' });
    try {
      const response = await generate.mutateAsync(job);
      creatorStore.getState().showResult(response.scripts);
      const first = orderParts(response.scripts)[0];
      if (first) navigate(CREATOR_PATHS.result(first.id), FORWARD);
      if (response.replacedOldest) notify.info(SCRIPT_TOASTS.replacedOldest);
    } catch (err) {
      // docs/PRODUCT.md §validation.creator: an advanced answer without a script (the schema wants at least one).
      if (mode !== 'simple' && isApiError(err) && err.code === 'invalid_response') {
        console.error('roteiros: resposta sem roteiro', err);
        notify.error(SCRIPT_TOASTS.generateFailed, SCRIPT_TOASTS.notGenerated);
      } else {
        notifyScriptError(err, SCRIPT_TOASTS.generateFailed, navigate, subscription?.creditsResetAt);
      }
    } finally {
      setPending(null);
    }
  }

  function generateSimple() {
    const request = creatorStore.getState().prepareSimple();
    if (request) void run({ request });
  }

  function generateAdvanced(mode: AdvancedMode) {
    const store = creatorStore.getState();
    const request = store.prepareAdvanced(mode);
    if (request) void run({ request });
    // a field to fix: its step opens, the errors on it
    else if (creatorStore.getState().step !== urlStep) navigate(CREATOR_PATHS.step(creatorStore.getState().step));
  }

  if (screen.kind === 'redirect') return <Navigate to={screen.to} replace />;
  if (screen.kind === 'advanced') {
    const reachable = reachableStep(advancedForm, screen.step);
    if (reachable !== screen.step) return <Navigate to={CREATOR_PATHS.step(reachable)} replace />;
  }

  const generatingMode = pending && pending.mode !== 'simple' ? pending.mode : null;
  // Out of credits, the buttons say why they are disabled (docs/PRODUCT.md §credits.out);
  // not while a generation runs, whose charge already took the credits shown.
  const blocked: CostBlocker = (cost) => (pending ? null : generateBlockedReason(subscription, cost));

  return (
    <GenerateBlockedProvider value={blocked}>
      <Stack gap="6" maxW="4xl" mx="auto" w="full">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Criar Roteiro
            </Heading>
            <Text color="fg.muted">Roteiros virais para vídeos curtos, escritos com IA em segundos.</Text>
          </Stack>
          <HStack gap="2">
            <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setDialog('meus-roteiros')}>
              <LuFolderOpen aria-hidden="true" /> Meus Roteiros
            </Button>
            <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setDialog('favoritos')}>
              <LuStar aria-hidden="true" /> Favoritos
            </Button>
          </HStack>
        </HStack>

        <CreditsStatus subscription={subscription} onOpenSaved={() => setDialog('meus-roteiros')} />

        {screen.kind === 'choose' ? <ModeSelect onSelect={chooseMode} /> : null}
        {screen.kind === 'simple' ? (
          <SimpleForm
            generating={pending !== null}
            onGenerate={generateSimple}
            onBack={() => back(CREATOR_PATHS.choose)}
          />
        ) : null}
        {screen.kind === 'advanced' ? (
          <AdvancedWizard
            step={screen.step}
            generating={generatingMode}
            onGenerate={generateAdvanced}
            onNext={() => nextStep(screen.step)}
            onBack={() =>
              back(screen.step === 1 ? CREATOR_PATHS.choose : CREATOR_PATHS.step((screen.step - 1) as AdvancedStep))
            }
          />
        ) : null}
        {screen.kind === 'result' ? (
          <ResultScreen
            id={screen.id}
            onOpenSaved={() => setDialog('meus-roteiros')}
            onRegenerate={(request) => void run({ request })}
          />
        ) : null}

        {pending ? (
          <GenerationStream
            generationId={generate.generationId}
            count={scriptsPerMode(pending.mode)}
            title={pending.mode === 'series' ? 'Gerando sua série de 3 roteiros' : 'Gerando seu roteiro'}
          />
        ) : null}

        <SavedScriptsDialog kind={dialog} onClose={() => setDialog(null)} />
      </Stack>
    </GenerateBlockedProvider>
  );
}
