import { Alert, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  ANGLES,
  GENERATION_MODES,
  OBJECTIVES,
  PLATFORMS,
  TONES,
  durationLabel,
  durationsFor,
  formatsFor,
  type AdvancedMode,
} from '@shared/scripts/script-options';
import { SCRIPT_LIMITS } from '@shared/scripts/script.schema';
import { TextField } from '../../lib/form-field';
import { creatorStore, useCreator } from './creator-store';
import type { AdvancedStep } from './creator-state';
import { AppearField, ChoiceCards, SelectField, TextAreaField } from './form-controls';
import { creditsLabel, generationCost } from './script-text';
import { blockedReasonId, GenerateBlockedNote, useCostBlocker } from './credits-status';

const PLATFORM_OPTIONS = PLATFORMS.map((p) => ({ value: p.id, label: p.label }));
const TONE_ITEMS = TONES.map((t) => ({ id: t, label: t }));

function useAdvanced() {
  const form = useCreator((s) => s.advanced);
  const errors = useCreator((s) => s.errors);
  return { form, errors, set: creatorStore.getState().setAdvanced };
}

function PersonaStep() {
  const { form, errors, set } = useAdvanced();
  return (
    <Stack gap="5">
      <TextAreaField
        label="Persona e nicho"
        value={form.persona}
        onValueChange={(v) => set('persona', v)}
        error={errors.persona}
        placeholder="Ex.: mulheres de 25 a 35 anos que querem começar a investir"
        helperText="Preencha a persona, o tema (próximo passo) ou a dor do público: ao menos um deles."
        maxLength={SCRIPT_LIMITS.persona}
      />
      <TextAreaField
        label="Dor do público (opcional)"
        value={form.dor}
        onValueChange={(v) => set('dor', v)}
        error={errors.dor}
        placeholder="O que tira o sono dessa pessoa?"
        maxLength={SCRIPT_LIMITS.dor}
      />
      <TextAreaField
        label="Oferta (opcional)"
        value={form.oferta}
        onValueChange={(v) => set('oferta', v)}
        error={errors.oferta}
        placeholder="Produto, serviço ou conteúdo que você quer destacar"
        maxLength={SCRIPT_LIMITS.oferta}
      />
    </Stack>
  );
}

function ApproachStep() {
  const { form, errors, set } = useAdvanced();
  return (
    <Stack gap="5">
      <ChoiceCards
        label="Ângulo (opcional)"
        value={form.angulo}
        items={ANGLES}
        onValueChange={(v) => set('angulo', v)}
        error={errors.angulo}
      />
      <TextField
        label="Tema do vídeo"
        value={form.tema}
        onValueChange={(v) => set('tema', v)}
        error={errors.tema}
        placeholder="Ex.: como montar uma reserva de emergência"
        maxLength={SCRIPT_LIMITS.tema}
      />
    </Stack>
  );
}

function ObjectiveStep() {
  const { form, errors, set } = useAdvanced();
  return (
    <ChoiceCards
      label="Objetivo do vídeo"
      value={form.objetivo}
      items={OBJECTIVES}
      onValueChange={(v) => set('objetivo', v)}
      error={errors.objetivo}
      required
    />
  );
}

function FormatStep() {
  const { form, errors, set } = useAdvanced();
  const durations = durationsFor(form.plataforma).map((d) => ({ value: d, label: durationLabel(d) }));
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField
          label="Plataforma"
          value={form.plataforma}
          options={PLATFORM_OPTIONS}
          onValueChange={(v) => set('plataforma', v)}
          error={errors.plataforma}
        />
        <SelectField
          label="Duração"
          value={form.duracao}
          options={durations}
          onValueChange={(v) => set('duracao', v)}
          error={errors.duracao}
        />
      </SimpleGrid>
      <AppearField
        value={form.aparecer}
        onValueChange={(v) => set('aparecer', v)}
        hint={form.aparecer === 'Não' ? 'Formatos em que você precisa aparecer ficam ocultos.' : undefined}
      />
      <ChoiceCards
        label="Formato"
        value={form.formato}
        items={formatsFor(form.aparecer)}
        onValueChange={(v) => set('formato', v)}
        error={errors.formato}
        required
      />
    </Stack>
  );
}

