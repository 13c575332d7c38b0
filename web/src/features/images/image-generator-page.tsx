import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, Field, Heading, HStack, Icon, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuCoins, LuSparkles, LuWandSparkles } from 'react-icons/lu';
import * as z from 'zod/mini';
import { withCost } from '@shared/ideas/idea-tools';
import { downloadName, imageErrorMessage } from '@shared/images/image-usage';
import { IMAGE_LIMITS, IMAGE_MESSAGES, imagePromptSchema, type Image } from '@shared/images/image.schema';
import { CREDIT_COSTS } from '@shared/plans/plans';
import type { Script } from '@shared/scripts/script.schema';
import { isApiError } from '../../lib/api-client';
import { notify, toaster } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { scriptTitle } from '../scripts/script-text';
import { readRunning } from '../generations/running-generation';
import { useSubscription } from '../subscription/use-subscription';
import { CoverDialog } from './cover-dialog';
import { downloadImage } from './download';
import { FormatPicker, StylePicker } from './format-picker';
import { ImageHistory } from './image-history';
import { GeneratingImage, ImageResult } from './image-result';
import { EMPTY_FORM, generateState, readImageForm, writeImageForm, type ImageForm } from './image-form';
import {
  drawingFormat,
  IMAGE_SCREEN,
  useDeleteImage,
  useGenerateImage,
  type ImageJob,
  useImage,
  useImageHistory,
  useImprovePrompt,
  useSetCover,
} from './use-images';

const PROMPT_HINT_ID = 'prompt-imagem-dica';
const BLOCKED_ID = 'gerar-imagem-motivo';

/** The form, kept per user and tab in sessionStorage (a reload or the back button keeps it). */
function useKeptForm(userId: string | undefined) {
  const [form, setForm] = useState<ImageForm>(() => (userId ? readImageForm(sessionStorage, userId) : EMPTY_FORM));
  const [loadedFor, setLoadedFor] = useState(userId);
  if (loadedFor !== userId) {
    setLoadedFor(userId);
    setForm(userId ? readImageForm(sessionStorage, userId) : EMPTY_FORM);
  }
  useEffect(() => {
    if (userId) writeImageForm(sessionStorage, userId, form);
  }, [userId, form]);
  return [form, setForm] as const;
}

/** docs/PRODUCT.md §messages.images: credits and the image limit as they are, offering the plans; else the generic text. */
function notifyGenerateError(err: unknown, goToPlans: () => void) {
  console.error('imagens: falha ao gerar', err);
  const message = isApiError(err) ? err.message : null;
  const title = imageErrorMessage(message);
  const offerPlans = isApiError(err) && (err.code === 'insufficient_credits' || err.code === 'image_limit');
  if (!offerPlans) {
    notify.error(title, message && message !== title ? message : undefined);
    return;
  }
  const id = toaster.create({
    type: 'error',
    title,
    closable: true,
    duration: 10_000,
    description: (
      <Button
        size="xs"
        onClick={() => {
          toaster.dismiss(id);
          goToPlans();
        }}
      >
        Ver Planos
      </Button>
    ),
  });
}

