import type { FormEvent } from 'react';
import { Button, Card, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuArrowLeft, LuSparkles } from 'react-icons/lu';
import { SIMPLE_DURATIONS_S, durationLabel } from '@shared/scripts/script-options';
import { SCRIPT_LIMITS } from '@shared/scripts/script.schema';
import { TextField } from '../../lib/form-field';
import { creatorStore, useCreator } from './creator-store';
import { AppearField, SelectField, TextAreaField } from './form-controls';
import { creditsLabel, generationCost } from './script-text';
import { GenerateBlockedNote, OUT_OF_CREDITS_REASON_ID, useGenerateBlocked } from './credits-status';

const DURATION_OPTIONS = SIMPLE_DURATIONS_S.map((d) => ({ value: d as number, label: durationLabel(d) }));

/** 'Escreva a sua ideia' (docs/PRODUCT.md §screens.criar, §validation.creator): the idea is required; the cost shows before the click. */
export function SimpleForm({
  generating,
  onGenerate,
  onBack,
}: {
  generating: boolean;
  onGenerate: () => void;
  onBack: () => void;
}) {
  const form = useCreator((s) => s.simple);
  const errors = useCreator((s) => s.errors);
  const set = creatorStore.getState().setSimple;
  const blocked = useGenerateBlocked();

  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate();
  }

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack asChild gap="5">
          <form onSubmit={submit} noValidate>
            <Heading as="h2" size="lg" id="simples-titulo">
              Escreva a sua ideia
            </Heading>
            <TextAreaField
              label="Sua ideia"
              value={form.idea}
              onValueChange={(v) => set('idea', v)}
              error={errors.idea}
              placeholder="Ex.: 3 erros que todo iniciante comete na academia"
              helperText="Quanto mais concreta a ideia, melhor o roteiro."
              maxLength={SCRIPT_LIMITS.idea}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <SelectField
                label="Duração"
                value={form.duracao}
                options={DURATION_OPTIONS}
                onValueChange={(v) => set('duracao', v)}
                error={errors.duracao}
              />
              <TextField
                label="Influenciador de referência (opcional)"
                value={form.influencer}
                onValueChange={(v) => set('influencer', v)}
                error={errors.influencer}
                placeholder="Ex.: um criador cujo estilo você admira"
                maxLength={SCRIPT_LIMITS.influencer}
              />
            </SimpleGrid>
            <AppearField
              value={form.aparecer}
              onValueChange={(v) => set('aparecer', v)}
              hint="Opcional: ajuda a IA a escrever falas para a câmera ou para narração."
            />
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <Button type="button" variant="ghost" onClick={onBack} disabled={generating}>
                <LuArrowLeft aria-hidden="true" /> Voltar
              </Button>
              <Button
                type="submit"
                size="lg"
                loading={generating}
                loadingText="Gerando roteiro…"
                disabled={!!blocked}
                aria-describedby={blocked ? OUT_OF_CREDITS_REASON_ID : undefined}
              >
                <LuSparkles aria-hidden="true" /> Gerar roteiro · {creditsLabel(generationCost('simple'))}
              </Button>
              <GenerateBlockedNote />
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
