import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Stat,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { LuLightbulb, LuMessageCircleHeart, LuNotebookPen, LuRefreshCw } from 'react-icons/lu';
import { formatInteger } from '@shared/format/format';
import { HUB_MESSAGES } from '@shared/hub/hub.schema';
import { SectionCard } from '../../ui/section-card';
import { dateTimeText, percentText } from './hub-format';
import type { CoachTrouble } from './use-hub';
import { XpChart, type XpDay } from './xp-chart';

export interface DiaryStats {
  scriptsThisMonth: number;
  missionsLast7Days: number;
  /** The best goal's progress (0–100), null without goals. */
  bestGoalProgress: number | null;
}

export interface DiaryEntryView {
  id: string;
  content: string;
  mood: string;
  createdAt: string;
}

export interface CoachNoteView {
  id: string;
  feedback: string;
  createdAt: string;
  /** Written by the offline writer (local mode), labelled so. */
  local?: boolean;
}

export interface DiaryTabProps {
  stats: DiaryStats | undefined;
  xpByDay: readonly XpDay[] | undefined;
  tip: string | undefined;
  entries: readonly DiaryEntryView[] | undefined;
  coachNotes: readonly CoachNoteView[] | undefined;
  /** Resolves true once the server kept the entry. */
  onSave: (content: string) => Promise<boolean>;
  saving: boolean;
  maxLength: number;
  /** The user's time zone (the hub profile's), for the entries' and notes' times. */
  timeZone: string;
  /** A note is on its way (its job runs after the answer): said while the page waits for it. */
  coachWriting: boolean;
  /** The coach's job failed, or the page stopped waiting for it: said, with the way to ask again. */
  coachTrouble: CoachTrouble | null;
  /** 'Tentar de novo' (a failed job) or 'Verificar de novo' (the page stopped waiting). */
  onCoachAgain: () => void;
  coachRetrying: boolean;
}

/** The coach's failure or its slowness, in words, with 'Tentar de novo' or 'Verificar de novo' when there is a way. */
function CoachTroubleBox({ trouble, onAgain, busy }: { trouble: CoachTrouble; onAgain: () => void; busy: boolean }) {
  const action = trouble.kind === 'slow' ? 'Verificar de novo' : trouble.retryOf ? 'Tentar de novo' : null;
  return (
    <Alert.Root status={trouble.kind === 'failed' ? 'error' : 'warning'} mb="3" data-testid="coach-problema">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{trouble.message}</Alert.Title>
        {action ? (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onAgain} loading={busy}>
            <LuRefreshCw aria-hidden="true" /> {action}
          </Button>
        ) : null}
      </Stack>
    </Alert.Root>
  );
}

function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

/**
 * 'Diário' (docs/PRODUCT.md §screens.missao-influencer): three stat cards from the user's own figures
 * ('—' before there is any), the 30-day XP chart, the tip of the day, the entry box with the latest 10
 * entries, and the coach's latest 10 notes.
 */
export function DiaryTab({
  stats,
  xpByDay,
  tip,
  entries,
  coachNotes,
  onSave,
  saving,
  maxLength,
  timeZone,
  coachWriting,
  coachTrouble,
  onCoachAgain,
  coachRetrying,
}: DiaryTabProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const box = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      setError(HUB_MESSAGES.diaryEmpty);
      box.current?.focus();
      return;
    }
    if (await onSave(content.trim())) setContent('');
  }

  return (
    <Stack gap="5">
      {stats ? (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <StatCard
            label="Roteiros criados este mês"
            value={formatInteger(stats.scriptsThisMonth)}
            testId="stat-roteiros"
          />
          <StatCard
            label="Missões nos últimos 7 dias"
            value={formatInteger(stats.missionsLast7Days)}
            testId="stat-missoes"
          />
          <StatCard
            label="Progresso da melhor meta"
            value={stats.bestGoalProgress === null ? '—' : percentText(stats.bestGoalProgress)}
            testId="stat-meta"
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="20" borderRadius="lg" />
          ))}
        </SimpleGrid>
      )}

      <SectionCard id="xp-30-dias" title="XP por dia (últimos 30 dias)" headingSize="md">
        {xpByDay ? <XpChart days={xpByDay} /> : <Skeleton h="20" />}
      </SectionCard>

      <Card.Root as="section" aria-labelledby="dica-do-dia" bg="yellow.subtle" borderColor="yellow.muted">
        <Card.Body>
          <HStack gap="3" align="flex-start">
            <LuLightbulb aria-hidden="true" size={24} />
            <Stack gap="1">
              <Heading as="h2" size="sm" id="dica-do-dia">
                Dica do dia
              </Heading>
              {tip ? <Text data-testid="dica-do-dia-texto">{tip}</Text> : <Skeleton h="4" w="60" />}
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>

      <SectionCard id="diario-titulo" title="Diário de criador" headingSize="md">
        <Stack asChild gap="3">
          <form onSubmit={submit} noValidate aria-label="Nova entrada no diário">
            <Field.Root invalid={!!error}>
              <Field.Label>Como foi seu dia de criação?</Field.Label>
              <Textarea
                ref={box}
                value={content}
                maxLength={maxLength}
                rows={4}
                placeholder="O que você gravou, o que funcionou, o que quer testar amanhã…"
                onChange={(e) => {
                  setContent(e.target.value);
                  if (error) setError(undefined);
                }}
              />
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" alignSelf="flex-end" loading={saving} loadingText="Salvando…">
              <LuNotebookPen aria-hidden="true" /> Salvar no diário
            </Button>
          </form>
        </Stack>
        <Heading as="h3" size="sm">
          Últimas entradas
        </Heading>
        {!entries ? (
          <Skeleton h="16" />
        ) : entries.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Nenhuma entrada ainda. Conte como foi o seu dia: o coach lê e responde.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" data-testid="entradas-diario">
            {entries.map((entry) => (
              <Stack as="li" key={entry.id} gap="1" borderWidth="1px" borderRadius="md" p="3">
                <Text fontSize="xs" color="fg.muted">
                  <span aria-hidden="true">{entry.mood} </span>
                  {dateTimeText(entry.createdAt, timeZone)}
                </Text>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {entry.content}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </SectionCard>

      <SectionCard id="coach-titulo" title="Feedback do coach" headingSize="md">
        {coachWriting ? (
          <HStack role="status" gap="2" fontSize="sm" color="fg.muted" mb="2">
            <Spinner size="sm" aria-hidden="true" />
            <Text>{HUB_MESSAGES.coachRunning}</Text>
          </HStack>
        ) : null}
        {coachTrouble && !coachWriting ? (
          <CoachTroubleBox trouble={coachTrouble} onAgain={onCoachAgain} busy={coachRetrying} />
        ) : null}
        {!coachNotes ? (
          <Skeleton h="16" />
        ) : coachNotes.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            O coach escreve depois de uma entrada no diário ou de um dia com todas as missões concluídas.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" data-testid="notas-coach">
            {coachNotes.map((note) => (
              <Stack as="li" key={note.id} gap="1" borderWidth="1px" borderRadius="md" p="3" bg="brand.subtle">
                <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
                  <LuMessageCircleHeart aria-hidden="true" />
                  <Text>{dateTimeText(note.createdAt, timeZone)}</Text>
                  {note.local ? (
                    <Badge colorPalette="gray" variant="outline" size="sm" whiteSpace="normal">
                      {HUB_MESSAGES.coachLocal}
                    </Badge>
                  ) : null}
                </HStack>
                <Text whiteSpace="pre-wrap">{note.feedback}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
