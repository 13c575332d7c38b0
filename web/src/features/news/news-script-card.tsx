import { useNavigate } from 'react-router-dom';
import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuCheck, LuClock, LuCopy, LuMonitorPlay, LuSave } from 'react-icons/lu';
import type { GenerateNewsResponse, NewsScript } from '@shared/news/news.schema';
import { cleanScript } from '@shared/teleprompter/clean-script';
import { notify } from '../../lib/toaster';
import { ScriptBody } from '../scripts/script-body';
import { copyText } from '../scripts/script-export';
import { SCRIPT_TOASTS } from '../scripts/script-text';
import { NewsSources } from './news-sources';
import { copyTextOf, formatHeadlineDate, sourcesOf, type StreamingScript } from './news-state';

/**
 * One generated news script (docs/PRODUCT.md §screens.ultimas-noticias): titulo, duração, roteiro, the
 * headlines it came from, and 'Salvar', 'Copiar', 'Abrir no teleprompter'.
 */
export function NewsScriptCard({
  script,
  index,
  result,
  saved,
  saving,
  onSave,
}: {
  script: NewsScript;
  index: number;
  result: GenerateNewsResponse;
  saved: boolean;
  saving: boolean;
  onSave: (index: number) => void;
}) {
  const navigate = useNavigate();
  const titleId = `noticia-roteiro-${index}`;
  const sources = sourcesOf(script, result.headlines).map((h) => ({
    title: h.title,
    source: h.source,
    date: formatHeadlineDate(h.publishedAt),
    link: h.link,
  }));

  async function copy() {
    if (await copyText(copyTextOf(script, result))) notify.success(SCRIPT_TOASTS.copied);
    else notify.error(SCRIPT_TOASTS.copyFailed, SCRIPT_TOASTS.copyFailedHint);
  }

  return (
    <Card.Root as="article" variant="outline" borderRadius="xl" aria-labelledby={titleId} minW="0">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="2">
            <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere">
              {script.titulo}
            </Heading>
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette="brand" variant="subtle">
                <LuClock aria-hidden="true" /> {script.duracao}
              </Badge>
              {saved ? (
                <Badge colorPalette="green" variant="subtle">
                  <LuCheck aria-hidden="true" /> Salvo em Meus Roteiros
                </Badge>
              ) : null}
            </HStack>
          </Stack>
          <Box
            role="region"
            aria-label={`Roteiro: ${script.titulo}`}
            tabIndex={0}
            borderWidth="1px"
            borderRadius="lg"
            bg="bg.subtle"
            p={{ base: '3', md: '5' }}
            maxH="50vh"
            overflowY="auto"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <ScriptBody text={script.roteiro} sectionLevel="h4" />
          </Box>
          <NewsSources sources={sources} />
          <Wrap gap="2">
            <Button
              onClick={() => onSave(index)}
              loading={saving}
              loadingText="Salvando…"
              disabled={saved}
              aria-label={saved ? `Salvo: “${script.titulo}”` : `Salvar “${script.titulo}”`}
            >
              {saved ? <LuCheck aria-hidden="true" /> : <LuSave aria-hidden="true" />} {saved ? 'Salvo' : 'Salvar'}
            </Button>
            <Button variant="outline" onClick={() => void copy()}>
              <LuCopy aria-hidden="true" /> Copiar
            </Button>
            <Button
              variant="outline"
              onClick={() => navigate('/teleprompter', { state: { script: cleanScript(script.roteiro) } })}
            >
              <LuMonitorPlay aria-hidden="true" /> Abrir no teleprompter
            </Button>
          </Wrap>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A script while its JSON streams: what is written so far, the rest as skeletons. */
export function StreamingNewsCard({ script }: { script: StreamingScript }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" borderColor="brand.emphasized" minW="0">
      <Card.Body>
        <Stack gap="3">
          {script.titulo ? (
            <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
              {script.titulo}
            </Text>
          ) : (
            <Skeleton h="6" w="70%" />
          )}
          {script.duracao ? (
            <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
              <LuClock aria-hidden="true" /> {script.duracao}
            </Badge>
          ) : null}
          {script.roteiro ? (
            <Text whiteSpace="pre-wrap" lineHeight="tall" overflowWrap="anywhere">
              {script.roteiro}
            </Text>
          ) : (
            <Stack gap="2">
              <Skeleton h="4" />
              <Skeleton h="4" w="85%" />
              <Skeleton h="4" w="60%" />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
