import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { Badge, Button, Card, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuClapperboard, LuCopy, LuSparkles } from 'react-icons/lu';
import { IDEA_ERRORS, IDEA_TOOL_COSTS, withCost } from '@shared/ideas/idea-tools';
import {
  QUESTION_QUANTITIES,
  VIRAL_QUESTION_LIMITS,
  VIRAL_QUESTION_MESSAGES,
  viralQuestionsRequestSchema,
  type ViralQuestionsRequest,
} from '@shared/viral-questions/viral-questions.schema';
import { isApiError } from '../../lib/api-error';
import { TextField } from '../../lib/form-field';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { useIdeaJob, useResumeOnLoad } from '../ideas/use-idea-job';
import type { RunningGeneration } from '../generations/running-generation';
import { creatorStore } from '../scripts/creator-store';
import { generateBlockedReason, OUT_OF_CREDITS_REASON_ID } from '../scripts/credits-status';
import { CREATOR_PATHS } from '../scripts/creator-routes';
import { SelectField } from '../scripts/form-controls';
import { notifyScriptError } from '../scripts/notify-error';
import { copyText } from '../scripts/script-export';
import { writerBadge } from '../scripts/script-text';
import { useSubscription } from '../subscription/use-subscription';
import { generateViralQuestions, questionsOf } from './viral-questions-api';
import {
  INITIAL_FORM,
  readMemory,
  streamedQuestions,
  writeMemory,
  type QuestionsForm,
  type QuestionsMemory,
} from './viral-questions-state';

const COST = IDEA_TOOL_COSTS.questions;
const QUANTITY_OPTIONS = QUESTION_QUANTITIES.map((n) => ({ value: n, label: `${n} dúvidas` }));
const COPY_HINT_ID = 'duvidas-dica-copiar';
const RESULT_TITLE_ID = 'duvidas-resultado';
/** The sessionStorage slot of the running generation a reload resumes (features/generations/running-generation.ts). */
export const QUESTIONS_SCREEN = 'duvidas';

/** The form and last result of this user in this tab (reload and back keep them). */
function useMemory(userId: string | null) {
  const read = (id: string | null): QuestionsMemory =>
    id ? readMemory(sessionStorage, id) : { form: INITIAL_FORM, result: null };
  const [state, setState] = useState(() => ({ owner: userId, memory: read(userId) }));
  // another user in this tab starts from their own memory
  if (state.owner !== userId) setState({ owner: userId, memory: read(userId) });
  useEffect(() => {
    if (state.owner) writeMemory(sessionStorage, state.owner, state.memory);
  }, [state]);
  const update = (fn: (m: QuestionsMemory) => QuestionsMemory) => setState((s) => ({ ...s, memory: fn(s.memory) }));
  return [state.memory, update] as const;
}

/**
 * 'Ideias Virais por Dúvidas' (docs/PRODUCT.md §screens.ideias-virais): a niche and a quantity → the
 * questions its audience asks, streamed as the model writes them. Clicking one copies it; 'Criar roteiro'
 * opens the creator's simple form with it as the idea.
 */
