import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Badge, Box, Button, Card, Heading, HStack, Link, List, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuFolderOpen, LuMonitorPlay, LuPlus, LuSave } from 'react-icons/lu';
import { formatInteger } from '@shared/format/format';
import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import { durationLabel } from '@shared/scripts/script-options';
import { cleanScript } from '@shared/teleprompter/clean-script';
import { VIRAL_SHORT_STYLES, labelOf } from '@shared/viral-short/viral-short-options';
import { hookText, teleprompterWithHook, type ViralShortResult } from '@shared/viral-short/viral-short.schema';
import { isApiError } from '../../lib/api-error';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { CREATOR_PATHS } from '../scripts/creator-routes';
import { writerLabel } from '../scripts/script-text';
import { saveViralShort } from './viral-short-api';
import type { LastResult } from './viral-short-state';
import { viralShortStore } from './viral-short-store';

function Part({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm" color="brand.fg">
        {title}
      </Heading>
      <Text whiteSpace="pre-wrap" lineHeight="tall">
        {children}
      </Text>
    </Stack>
  );
}

/** The hook whose text opens a saved script (a second save answers the first one, maybe with another hook). */
function hookOfText(result: ViralShortResult, text: string, fallback: string): string {
  const first = text.split(/\n\s*\n/)[0]?.trim();
  return result.hooks_variations.find((h) => h.text.trim() === first)?.id ?? fallback;
}

/**
 * The Viral Curto result (docs/PRODUCT.md §screens.viral-curto): the meta as badges, hook, tension,
 * climax and CTA, the cuts with their times and notes, the on-screen texts, the hook variations
 * (picking one sets the hook the teleprompter and the saved script use), 'Abrir no teleprompter' and
 * 'Salvar em Meus Roteiros'. The model's text is shown as text, never as HTML.
 */
export function ViralShortResultView({ last }: { last: LastResult }) {
  const { api } = useServices();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);
  const { answer, selectedHook, savedScriptId } = last;
  const result = answer.result;

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [answer.operationId]);

  const hook = hookText(result, selectedHook) ?? result.script.hook;
  const style = labelOf(VIRAL_SHORT_STYLES, result.meta.style) || result.meta.style;

  function openTeleprompter() {
    navigate('/teleprompter', { state: { script: cleanScript(teleprompterWithHook(result, selectedHook)) } });
  }

  async function save() {
    setSaving(true);
    try {
      const saved = await saveViralShort(api, answer.operationId, selectedHook);
      viralShortStore.getState().markSaved(saved.script.id, hookOfText(result, saved.script.text, selectedHook));
      notify.success(
        saved.created ? 'Roteiro salvo em Meus Roteiros' : 'Este roteiro já estava salvo em Meus Roteiros',
      );
    } catch (err) {
      console.error('viral-curto: falha ao salvar', err);
      const gone = isApiError(err) && err.code === 'not_found';
      notify.error('Erro ao salvar roteiro', gone ? IDEA_ERRORS.resultGone : isApiError(err) ? err.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card.Root as="section" variant="elevated" borderRadius="xl" aria-labelledby="viral-resultado-titulo">
      <Card.Body>
        <Stack gap="6">
          <Stack gap="2">
            <Heading
              as="h2"
              size="xl"
              id="viral-resultado-titulo"
              ref={heading}
              tabIndex={-1}
              outline="none"
              scrollMarginTop="20"
            >
              Seu roteiro viral
            </Heading>
            <HStack gap="2" flexWrap="wrap" aria-label="Sobre o roteiro">
              <Badge colorPalette="brand">{durationLabel(result.meta.duration_seconds)}</Badge>
              <Badge>Estilo: {style}</Badge>
              <Badge>≈ {formatInteger(result.meta.words_estimate)} palavras</Badge>
              <Badge variant="outline">{writerLabel(answer.writer)}</Badge>
            </HStack>
          </Stack>

          <Stack gap="4">
            <Part title="Gancho">{hook}</Part>
            <Part title="Tensão">{result.script.tension}</Part>
            <Part title="Clímax">{result.script.climax}</Part>
            <Part title="CTA">{result.script.cta}</Part>
          </Stack>

          <RadioGroup.Root
            value={selectedHook}
            onValueChange={(e) => e.value && viralShortStore.getState().selectHook(e.value)}
            disabled={!!savedScriptId}
            colorPalette="brand"
          >
            <RadioGroup.Label asChild>
              <Heading as="h3" size="sm">
                Variações de gancho
              </Heading>
            </RadioGroup.Label>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {savedScriptId
                ? 'Salvo com este gancho.'
                : 'Escolha o gancho que abre o vídeo: o teleprompter e o roteiro salvo usam o escolhido.'}
            </Text>
            <Stack gap="3" mt="3">
              {result.hooks_variations.map((h) => (
                <RadioGroup.Item key={h.id} value={h.id} alignItems="flex-start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator mt="0.5" />
                  <RadioGroup.ItemText>{h.text}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>

          <Stack gap="2">
            <Heading as="h3" size="sm">
              Cortes do vídeo
            </Heading>
            <List.Root as="ol" gap="2" ps="0" listStyle="none">
              {result.cuts.map((cut, i) => (
                <List.Item key={`${cut.from}-${i}`} display="flex" gap="3" alignItems="baseline" flexWrap="wrap">
                  <Badge fontFamily="mono" variant="subtle" flexShrink={0}>
                    {cut.from}–{cut.to}
                  </Badge>
                  <Text flex="1" minW="0">
                    {cut.note}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>

          <Stack gap="2">
            <Heading as="h3" size="sm">
              Textos na tela
            </Heading>
            <List.Root gap="1" ps="5">
              {result.on_screen_text.map((t, i) => (
                <List.Item key={`${t}-${i}`}>{t}</List.Item>
              ))}
            </List.Root>
          </Stack>

          <HStack gap="2" flexWrap="wrap">
            <Button onClick={openTeleprompter}>
              <LuMonitorPlay aria-hidden="true" /> Abrir no teleprompter
            </Button>
            {savedScriptId ? (
              <>
                <Box as="span" display="inline-flex" alignItems="center" gap="1" color="fg.success" fontWeight="medium">
                  <LuCheck aria-hidden="true" /> Salvo em Meus Roteiros
                </Box>
                <Link asChild variant="underline" color="brand.fg">
                  <RouterLink to={CREATOR_PATHS.result(savedScriptId)}>
                    <LuFolderOpen aria-hidden="true" /> Ver o roteiro salvo
                  </RouterLink>
                </Link>
              </>
            ) : (
              <Button variant="outline" onClick={() => void save()} loading={saving} loadingText="Salvando…">
                <LuSave aria-hidden="true" /> Salvar em Meus Roteiros
              </Button>
            )}
            <Button variant="subtle" onClick={() => viralShortStore.getState().clearResult()}>
              <LuPlus aria-hidden="true" /> Novo roteiro viral
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
