import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
import { GenerationStream } from './generation-stream';
import { ModeSelect } from './mode-select';
import { notifyScriptError } from './notify-error';
import { SavedScriptsDialog, type SavedDialogKind } from './saved-scripts-dialog';
import { ScriptResult } from './script-result';
import { SCRIPT_TOASTS } from './script-text';
import { SimpleForm } from './simple-form';
import { CreditsStatus, GenerateBlockedProvider, generateBlockedReason } from './credits-status';
import { streamStore } from './stream-store';
import { useGenerateScripts } from './use-scripts';

/** /criar (docs/PRODUCT.md §screens.criar): mode choice, the simple form or the six-step wizard, and the result. */
export function CreatorPage() {
  useDocumentTitle('Criar Roteiro');
  const navigate = useNavigate();
  const userSub = useAuthUser()?.sub ?? null;
  const view = useCreator((s) => s.view);
  const result = useCreator((s) => s.result);
  const generate = useGenerateScripts();
  const { subscription } = useSubscription();
  const [pending, setPending] = useState<{ mode: ScriptRequest['mode'] } | null>(null);
  const [dialog, setDialog] = useState<SavedDialogKind | null>(null);

  useEffect(() => creatorStore.getState().claim(userSub), [userSub]);
  useRealtimeEvents((event) => streamStore.getState().apply(event));

  async function run(request: ScriptRequest) {
    setPending({ mode: request.mode });
    try {
      const response = await generate.mutateAsync(request);
      creatorStore.getState().showResult(response.scripts);
      if (response.replacedOldest) notify.info(SCRIPT_TOASTS.replacedOldest);
    } catch (err) {
      // docs/PRODUCT.md §validation.creator: an advanced answer without a script (the schema wants at least one).
      if (request.mode !== 'simple' && isApiError(err) && err.code === 'invalid_response') {
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
    if (request) void run(request);
  }

  function generateAdvanced(mode: AdvancedMode) {
    const request = creatorStore.getState().prepareAdvanced(mode);
    if (request) void run(request);
  }

  const generatingMode = pending && pending.mode !== 'simple' ? pending.mode : null;
  // Out of credits, the buttons say why they are disabled (docs/PRODUCT.md §credits.out);
  // not while a generation runs, whose charge already took the credits shown.
  const blocked = pending ? null : generateBlockedReason(subscription);

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
            <Button variant="ghost" size="sm" onClick={() => setDialog('meus-roteiros')}>
              <LuFolderOpen aria-hidden="true" /> Meus Roteiros
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDialog('favoritos')}>
              <LuStar aria-hidden="true" /> Favoritos
            </Button>
          </HStack>
        </HStack>

        <CreditsStatus subscription={subscription} onOpenSaved={() => setDialog('meus-roteiros')} />

        {view === 'choose' ? <ModeSelect /> : null}
        {view === 'simple' ? <SimpleForm generating={pending !== null} onGenerate={generateSimple} /> : null}
        {view === 'advanced' ? <AdvancedWizard generating={generatingMode} onGenerate={generateAdvanced} /> : null}

        {pending ? (
          <GenerationStream
            generationId={generate.generationId}
            count={scriptsPerMode(pending.mode)}
            title={pending.mode === 'series' ? 'Gerando sua série de 3 roteiros' : 'Gerando seu roteiro'}
          />
        ) : result && view !== 'choose' ? (
          <ScriptResult scripts={result} onOpenSaved={() => setDialog('meus-roteiros')} />
        ) : null}

        <SavedScriptsDialog kind={dialog} onClose={() => setDialog(null)} />
      </Stack>
    </GenerateBlockedProvider>
  );
}