/** /gerador-imagens (docs/PRODUCT.md §screens.gerador-imagens, §flows.images). */
export default function ImageGeneratorPage() {
  useDocumentTitle('Gerador de Imagens IA');
  const user = useAuthUser();
  const navigate = useNavigate();
  const { subscription } = useSubscription();
  const [form, setForm] = useKeptForm(user?.sub);
  const [promptError, setPromptError] = useState<string | undefined>();
  const [coverOpen, setCoverOpen] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);

  const history = useImageHistory();
  const generate = useGenerateImage();
  const improve = useImprovePrompt();
  const remove = useDeleteImage();
  const cover = useSetCover();
  // after a reload, the image last made in this tab comes back from the server (a fresh signed URL)
  const kept = useImage(generate.data ? null : form.lastImageId);
  const current: Image | null = generate.data?.image ?? kept.data ?? null;

  const resumed = useRef(false);
  useEffect(() => {
    // a reload mid-generation follows the running job again (docs/ARCHITECTURE.md §generation-jobs)
    if (resumed.current || !user?.sub) return;
    resumed.current = true;
    const running = readRunning(IMAGE_SCREEN);
    if (running) run({ resume: running });
    // once per page load, as /criar does: `run` is this render's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.sub]);

  useEffect(() => {
    // docs/PRODUCT.md §messages.images: a failed history load is only logged
    if (history.error) console.error('imagens: falha ao carregar o histórico', history.error);
  }, [history.error]);

  const usage = generate.data?.usage ?? history.usage;
  const state = generateState(usage, subscription);
  const busy = generate.isPending;
  const blank = form.prompt.trim().length === 0;
  const goToPlans = () => navigate('/planos');

  const set = <K extends keyof ImageForm>(key: K, value: ImageForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  function run(settings: ImageJob) {
    generate.mutate(settings, {
      onSuccess: (answer) => {
        notify.dismissErrors();
        notify.success(IMAGE_MESSAGES.generated);
        setForm((f) => ({ ...f, lastImageId: answer.image.id }));
      },
      onError: (err) => notifyGenerateError(err, goToPlans),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(imagePromptSchema, form.prompt);
    if (!parsed.success) {
      setPromptError(parsed.error.issues[0]?.message);
      return;
    }
    setPromptError(undefined);
    run({ prompt: parsed.data, format: form.format, style: form.style });
  }

  async function onImprove() {
    const parsed = z.safeParse(imagePromptSchema, form.prompt);
    if (!parsed.success) {
      setPromptError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const better = await improve.mutateAsync({ prompt: parsed.data, style: form.style });
      set('prompt', better);
      notify.success('Prompt melhorado!', 'Revise o texto e gere a imagem quando quiser.');
    } catch (err) {
      console.error('imagens: falha ao melhorar o prompt', err);
      const message = isApiError(err) ? err.message : undefined;
      notify.error(IMAGE_MESSAGES.improveFailed, message !== IMAGE_MESSAGES.improveFailed ? message : undefined);
    }
  }

  async function download(image: Image, name: string) {
    setDownloading(image.id);
    try {
      await downloadImage(image.url, name);
      notify.success(IMAGE_MESSAGES.downloaded);
    } catch (err) {
      console.error('imagens: falha ao baixar', err);
      notify.error(IMAGE_MESSAGES.downloadFailed);
      void history.refetch(); // an expired URL: the next try gets a fresh one
    } finally {
      setDownloading(null);
    }
  }

  async function onDelete(image: Image) {
    try {
      await remove.mutateAsync(image);
      notify.success(IMAGE_MESSAGES.deleted);
      if (form.lastImageId === image.id) setForm((f) => ({ ...f, lastImageId: null }));
    } catch (err) {
      console.error('imagens: falha ao remover', err);
      notify.error(IMAGE_MESSAGES.deleteFailed);
    }
  }

  async function onPickCover(script: Script) {
    if (!current) return;
    try {
      await cover.mutateAsync({ imageId: current.id, scriptId: script.id });
      setCoverOpen(false);
      notify.success(IMAGE_MESSAGES.coverSet, `A imagem agora é a capa de "${scriptTitle(script)}".`);
    } catch (err) {
      console.error('imagens: falha ao definir a capa', err);
      notify.error(IMAGE_MESSAGES.coverFailed, isApiError(err) ? err.message : undefined);
    }
  }

  const variationBlocked =
    state.kind === 'limit' ? IMAGE_MESSAGES.freeLimit : state.blockedReason ? state.blockedReason : null;
  const shownCurrent = current && !(remove.isSuccess && remove.data?.id === current.id) ? current : null;

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full">
      <Box>
        <Heading as="h1" size="2xl">
          Gerador de Imagens IA
        </Heading>
        <Text color="fg.muted" mt="1">
          Descreva a imagem, escolha o formato e gere capas e posts no tamanho certo para cada rede.
        </Text>
      </Box>

      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={submit} noValidate aria-labelledby="form-imagem-titulo">
              <Heading as="h2" size="lg" id="form-imagem-titulo">
                Nova imagem
              </Heading>
              {state.kind === 'button' ? (
                <HStack gap="2" flexWrap="wrap" data-testid="imagens-restantes">
                  <Icon as={LuCoins} color="brand.fg" aria-hidden="true" />
                  <Text fontWeight="semibold">
                    {state.notice}
                    {state.free ? (
                      <Text as="span" fontWeight="normal" color="fg.muted">
                        {' '}
                        no plano Gratuito
                      </Text>
                    ) : null}
                  </Text>
                  {state.free ? (
                    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                      <RouterLink to="/planos">Fazer upgrade</RouterLink>
                    </Link>
                  ) : null}
                </HStack>
              ) : null}
              <Field.Root invalid={!!promptError}>
                <Field.Label>Descreva a imagem</Field.Label>
                <Textarea
                  value={form.prompt}
                  onChange={(e) => {
                    set('prompt', e.target.value);
                    if (promptError) setPromptError(undefined);
                  }}
                  placeholder="Ex.: uma xícara de café numa mesa de madeira, luz da manhã entrando pela janela"
                  maxLength={IMAGE_LIMITS.prompt}
                  autoresize
                  minH="24"
                  disabled={busy}
                  aria-describedby={PROMPT_HINT_ID}
                />
                {promptError ? (
                  <Field.ErrorText>{promptError}</Field.ErrorText>
                ) : (
                  <Field.HelperText id={PROMPT_HINT_ID}>
                    Quanto mais detalhes (cenário, luz, cores), melhor. {form.prompt.length}/{IMAGE_LIMITS.prompt}
                  </Field.HelperText>
                )}
              </Field.Root>
              <Button
                type="button"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => void onImprove()}
                loading={improve.isPending}
                loadingText="Melhorando…"
                disabled={blank || busy}
              >
                <LuWandSparkles aria-hidden="true" /> Melhorar prompt
              </Button>
              <FormatPicker value={form.format} onChange={(f) => set('format', f)} disabled={busy} />
              <StylePicker value={form.style} onChange={(s) => set('style', s)} disabled={busy} />
              {state.kind === 'limit' ? (
                <Alert.Root status="warning" borderRadius="lg" data-testid="limite-imagens">
                  <Alert.Indicator />
                  <Alert.Content gap="3">
                    <Alert.Title>{IMAGE_MESSAGES.freeLimit}</Alert.Title>
                    {/* the alert's orange would make white text fall under 4.5:1 */}
                    <Button asChild size="sm" alignSelf="flex-start" colorPalette="brand">
                      <RouterLink to="/planos">
                        <LuSparkles aria-hidden="true" /> Ver Planos
                      </RouterLink>
                    </Button>
                  </Alert.Content>
                </Alert.Root>
              ) : (
                <Stack gap="2">
                  <Button
                    type="submit"
                    size="lg"
                    alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                    loading={busy}
                    loadingText={IMAGE_MESSAGES.generating}
                    disabled={blank || !!state.blockedReason}
                    aria-describedby={state.blockedReason ? BLOCKED_ID : undefined}
                  >
                    <LuSparkles aria-hidden="true" /> {withCost('Gerar imagem', CREDIT_COSTS.image)}
                  </Button>
                  {state.blockedReason ? (
                    <Text id={BLOCKED_ID} fontSize="sm" color="fg.muted">
                      {state.blockedReason}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>

      {busy ? (
        <Card.Root variant="outline">
          <Card.Body>
            <GeneratingImage format={drawingFormat(generate.variables) ?? form.format} />
          </Card.Body>
        </Card.Root>
      ) : shownCurrent ? (
        <ImageResult
          image={shownCurrent}
          downloading={downloading === shownCurrent.id}
          onDownload={() => void download(shownCurrent, downloadName.fresh(new Date()))}
          onVariation={() =>
            run({ prompt: shownCurrent.prompt, format: shownCurrent.format, style: shownCurrent.style })
          }
          onCover={() => setCoverOpen(true)}
          variationBlocked={variationBlocked}
        />
      ) : null}

      <ImageHistory
        images={history.images}
        total={history.total}
        isLoading={history.isLoading}
        failed={history.isError}
        hasMore={!!history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={() => void history.fetchNextPage()}
        onRetry={() => void history.refetch()}
        onDownload={(image) => void download(image, downloadName.history(image.id))}
        onDelete={onDelete}
        deleting={remove.isPending}
      />

      <CoverDialog
        open={coverOpen}
        onClose={() => setCoverOpen(false)}
        onPick={(s) => void onPickCover(s)}
        busyScriptId={cover.isPending ? (cover.variables?.scriptId ?? null) : null}
      />
    </Stack>
  );
}
