import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuPartyPopper, LuRefreshCw } from 'react-icons/lu';
import { coinsText, shareOf, xpText } from './hub-format';
import { ProgressLine } from './progress-line';

export interface MissionView {
  id: string;
  title: string;
  description: string;
  xp: number;
  coins: number;
  status: 'pending' | 'completed';
}

export interface MissionsTabProps {
  missions: readonly MissionView[] | undefined;
  /** The mission whose completion is on its way to the server. */
  completing: string | null;
  onComplete: (mission: MissionView) => void;
  /** Asks the server for today's missions again (they are made once, on the day's first read). */
  onReload: () => void;
  reloading: boolean;
}

/**
 * Today's missions (docs/PRODUCT.md §screens.missao-influencer): the count and percentage done, 'Tudo
 * Completo!' once every one is, and 'Concluir' per mission. The server awards the XP and coins; the
 * button waits for it.
 */
export function MissionsTab({ missions, completing, onComplete, onReload, reloading }: MissionsTabProps) {
  if (!missions) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Carregando missões">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="24" borderRadius="lg" />
        ))}
      </Stack>
    );
  }
  if (missions.length === 0) {
    return (
      <Stack align="center" gap="3" py="8" textAlign="center">
        <Text fontWeight="semibold">Nenhuma missão para hoje ainda</Text>
        <Button variant="outline" onClick={onReload} loading={reloading}>
          <LuRefreshCw aria-hidden="true" /> Gerar missões
        </Button>
      </Stack>
    );
  }
  const done = missions.filter((m) => m.status === 'completed').length;
  const percent = shareOf(done, missions.length);
  const allDone = done === missions.length;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            Missões de hoje
          </Heading>
          {allDone ? (
            <Badge colorPalette="green" size="lg" variant="solid">
              <LuPartyPopper aria-hidden="true" /> Tudo Completo!
            </Badge>
          ) : null}
        </HStack>
        <ProgressLine
          value={percent}
          label="Missões concluídas hoje"
          caption={
            <span data-testid="missoes-progresso">
              {done} de {missions.length} concluídas
            </span>
          }
        />
      </Stack>
      <Stack as="ul" listStyleType="none" gap="3">
        {missions.map((mission) => (
          <MissionCard
            key={mission.id}
            mission={mission}
            completing={completing === mission.id}
            onComplete={() => onComplete(mission)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function MissionCard({
  mission,
  completing,
  onComplete,
}: {
  mission: MissionView;
  completing: boolean;
  onComplete: () => void;
}) {
  const completed = mission.status === 'completed';
  const titleId = `missao-${mission.id}`;
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={titleId} opacity={completed ? 0.85 : 1}>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ sm: 'center' }}>
          <Box minW="0">
            <Heading as="h3" size="md" id={titleId}>
              {mission.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {mission.description}
            </Text>
            <HStack gap="2" mt="2" flexWrap="wrap">
              <Badge colorPalette="brand" variant="subtle">
                +{xpText(mission.xp)}
              </Badge>
              <Badge colorPalette="yellow" variant="subtle">
                +{coinsText(mission.coins)}
              </Badge>
            </HStack>
          </Box>
          {completed ? (
            <Badge colorPalette="green" variant="outline" size="lg" alignSelf={{ base: 'flex-start', sm: 'center' }}>
              <LuCircleCheck aria-hidden="true" /> Concluída
            </Badge>
          ) : (
            <Button
              flexShrink={0}
              onClick={onComplete}
              loading={completing}
              loadingText="Concluindo…"
              aria-label={`Concluir missão: ${mission.title}`}
            >
              Concluir
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
