import { useEffect, useRef } from 'react';
import { Alert, Badge, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuFlaskConical } from 'react-icons/lu';
import type { GenerateNewsResponse } from '@shared/news/news.schema';
import { NEWS_MESSAGES, NEWS_SCRIPT_COUNT, nicheLabel } from '@shared/news/news-options';
import { writerBadge } from '../scripts/script-text';
import { NewsScriptCard, StreamingNewsCard } from './news-script-card';
import type { StreamingScript } from './news-state';

/** 'Amostra local' (docs/LOCAL-MODE.md §news): locally there is no internet, so the headlines are a made-up sample. */
export function SampleNotice() {
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="lg">
      <Alert.Indicator>
        <LuFlaskConical />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title fontWeight="bold">{NEWS_MESSAGES.sampleLabel}</Alert.Title>
        <Alert.Description>{NEWS_MESSAGES.sampleHint}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The scripts of the last generation, each with its sources; the heading takes the focus when a new result comes. */
export function NewsResults({
  result,
  saved,
  savingIndex,
  onSave,
}: {
  result: GenerateNewsResponse;
  saved: Record<number, string>;
  savingIndex: number | null;
  onSave: (index: number) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [result.operationId]);

  return (
    <Stack as="section" gap="4" aria-labelledby="noticias-resultado-titulo">
      <Stack gap="2">
        <Heading as="h2" size="xl" id="noticias-resultado-titulo" ref={heading} tabIndex={-1} outline="none">
          Seus roteiros de {nicheLabel(result.nicho).toLowerCase()}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {result.com_cta ? 'Com chamada para ação' : 'Sem chamada para ação'} · salve os que quiser gravar.
          </Text>
          {writerBadge(result.writer) ? (
            <Badge colorPalette="gray" variant="outline">
              {writerBadge(result.writer)}
            </Badge>
          ) : null}
        </HStack>
      </Stack>
      {result.sample ? <SampleNotice /> : null}
      {result.scripts.map((script, index) => (
        <NewsScriptCard
          key={`${result.operationId}-${index}`}
          script={script}
          index={index}
          result={result}
          saved={index in saved}
          saving={savingIndex === index}
          onSave={onSave}
        />
      ))}
    </Stack>
  );
}

/** While a generation runs: the scripts as they are written, skeletons before the first. */
export function NewsStreaming({ scripts }: { scripts: StreamingScript[] }) {
  const shown = scripts.length ? scripts : Array.from({ length: NEWS_SCRIPT_COUNT }, () => ({}));
  return (
    <Stack as="section" gap="4" aria-label="Roteiros sendo escritos" aria-busy="true">
      <HStack gap="3" role="status">
        <Spinner size="sm" color="brand.solid" />
        <Text fontWeight="semibold">
          {scripts.length ? 'Escrevendo seus roteiros…' : 'Buscando as manchetes e escrevendo…'}
        </Text>
      </HStack>
      <Stack gap="4" aria-live="polite">
        {shown.map((script, i) => (
          <StreamingNewsCard key={i} script={script} />
        ))}
      </Stack>
    </Stack>
  );
}