function DetailsStep() {
  const { form, errors, set } = useAdvanced();
  return (
    <Stack gap="5">
      <ChoiceCards
        label="Tom (opcional)"
        value={form.tom}
        items={TONE_ITEMS}
        onValueChange={(v) => set('tom', v as typeof form.tom)}
        error={errors.tom}
        columns={{ base: 2, md: 4 }}
      />
      <TextAreaField
        label="Prova social (opcional)"
        value={form.provaSocial}
        onValueChange={(v) => set('provaSocial', v)}
        error={errors.provaSocial}
        placeholder="Resultados, números, depoimentos"
        maxLength={SCRIPT_LIMITS.provaSocial}
      />
      <TextAreaField
        label="Objeção a quebrar (opcional)"
        value={form.objecao}
        onValueChange={(v) => set('objecao', v)}
        error={errors.objecao}
        placeholder="Ex.: “não tenho tempo”"
        maxLength={SCRIPT_LIMITS.objecao}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          label="Localidade (opcional)"
          value={form.localidade}
          onValueChange={(v) => set('localidade', v)}
          error={errors.localidade}
          placeholder="Ex.: Belo Horizonte"
          maxLength={SCRIPT_LIMITS.localidade}
        />
        <TextField
          label="Referência (opcional)"
          value={form.referencia}
          onValueChange={(v) => set('referencia', v)}
          error={errors.referencia}
          placeholder="Um vídeo ou perfil de referência"
          maxLength={SCRIPT_LIMITS.referencia}
        />
      </SimpleGrid>
    </Stack>
  );
}

function GenerationStep({
  generating,
  onGenerate,
}: {
  generating: AdvancedMode | null;
  onGenerate: (mode: AdvancedMode) => void;
}) {
  const errors = useCreator((s) => s.errors);
  const hasErrors = Object.keys(errors).length > 0;
  const blockedFor = useCostBlocker();
  // each mode is disabled by its own price: 200 credits pay a script, not the 300-credit series
  const costs = [...new Set(GENERATION_MODES.map((m) => generationCost(m.id)))];
  return (
    <Stack gap="4">
      <Text color="fg.muted">Escolha como a IA deve escrever. O custo aparece em cada opção.</Text>
      {hasErrors ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Revise os campos destacados antes de gerar.</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {GENERATION_MODES.map((mode) => {
          const cost = generationCost(mode.id);
          const blocked = blockedFor(cost);
          return (
            <Button
              key={mode.id}
              variant={mode.id === 'complete' ? 'solid' : 'outline'}
              h="auto"
              py="4"
              px="4"
              whiteSpace="normal"
              justifyContent="flex-start"
              textAlign="start"
              loading={generating === mode.id}
              loadingText="Gerando…"
              disabled={generating !== null || !!blocked}
              onClick={() => onGenerate(mode.id)}
              aria-describedby={`modo-geracao-${mode.id}${blocked ? ` ${blockedReasonId(cost)}` : ''}`}
            >
              <Box w="full">
                <Text fontWeight="semibold">
                  {mode.label} · {creditsLabel(cost)}
                </Text>
                <Text id={`modo-geracao-${mode.id}`} fontSize="sm" fontWeight="normal" opacity={0.85} mt="1">
                  {mode.hint}
                </Text>
              </Box>
            </Button>
          );
        })}
      </SimpleGrid>
      {costs.map((cost) => (
        <GenerateBlockedNote key={cost} cost={cost} />
      ))}
    </Stack>
  );
}

export function AdvancedStepBody({
  step,
  generating,
  onGenerate,
}: {
  step: AdvancedStep;
  generating: AdvancedMode | null;
  onGenerate: (mode: AdvancedMode) => void;
}) {
  switch (step) {
    case 1:
      return <PersonaStep />;
    case 2:
      return <ApproachStep />;
    case 3:
      return <ObjectiveStep />;
    case 4:
      return <FormatStep />;
    case 5:
      return <DetailsStep />;
    case 6:
      return <GenerationStep generating={generating} onGenerate={onGenerate} />;
  }
}
