import type { FormEvent } from 'react';
import { Button, Card, Field, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { IDEA_TOOL_COSTS, withCost } from '@shared/ideas/idea-tools';
import { CTA_OPTIONS, NEWS_NICHES, NEWS_SCRIPT_COUNT, type CtaOption } from '@shared/news/news-options';
import { SelectField } from '../scripts/form-controls';
import { OUT_OF_CREDITS_REASON_ID } from '../scripts/credits-status';
import { newsStore, useNews } from './news-store';

const NICHE_OPTIONS = NEWS_NICHES.map((n) => ({ value: n.id, label: n.label }));

/**
 * 'Gerar Novo' (docs/PRODUCT.md §screens.ultimas-noticias, §validation.generators): the niche (required,
 * 'Selecione um nicho'), the CTA (sim / não) and the button with its price before the click.
 */
export function NewsForm({
  generating,
  blocked,
  onGenerate,
}: {
  generating: boolean;
  /** Why generating is not possible now (too few credits), or null. */
  blocked: string | null;
  onGenerate: () => void;
}) {
  const form = useNews((s) => s.form);
  const error = useNews((s) => s.error);
  const { setForm } = newsStore.getState();

  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate();
  }

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack asChild gap="5">
          <form onSubmit={submit} noValidate aria-labelledby="noticias-form-titulo">
            <Stack gap="1">
              <Heading as="h2" size="lg" id="noticias-form-titulo">
                Gerar roteiros de notícias
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                Buscamos as manchetes mais recentes do nicho e escrevemos {NEWS_SCRIPT_COUNT} roteiros de vídeo curto só
                com o que elas dizem, cada um com as suas fontes.
              </Text>
            </Stack>
            <SelectField
              label="Nicho"
              value={form.nicho}
              options={NICHE_OPTIONS}
              onValueChange={(nicho) => setForm({ nicho })}
              error={error ?? undefined}
              placeholder="Escolha um nicho"
            />
            <Field.Root>
              <RadioGroup.Root
                value={form.cta}
                onValueChange={(e) => e.value && setForm({ cta: e.value as CtaOption })}
                colorPalette="brand"
              >
                <RadioGroup.Label fontWeight="medium" fontSize="sm">
                  Incluir chamada para ação (CTA) no final?
                </RadioGroup.Label>
                <HStack gap="6" mt="2">
                  {CTA_OPTIONS.map((option) => (
                    <RadioGroup.Item key={option.id} value={option.id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Field.Root>
            <Stack gap="2" align="flex-start">
              <Button
                type="submit"
                size="lg"
                loading={generating}
                loadingText="Gerando roteiros…"
                disabled={!!blocked}
                aria-describedby={blocked ? OUT_OF_CREDITS_REASON_ID : undefined}
                maxW="full"
                whiteSpace="normal"
                h="auto"
                minH="11"
              >
                <LuSparkles aria-hidden="true" /> {withCost('Gerar roteiros', IDEA_TOOL_COSTS.news)}
              </Button>
              {blocked ? (
                <Text id={OUT_OF_CREDITS_REASON_ID} fontSize="sm" color="fg.muted">
                  {blocked}
                </Text>
              ) : null}
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
