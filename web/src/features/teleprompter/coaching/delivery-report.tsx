import { useEffect, useMemo } from 'react';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PACE_MESSAGES, type PaceTake } from '@shared/teleprompter/pace.schema';
import type { ContentType } from '@shared/teleprompter/presets';
import { isApiError } from '../../../lib/api-client';
import { useTeleprompterStore } from '../teleprompter-store';
import {
  FILLERS_NOTE,
  FILLERS_TITLE,
  TOO_SHORT,
  analyzeTake,
  averageText,
  fillersText,
  paceTakeOf,
  presetComparison,
  wpmText,
} from './delivery-format';
import { usePace, useRecordPace } from './use-pace';

/** A take to report on: what speech recognition heard during it and how long it was spoken. */
export interface DeliveryTake {
  /** Unique per take: the report saves each id once. */
  id: string;
  /** The take's final transcript (use-voice-follow's `lastTake`, or recognition run during a recording). */
  transcript: string;
  /** Speaking time, ms (a recording may give its recording time). */
  durationMs: number;
}

export interface DeliveryReportProps {
  take: DeliveryTake;
  /** 'voice' after a voice-followed take, 'recording' after a camera take. */
  source: PaceTake['source'];
  /** The content type the pace is compared with; the teleprompter's current one by default. */
  contentType?: ContentType;
  /** Adds the take to the user's average (POST /api/teleprompter/pace); true by default. */
  save?: boolean;
}

/** Take ids already sent, so a re-mount (React's strict mode, a page re-render) never counts a take twice. */
const sentTakes = new Set<string>();

/**
 * 'Como foi a leitura' (docs/PRODUCT.md §flows.teleprompter.coaching): the take's real pace, how
 * it compares with the content type's range, the possible fillers heard, and the user's stored
 * average once the take is saved.
 */
export function DeliveryReport({ take, source, contentType, save = true }: DeliveryReportProps) {
  const storeType = useTeleprompterStore((s) => s.contentType);
  const type = contentType ?? storeType;
  const analysis = useMemo(() => analyzeTake(take), [take]);
  const body = useMemo(() => paceTakeOf(analysis, source), [analysis, source]);
  const record = useRecordPace();
  const pace = usePace();
  const { mutate } = record;

  useEffect(() => {
    if (!save || !body || sentTakes.has(take.id)) return;
    sentTakes.add(take.id);
    mutate(body);
  }, [save, body, take.id, mutate]);

  const comparison = presetComparison(analysis.wpm, type);
  const average = averageText(record.data ?? pace.data);
  const refused = record.error
    ? isApiError(record.error)
      ? record.error.message
      : 'Não foi possível salvar a tomada.'
    : null;

  return (
    <Card.Root
      as="section"
      aria-labelledby="relatorio-leitura"
      variant="outline"
      size="sm"
      data-testid="delivery-report"
    >
      <Card.Body>
        <Stack gap="3">
          <Heading as="h3" size="sm" id="relatorio-leitura">
            Como foi a leitura
          </Heading>
          {!analysis.measurable ? (
            <Text color="fg.muted">{TOO_SHORT}</Text>
          ) : (
            <>
              <Stack gap="1">
                <Text fontSize="2xl" fontWeight="bold" data-testid="delivery-wpm">
                  {wpmText(analysis.wpm)}
                </Text>
                {comparison ? <Text color="fg.muted">{comparison}</Text> : null}
              </Stack>
              <Stack gap="1">
                <Text fontWeight="semibold">{FILLERS_TITLE}</Text>
                <Text data-testid="delivery-fillers">{fillersText(analysis.fillers)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {FILLERS_NOTE}
                </Text>
              </Stack>
              <HStack role="status" aria-live="polite" minH="5">
                {!analysis.plausible ? (
                  <Text fontSize="sm" color="fg.warning">
                    {PACE_MESSAGES.wpm}
                  </Text>
                ) : refused ? (
                  <Text fontSize="sm" color="fg.error">
                    {refused}
                  </Text>
                ) : record.isPending ? (
                  <Text fontSize="sm" color="fg.muted">
                    Salvando no seu ritmo médio…
                  </Text>
                ) : average ? (
                  <Text fontSize="sm" data-testid="delivery-average">
                    {average}
                  </Text>
                ) : null}
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
