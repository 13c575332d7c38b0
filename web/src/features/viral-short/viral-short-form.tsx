import { useId, type FormEvent } from 'react';
import { Alert, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuChevronUp, LuClipboardPaste, LuSparkles } from 'react-icons/lu';
import { IDEA_TOOL_COSTS, withCost } from '@shared/ideas/idea-tools';
import { durationLabel } from '@shared/scripts/script-options';
import {
  VIRAL_SHORT_CTAS,
  VIRAL_SHORT_DURATIONS_S,
  VIRAL_SHORT_GOALS,
  VIRAL_SHORT_STYLES,
  VIRAL_SHORT_TONES,
  type ViralShortDuration,
  type ViralShortStyleId,
} from '@shared/viral-short/viral-short-options';
import { TRANSCRIPT_MAX_CHARS } from '@shared/viral-short/viral-short.schema';
import { formatInteger } from '@shared/format/format';
import { TextField } from '../../lib/form-field';
import { ChoiceCards, SelectField, TextAreaField } from '../scripts/form-controls';
import { OUT_OF_CREDITS_REASON_ID } from '../scripts/credits-status';
import { useViralShort, viralShortStore } from './viral-short-store';

export const VIRAL_SHORT_COST = IDEA_TOOL_COSTS['viral-short'];
/** The transcript textarea's name: the page focuses it when the server asks for the transcript. */
export const TRANSCRIPT_FIELD = 'transcript';
export const GENERATE_LABEL = withCost('Gerar roteiro viral', VIRAL_SHORT_COST);

const DURATIONS = VIRAL_SHORT_DURATIONS_S.map((d) => ({ value: d as ViralShortDuration, label: durationLabel(d) }));
const STYLES = VIRAL_SHORT_STYLES.map((s) => ({ id: s.id, label: s.label, hint: s.description }));
const withAuto = (items: readonly { id: string; label: string }[], auto: string) => [
  { value: '', label: auto },
  ...items.map((i) => ({ value: i.id, label: i.label })),
];
const TONES = withAuto(VIRAL_SHORT_TONES, 'Automático');
const GOALS = withAuto(VIRAL_SHORT_GOALS, 'Automático');
const CTAS = withAuto(VIRAL_SHORT_CTAS, 'Conforme o objetivo');

/**
 * The Viral Curto form (docs/PRODUCT.md §screens.viral-curto): the YouTube address (checked with the
 * shared rule, the spec's messages inline), the duration, the narrative style, the collapsible
 * advanced options, and the transcript when it is needed, with the reason (always in local mode).
 */
export function ViralShortForm({
  generating,
  blocked,
  transcriptReason,
  onGenerate,
}: {
  generating: boolean;
  /** Why generating is not possible (out of credits), or null. */
  blocked: string | null;
  /** Why the transcript is asked for (local mode, or a video without captions), or null. */
  transcriptReason: string | null;
  onGenerate: () => void;
}) {
  const form = useViralShort((s) => s.form);
  const errors = useViralShort((s) => s.errors);
  const advancedOpen = useViralShort((s) => s.advancedOpen);
  const transcriptOpen = useViralShort((s) => s.transcriptOpen);
  const store = viralShortStore.getState();
  const advancedId = useId();
  const showTranscript = transcriptOpen || !!transcriptReason;

  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate();
  }

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack asChild gap="5">
          <form onSubmit={submit} noValidate aria-labelledby="viral-curto-form-titulo">
            <Heading as="h2" size="lg" id="viral-curto-form-titulo">
              Do YouTube para um vídeo curto
            </Heading>
            <TextField
              label="URL do vídeo do YouTube"
              value={form.youtube_url}
              onValueChange={(v) => store.set('youtube_url', v)}
              error={errors.youtube_url}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://www.youtube.com/watch?v=…"
              helperText="Vídeos, Shorts e lives: youtube.com ou youtu.be."
            />
            <SelectField
              label="Duração do short"
              value={form.target_duration_s}
              options={DURATIONS}
              onValueChange={(v) => store.set('target_duration_s', v)}
              error={errors.target_duration_s}
            />
            <ChoiceCards
              label="Estilo narrativo"
              value={form.style}
              items={STYLES}
              onValueChange={(v) => store.set('style', v as ViralShortStyleId)}
              error={errors.style}
              columns={{ base: 1, md: 2 }}
            />

            <Box>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                px="2"
                aria-expanded={advancedOpen}
                aria-controls={advancedId}
                onClick={() => store.toggleAdvanced()}
              >
                {advancedOpen ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />} Opções
                avançadas
              </Button>
              <Box id={advancedId} hidden={!advancedOpen} pt="3">
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <SelectField
                    label="Tom"
                    value={form.tone}
                    options={TONES}
                    onValueChange={(v) => store.set('tone', v)}
                    error={errors.tone}
                  />
                  <SelectField
                    label="Objetivo"
                    value={form.goal}
                    options={GOALS}
                    onValueChange={(v) => store.set('goal', v)}
                    error={errors.goal}
                  />
                  <SelectField
                    label="Chamada para ação (CTA)"
                    value={form.cta}
                    options={CTAS}
                    onValueChange={(v) => store.set('cta', v)}
                    error={errors.cta}
                  />
                </SimpleGrid>
              </Box>
            </Box>

            {showTranscript ? (
              <Stack gap="3">
                {transcriptReason ? (
                  <Alert.Root status="info" borderRadius="md">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>Precisamos da transcrição</Alert.Title>
                      <Alert.Description>{transcriptReason}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
                <TextAreaField
                  name={TRANSCRIPT_FIELD}
                  label="Transcrição do vídeo"
                  value={form.transcript}
                  onValueChange={(v) => store.set('transcript', v)}
                  error={errors.transcript}
                  maxLength={TRANSCRIPT_MAX_CHARS}
                  minH="40"
                  placeholder="Cole aqui o texto falado no vídeo."
                  helperText={`No YouTube: ··· › Mostrar transcrição, selecione o texto e cole aqui (até ${formatInteger(
                    TRANSCRIPT_MAX_CHARS,
                  )} caracteres). Os cortes terão tempos estimados.`}
                />
              </Stack>
            ) : (
              <Box>
                <Button type="button" variant="plain" size="sm" px="0" onClick={() => store.openTranscript()}>
                  <LuClipboardPaste aria-hidden="true" /> Prefiro colar a transcrição
                </Button>
              </Box>
            )}

            <HStack justify="flex-end" flexWrap="wrap" gap="3">
              <Button
                type="submit"
                size="lg"
                loading={generating}
                loadingText="Gerando roteiro…"
                disabled={!!blocked}
                aria-describedby={blocked ? OUT_OF_CREDITS_REASON_ID : undefined}
                // no wider than the form: on a phone the label wraps, and the button grows in height
                // (docs/ARCHITECTURE.md §phone-layout)
                whiteSpace="normal"
                maxW="full"
                h="auto"
                minH="11"
                py="2"
              >
                <LuSparkles aria-hidden="true" /> {GENERATE_LABEL}
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
  );
}
