import { useState } from 'react';
import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTarget, LuTrophy } from 'react-icons/lu';
import { GOAL_PLATFORM_LABELS } from '@shared/hub/goals';
import { formatInteger } from '@shared/format/format';
import { dayText } from './hub-format';
import { CreateGoalDialog, type GoalDraft } from './create-goal-dialog';
import { UpdateProgressDialog } from './update-progress-dialog';
import { JourneyBanner } from './journey-banner';
import { ProgressLine } from './progress-line';
import type { GoalView } from './goal-view';

export interface GoalsTabProps {
  goals: readonly GoalView[] | undefined;
  /** undefined while the hub loads. */
  followersCount: number | undefined;
  today: string;
  onCreate: (draft: GoalDraft) => Promise<boolean>;
  creating: boolean;
  onUpdateProgress: (goal: GoalView, currentValue: number) => Promise<boolean>;
  updating: boolean;
}

/**
 * 'Metas' (docs/PRODUCT.md §screens.missao-influencer): the journey banner, the goals newest first with
 * their bars (capped at 100%), 'Atualizar Progresso' on each, the create dialog and the empty state.
 */
export function GoalsTab({
  goals,
  followersCount,
  today,
  onCreate,
  creating,
  onUpdateProgress,
  updating,
}: GoalsTabProps) {
  const [creatingOpen, setCreatingOpen] = useState(false);
  const [editing, setEditing] = useState<GoalView | null>(null);
  return (
    <Stack gap="5">
      {followersCount === undefined ? (
        <Skeleton h="32" borderRadius="lg" />
      ) : (
        <JourneyBanner followersCount={followersCount} />
      )}
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="lg">
          Suas metas
        </Heading>
        <Button onClick={() => setCreatingOpen(true)}>
          <LuPlus aria-hidden="true" /> Nova Meta
        </Button>
      </HStack>
      {!goals ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Carregando metas">
          {[0, 1].map((i) => (
            <Skeleton key={i} h="28" borderRadius="lg" />
          ))}
        </Stack>
      ) : goals.length === 0 ? (
        <Stack align="center" gap="2" py="8" textAlign="center" color="fg.muted">
          <LuTarget size={32} aria-hidden="true" />
          <Text fontWeight="semibold" color="fg">
            Nenhuma meta criada ainda
          </Text>
          <Text fontSize="sm">Crie sua primeira meta de seguidores e acompanhe o caminho até ela.</Text>
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {goals.map((goal) => (
            <GoalCard key={goal.id} goal={goal} today={today} onUpdate={() => setEditing(goal)} />
          ))}
        </Stack>
      )}
      <CreateGoalDialog
        open={creatingOpen}
        onClose={() => setCreatingOpen(false)}
        onCreate={onCreate}
        creating={creating}
        today={today}
      />
      <UpdateProgressDialog
        goal={editing}
        onClose={() => setEditing(null)}
        onSave={onUpdateProgress}
        saving={updating}
      />
    </Stack>
  );
}

function GoalCard({ goal, today, onUpdate }: { goal: GoalView; today: string; onUpdate: () => void }) {
  const { progress: percent, reached } = goal;
  const titleId = `meta-${goal.id}`;
  const overdue = !reached && goal.deadline < today;
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={titleId}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h3" size="md" id={titleId}>
              {formatInteger(goal.targetValue)} seguidores no {GOAL_PLATFORM_LABELS[goal.platform]}
            </Heading>
            {reached ? (
              <Badge colorPalette="green" variant="solid">
                <LuTrophy aria-hidden="true" /> Meta alcançada!
              </Badge>
            ) : overdue ? (
              <Badge colorPalette="orange" variant="subtle">
                Prazo encerrado
              </Badge>
            ) : null}
          </HStack>
          <ProgressLine
            value={percent}
            colorPalette={reached ? 'green' : 'brand'}
            label="Progresso da meta"
            caption={`${formatInteger(goal.currentValue)} de ${formatInteger(goal.targetValue)}`}
          />
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Text fontSize="sm" color="fg.muted">
              Prazo: {dayText(goal.deadline)}
            </Text>
            <Button
              size="sm"
              variant="outline"
              onClick={onUpdate}
              aria-label={`Atualizar Progresso: ${formatInteger(goal.targetValue)} seguidores no ${GOAL_PLATFORM_LABELS[goal.platform]}`}
            >
              Atualizar Progresso
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
