import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { VIRAL_SHORT_MESSAGES, type ViralShortRequest } from '@shared/viral-short/viral-short.schema';
import { isApiError } from '../../lib/api-error';
import { useServices } from '../../lib/services';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import type { RunningGeneration } from '../generations/running-generation';
import { useIdeaJob, useResumeOnLoad } from '../ideas/use-idea-job';
import { generateBlockedReason } from '../scripts/credits-status';
import { notifyScriptError } from '../scripts/notify-error';
import { useSubscription } from '../subscription/use-subscription';
import { partialShort } from './partial-short';
import { generateViralShort, shortOf } from './viral-short-api';
import { TRANSCRIPT_FIELD, VIRAL_SHORT_COST, ViralShortForm } from './viral-short-form';
import { ViralShortResultView } from './viral-short-result';
import { useViralShort, viralShortStore } from './viral-short-store';

/** The sessionStorage slot of the running generation a reload resumes (features/generations/running-generation.ts). */
export const VIRAL_SHORT_SCREEN = 'viral-curto';

/** The parts of the short as the model writes them (a polite live region). */
function Writing({ partial }: { partial: unknown }) {
  const p = partialShort(partial);
  const parts = [
    ['Gancho', p.hook],
    ['Tensão', p.tension],
    ['Clímax', p.climax],
    ['CTA', p.cta],
  ] as const;
  return (
    <Card.Root variant="outline" borderRadius="xl" borderColor="brand.emphasized" bg="brand.subtle/40">
      <Card.Body>
        <Stack gap="4">
          <HStack gap="3" role="status">
            <Spinner size="sm" color="brand.solid" />
            <Text fontWeight="semibold">Gerando seu roteiro viral</Text>
            <Text color="fg.muted" fontSize="sm">
              Escrevendo…
            </Text>
          </HStack>
          <Stack gap="3" aria-live="polite" aria-label="Roteiro sendo escrito" data-testid="viral-em-geracao">
            {parts.map(([title, text]) => (
              <Box key={title}>
                <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                  {title}
                </Text>
                <Text whiteSpace="pre-wrap" color={text ? 'fg' : 'fg.muted'}>
                  {text || 'Aguardando…'}
                </Text>
              </Box>
            ))}
            {p.cuts > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {p.cuts === 1 ? '1 corte sugerido' : `${p.cuts} cortes sugeridos`}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /viral-curto (docs/PRODUCT.md §screens.viral-curto): a YouTube video → a viral short script. The
 * form and the last result are kept per user in sessionStorage (viral-short-store.ts), so a reload or
 * a visit to the teleprompter and back finds them. In local mode the transcript is always asked for,
 * with the reason; on AWS when the server answers that the video has no captions.
 */
export function ViralShortPage() {
  useDocumentTitle('Viral Curto');
  const { api, config } = useServices();
  const navigate = useNavigate();
  const userSub = useAuthUser()?.sub ?? null;
  const { subscription } = useSubscription();
  const last = useViralShort((s) => s.last);
  const serverReason = useViralShort((s) => s.transcriptReason);

  useEffect(() => viralShortStore.getState().claim(userSub), [userSub]);

  const post = useCallback(
    (operationId: string, request: ViralShortRequest) => generateViralShort(api, { ...request, operationId }),
    [api],
  );
  const gen = useIdeaJob(VIRAL_SHORT_SCREEN, VIRAL_SHORT_COST, post, shortOf);
  // a reload while the short was written: follow it again, the text so far first
  useResumeOnLoad(VIRAL_SHORT_SCREEN, userSub, (running) => void run({ resume: running }));
  const local = config.mode === 'local';
  const transcriptReason = serverReason ?? (local ? VIRAL_SHORT_MESSAGES.transcriptLocal : null);
  const blocked = gen.isPending ? null : generateBlockedReason(subscription, VIRAL_SHORT_COST);

  async function generate() {
    const store = viralShortStore.getState();
    const prepared = store.prepare();
    if (!prepared) {
      // the first field with a problem takes the focus, so its message is read out
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    await run({ input: prepared });
  }

  async function run(job: { input: ViralShortRequest } | { resume: RunningGeneration }) {
    try {
      const { answer } = await ('input' in job ? gen.generate(job.input) : gen.resume(job.resume));
      viralShortStore.getState().showResult(answer);
    } catch (err) {
      if (isApiError(err) && err.code === 'transcript_required') {
        viralShortStore.getState().needTranscript(err.message);
        requestAnimationFrame(() =>
          document.querySelector<HTMLTextAreaElement>(`textarea[name="${TRANSCRIPT_FIELD}"]`)?.focus(),
        );
        return;
      }
      notifyScriptError(err, VIRAL_SHORT_MESSAGES.failed, navigate, subscription?.creditsResetAt);
    }
  }

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Viral Curto
        </Heading>
        <Text color="fg.muted">
          Transforme um vídeo do YouTube num roteiro de vídeo curto: gancho, cortes, textos na tela e teleprompter.
        </Text>
      </Stack>

      <ViralShortForm
        generating={gen.isPending}
        blocked={blocked}
        transcriptReason={transcriptReason}
        onGenerate={() => void generate()}
      />

      {gen.isPending ? <Writing partial={gen.partial} /> : null}
      {!gen.isPending && last ? <ViralShortResultView last={last} /> : null}
    </Stack>
  );
}