export function ViralQuestionsPage() {
  useDocumentTitle('Ideias Virais por Dúvidas');
  const { api } = useServices();
  const navigate = useNavigate();
  const userId = useAuthUser()?.sub ?? null;
  const { subscription } = useSubscription();
  const [memory, update] = useMemory(userId);
  const [nicheError, setNicheError] = useState<string>();
  const nicheInput = useRef<HTMLInputElement>(null);
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const generation = useIdeaJob(
    QUESTIONS_SCREEN,
    COST,
    (operationId, input: ViralQuestionsRequest) => generateViralQuestions(api, { operationId, ...input }),
    questionsOf,
  );
  // a reload while the questions were written: follow them again, the text so far first
  useResumeOnLoad(QUESTIONS_SCREEN, userId, (running) => void run({ resume: running }));
  const { form, result } = memory;
  // not offered to a balance that cannot pay for it (issue 27); the server's charge still decides
  const blocked = generation.isPending ? null : generateBlockedReason(subscription, COST);

  const setForm = (patch: Partial<QuestionsForm>) => update((m) => ({ ...m, form: { ...m.form, ...patch } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(viralQuestionsRequestSchema, form);
    if (!parsed.success) {
      setNicheError(parsed.error.issues[0]?.message ?? VIRAL_QUESTION_MESSAGES.nicheRequired);
      nicheInput.current?.focus();
      return;
    }
    setNicheError(undefined);
    await run({ input: parsed.data });
  }

  async function run(job: { input: ViralQuestionsRequest } | { resume: RunningGeneration }) {
    try {
      const { answer, input } = await ('input' in job ? generation.generate(job.input) : generation.resume(job.resume));
      update((m) => ({
        ...m,
        result: { niche: input.niche, questions: answer.questions, writer: answer.writer },
      }));
      // keyboard and screen-reader users land on what they asked for
      requestAnimationFrame(() => resultTitle.current?.focus());
    } catch (err) {
      if (isApiError(err) && err.message === IDEA_ERRORS.invalidFormat) {
        console.error('dúvidas: resposta inválida', err);
        notify.error(IDEA_ERRORS.invalidFormat, IDEA_ERRORS.invalidFormatDetail);
      } else {
        notifyScriptError(err, VIRAL_QUESTION_MESSAGES.failed, navigate, subscription?.creditsResetAt);
      }
    }
  }

  async function copy(question: string) {
    if (await copyText(question)) notify.success(VIRAL_QUESTION_MESSAGES.copied);
    else notify.error(VIRAL_QUESTION_MESSAGES.copyFailed);
  }

  function createScript(question: string) {
    creatorStore.getState().startSimpleWithIdea(userId, question);
    navigate(CREATOR_PATHS.simple);
  }

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Ideias Virais por Dúvidas
        </Heading>
        <Text color="fg.muted">
          As dúvidas que o seu público pesquisa de verdade. Cada uma é a semente de um vídeo.
        </Text>
      </Stack>

      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={submit} noValidate aria-label="Gerar dúvidas">
              <Stack direction={{ base: 'column', md: 'row' }} gap="5" align={{ md: 'flex-start' }}>
                <TextField
                  ref={nicheInput}
                  label="Nicho"
                  value={form.niche}
                  onValueChange={(niche) => {
                    setForm({ niche });
                    if (nicheError) setNicheError(undefined);
                  }}
                  error={nicheError}
                  placeholder="Ex.: confeitaria caseira, finanças pessoais, pets"
                  helperText="O assunto do seu perfil, com as palavras do seu público."
                  maxLength={VIRAL_QUESTION_LIMITS.niche}
                  autoComplete="off"
                />
                <Stack flexShrink={0} minW={{ md: '48' }}>
                  <SelectField
                    label="Quantidade"
                    value={form.quantity}
                    options={QUANTITY_OPTIONS}
                    onValueChange={(quantity) => setForm({ quantity })}
                  />
                </Stack>
              </Stack>
              <HStack justify="flex-end" flexWrap="wrap">
                <Button
                  type="submit"
                  size="lg"
                  loading={generation.isPending}
                  loadingText="Gerando dúvidas…"
                  disabled={!!blocked}
                  aria-describedby={blocked ? OUT_OF_CREDITS_REASON_ID : undefined}
                >
                  <LuSparkles aria-hidden="true" /> {withCost('Gerar dúvidas', COST)}
                </Button>
                {blocked ? (
                  <Text id={OUT_OF_CREDITS_REASON_ID} fontSize="sm" color="fg.muted" w="full" textAlign="end">
                    {blocked}
                  </Text>
                ) : null}
              </HStack>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>

      {generation.isPending ? (
        <StreamingQuestions questions={streamedQuestions(generation.partial)} total={generation.asked?.quantity ?? 0} />
      ) : result ? (
        <Stack as="section" gap="4" aria-labelledby={RESULT_TITLE_ID}>
          <Stack gap="1">
            <HStack gap="3" flexWrap="wrap">
              <Heading as="h2" size="lg" id={RESULT_TITLE_ID} ref={resultTitle} tabIndex={-1} outline="none">
                {result.questions.length} dúvidas sobre “{result.niche}”
              </Heading>
              {writerBadge(result.writer) ? (
                <Badge colorPalette="gray" variant="outline">
                  {writerBadge(result.writer)}
                </Badge>
              ) : null}
            </HStack>
            <Text id={COPY_HINT_ID} color="fg.muted" fontSize="sm">
              Clique em uma dúvida para copiá-la, ou transforme-a em roteiro.
            </Text>
          </Stack>
          <List.Root as="ol" variant="plain" gap="3">
            {result.questions.map((question, index) => (
              <List.Item key={`${index}-${question}`} display="block">
                <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'center' }}>
                  <Button
                    variant="outline"
                    colorPalette="gray"
                    flex="1"
                    minW="0"
                    h="auto"
                    py="3"
                    justifyContent="space-between"
                    textAlign="start"
                    whiteSpace="normal"
                    fontWeight="normal"
                    aria-describedby={COPY_HINT_ID}
                    onClick={() => void copy(question)}
                  >
                    <Text as="span">{question}</Text>
                    <LuCopy aria-hidden="true" />
                  </Button>
                  <Button
                    variant="subtle"
                    alignSelf={{ base: 'flex-end', sm: 'auto' }}
                    aria-label={`Criar roteiro: ${question}`}
                    onClick={() => createScript(question)}
                  >
                    <LuClapperboard aria-hidden="true" /> Criar roteiro
                  </Button>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The questions as the model writes them; a skeleton until the first one shows. */
function StreamingQuestions({ questions, total }: { questions: string[]; total: number }) {
  return (
    <Stack as="section" gap="4" aria-label="Dúvidas sendo geradas" aria-busy="true">
      <Text role="status" fontWeight="semibold">
        Gerando dúvidas… {questions.length} de {total}
      </Text>
      {questions.length === 0 ? (
        <Stack gap="3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="12" borderRadius="md" />
          ))}
        </Stack>
      ) : (
        <List.Root as="ol" variant="plain" gap="3">
          {questions.map((question, index) => (
            <List.Item key={index} px="4" py="3" borderWidth="1px" borderRadius="md" color="fg.muted">
              {question}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
