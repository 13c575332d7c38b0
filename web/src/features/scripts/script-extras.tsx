import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Heading, HStack, List, RadioCard, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { EXTRAS_SECTIONS, type ExtrasSection, type Script, type ScriptExtras } from '@shared/scripts/script.schema';
import { notify } from '../../lib/toaster';
import { creatorStore } from './creator-store';
import { notifyScriptError } from './notify-error';
import { currentHook, replaceHook, splitFillSlots } from './script-text';
import { useUpdateScript } from './use-scripts';

export const EXTRAS_TEXTS = {
  hooksTitle: 'Escolha o gancho',
  hooksHint: 'Escolher um gancho troca o começo do roteiro e salva na hora.',
  savingHook: 'Salvando o gancho…',
  hookSaved: 'Gancho atualizado!',
  hookFailed: 'Erro ao trocar o gancho',
  captionTitle: 'Legenda e hashtags',
  copyCaption: 'Copiar legenda',
  captionCopied: 'Legenda copiada!',
  copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
  screenTitle: 'Textos na tela',
} as const;

const SECTION_LABELS: Record<ExtrasSection, string> = {
  gancho: 'Gancho',
  desenvolvimento: 'Desenvolvimento',
  cta: 'CTA',
};

/** The caption as it is pasted into the post: the text, a blank line, the hashtags. */
export function captionText(extras: ScriptExtras): string {
  return `${extras.caption}\n\n${extras.hashtags.join(' ')}`;
}

/**
 * A script's extras in the result view (docs/PRODUCT.md §data.extras): the three hook
 * variations ('Escolha o gancho': picking one replaces the hook and saves it with one PATCH),
 * the caption with hashtags and its copy button, and the on-screen texts per section.
 * Nothing for a script saved without extras.
 */
export function ScriptExtrasPanel({ script }: { script: Script }) {
  if (!script.extras) return null;
  return <ExtrasView script={script} extras={script.extras} />;
}

function ExtrasView({ script, extras }: { script: Script; extras: ScriptExtras }) {
  const navigate = useNavigate();
  const update = useUpdateScript();
  const [saving, setSaving] = useState<string | null>(null);
  const chosen = currentHook(script.text);
  const chosenIndex = extras.hooks.findIndex((h) => h === chosen);
  const value = saving ?? (chosenIndex >= 0 ? String(chosenIndex) : null);

  async function pick(index: string) {
    const hook = extras.hooks[Number(index)];
    if (!hook || hook === chosen || saving) return;
    setSaving(index);
    try {
      const saved = await update.mutateAsync({ id: script.id, text: replaceHook(script.text, hook) });
      creatorStore.getState().replaceScript(saved);
      notify.success(EXTRAS_TEXTS.hookSaved);
    } catch (err) {
      notifyScriptError(err, EXTRAS_TEXTS.hookFailed, navigate);
    } finally {
      setSaving(null);
    }
  }

  async function copyCaption() {
    try {
      await navigator.clipboard.writeText(captionText(extras));
      notify.success(EXTRAS_TEXTS.captionCopied);
    } catch {
      notify.error(EXTRAS_TEXTS.copyFailed);
    }
  }

  return (
    <Stack gap="5" data-testid="extras-do-roteiro">
      <RadioCard.Root
        value={value}
        onValueChange={(e) => e.value && void pick(e.value)}
        disabled={!!saving}
        size="sm"
        w="full"
        colorPalette="brand"
      >
        <RadioCard.Label asChild>
          <Heading as="h3" size="md">
            {EXTRAS_TEXTS.hooksTitle}
          </Heading>
        </RadioCard.Label>
        <HStack gap="2" minH="6" aria-live="polite">
          {saving ? (
            <>
              <Spinner size="xs" aria-hidden="true" />
              <Text fontSize="sm">{EXTRAS_TEXTS.savingHook}</Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {EXTRAS_TEXTS.hooksHint}
            </Text>
          )}
        </HStack>
        <Stack gap="2">
          {extras.hooks.map((hook, i) => (
            <RadioCard.Item key={i} value={String(i)}>
              <RadioCard.ItemHiddenInput aria-label={`Gancho ${i + 1}: ${hook}`} />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText fontWeight="normal" overflowWrap="anywhere">
                    {hook}
                  </RadioCard.ItemText>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>

      <Stack gap="2">
        <Heading as="h3" size="md">
          {EXTRAS_TEXTS.captionTitle}
        </Heading>
        <Box borderWidth="1px" borderRadius="lg" p="4" data-testid="legenda">
          <Text overflowWrap="anywhere">{extras.caption}</Text>
          <Text mt="2" color="fg.muted" overflowWrap="anywhere" data-testid="hashtags">
            {extras.hashtags.join(' ')}
          </Text>
        </Box>
        <Box>
          <Button variant="outline" size="sm" onClick={() => void copyCaption()}>
            <LuCopy aria-hidden="true" /> {EXTRAS_TEXTS.copyCaption}
          </Button>
        </Box>
      </Stack>

      {extras.onScreenTexts.length ? (
        <Stack gap="2">
          <Heading as="h3" size="md">
            {EXTRAS_TEXTS.screenTitle}
          </Heading>
          {EXTRAS_SECTIONS.map((section) => {
            const texts = extras.onScreenTexts.filter((t) => t.section === section);
            return texts.length ? (
              <Box key={section}>
                <Text fontSize="sm" fontWeight="semibold">
                  {SECTION_LABELS[section]}
                </Text>
                <List.Root ps="5">
                  {texts.map((t, i) => (
                    <List.Item key={i} overflowWrap="anywhere">
                      {t.text}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            ) : null;
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The script text with its `[PREENCHA: …]` slots highlighted, for the creator to fill before recording. */
export function ScriptTextWithSlots({ text }: { text: string }) {
  return (
    <>
      {splitFillSlots(text).map((part, i) =>
        part.slot ? (
          <Box
            as="mark"
            key={i}
            bg="yellow.subtle"
            color="yellow.fg"
            borderRadius="sm"
            px="1"
            title="Preencha este trecho antes de gravar"
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
