import type { FormEvent } from 'react';
import { Button, Card, Checkbox, Fieldset, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuRadar, LuSearch } from 'react-icons/lu';
import { FINDER_PLATFORMS, FINDER_SORTS, NICHE_MAX_CHARS, type FinderPlatform } from '@shared/finder/finder-options';
import { TextField } from '../../lib/form-field';
import { SelectField } from '../scripts/form-controls';
import { finderStore, useFinder } from './finder-store';

const SORT_OPTIONS = FINDER_SORTS.map((s) => ({ value: s.id, label: s.label }));

/** The form's heading id, which names it; the page finds the form's fields through it. */
export const FINDER_FORM_TITLE_ID = 'viral-finder-form-titulo';

/**
 * The search form (docs/PRODUCT.md §screens.viral-finder): the niche, the platforms (the first three
 * checked), the minimum views (0 = none), the order, and 'Buscar' / 'Busca profunda'. The spec's
 * messages show under their field (the page toasts the first one too).
 */
export function FinderForm({
  searching,
  starting,
  onSearch,
  onDeepSearch,
}: {
  searching: boolean;
  starting: boolean;
  onSearch: () => void;
  onDeepSearch: () => void;
}) {
  const form = useFinder((s) => s.form);
  const errors = useFinder((s) => s.errors);
  const { setForm } = finderStore.getState();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  function toggle(platform: FinderPlatform, checked: boolean) {
    const rest = form.platforms.filter((p) => p !== platform);
    // kept in the list's order, so the URL-free state reads the same after a reload
    const next = checked
      ? FINDER_PLATFORMS.map((p) => p.id).filter((id) => id === platform || rest.includes(id))
      : rest;
    setForm({ platforms: next });
  }

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack asChild gap="5">
          <form onSubmit={submit} noValidate aria-labelledby={FINDER_FORM_TITLE_ID}>
            <Heading as="h2" size="lg" id={FINDER_FORM_TITLE_ID}>
              O que está viralizando no seu nicho
            </Heading>
            <TextField
              label="Nicho"
              value={form.niche}
              onValueChange={(niche) => setForm({ niche })}
              error={errors.niche}
              maxLength={NICHE_MAX_CHARS}
              placeholder="Ex.: finanças pessoais, receitas fit, marketing digital"
              autoComplete="off"
            />
            <Fieldset.Root invalid={!!errors.platforms}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                Plataformas
              </Fieldset.Legend>
              <HStack gap="5" flexWrap="wrap" mt="2">
                {FINDER_PLATFORMS.map((p) => (
                  <Checkbox.Root
                    key={p.id}
                    checked={form.platforms.includes(p.id)}
                    onCheckedChange={(e) => toggle(p.id, e.checked === true)}
                    colorPalette="brand"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{p.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
              {errors.platforms ? <Fieldset.ErrorText>{errors.platforms}</Fieldset.ErrorText> : null}
            </Fieldset.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="Visualizações mínimas"
                value={form.minViews}
                onValueChange={(minViews) => setForm({ minViews })}
                error={errors.minViews}
                inputMode="numeric"
                helperText="0 para não filtrar."
                autoComplete="off"
              />
              <SelectField
                label="Ordenar por"
                value={form.sortBy}
                options={SORT_OPTIONS}
                onValueChange={(sortBy) => setForm({ sortBy })}
                error={errors.sortBy}
              />
            </SimpleGrid>
            <Stack gap="2">
              <HStack gap="3" flexWrap="wrap">
                <Button type="submit" size="lg" loading={searching} loadingText="Buscando…" disabled={starting}>
                  <LuSearch aria-hidden="true" /> Buscar
                </Button>
                <Button
                  type="button"
                  size="lg"
                  variant="outline"
                  loading={starting}
                  loadingText="Iniciando…"
                  disabled={searching}
                  onClick={onDeepSearch}
                >
                  <LuRadar aria-hidden="true" /> Busca profunda
                </Button>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                A busca profunda continua em segundo plano e os reels aparecem aqui ao vivo.
              </Text>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
