import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { AVATARS, THEMES, type ShopItemKind } from '@shared/hub/shop';
import { HUB_MESSAGES, DIARY_LIMITS } from '@shared/hub/hub.schema';
import { MAX_STREAK_FREEZES } from '@shared/hub/streak';
import { DEFAULT_TIME_ZONE, monthOf, shiftMonth } from '@shared/hub/hub-day';
import { isApiError } from '../../lib/api-error';
import { notify } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { CalendarTab } from './calendar-tab';
import { DiaryTab } from './diary-tab';
import { GoalsTab } from './goals-tab';
import type { GoalView } from './goal-view';
import type { GoalDraft } from './create-goal-dialog';
import { HubHeader } from './hub-header';
import { applyTheme } from './hub-theme';
import { MissionsTab, type MissionView } from './missions-tab';
import { itemKey, ShopTab } from './shop-tab';
import {
  useActivate,
  useCalendar,
  useCompleteMission,
  useCreateDiaryEntry,
  useCreateGoal,
  useHub,
  usePurchase,
  useTimeZoneSync,
  useRetryCoach,
  useUpdateGoalProgress,
} from './use-hub';

/** The tabs and their `?aba=` values, so a link (or a reload) opens the right one. */
const TABS = [
  { value: 'metas', label: 'Metas' },
  { value: 'missoes', label: 'Missões' },
  { value: 'diario', label: 'Diário' },
  { value: 'calendario', label: 'Calendário' },
  { value: 'loja', label: 'Loja' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const DEFAULT_TAB: TabValue = 'missoes';

/** A refusal the user can act on (coins short, already owned, a field) is shown as the server wrote it. */
const serverReason = (err: unknown) =>
  isApiError(err) && err.status >= 400 && err.status < 500 ? err.message : undefined;

const PURCHASE_FAILED: Record<ShopItemKind, string> = {
  avatar: HUB_MESSAGES.avatarPurchaseFailed,
  theme: HUB_MESSAGES.themePurchaseFailed,
  streakFreeze: HUB_MESSAGES.freezePurchaseFailed,
};

function purchasedText(kind: ShopItemKind, id: string): string {
  if (kind === 'avatar') return HUB_MESSAGES.avatarUnlocked(AVATARS.find((a) => a.id === id)?.name ?? id);
  if (kind === 'theme') return HUB_MESSAGES.themeUnlocked(THEMES.find((t) => t.id === id)?.name ?? id);
  return HUB_MESSAGES.freezeBought;
}

/**
 * /missao-influencer, 'Missão Influencer' (docs/PRODUCT.md §screens.missao-influencer): the header and five
 * tabs. Every award, purchase and streak is the server's; the page shows its answers.
 */
export function HubPage() {
  useDocumentTitle('Missão Influencer');
  const userId = useAuthUser()?.sub ?? null;
  const [params, setParams] = useSearchParams();
  const asked = params.get('aba');
  const tab: TabValue = TABS.some((t) => t.value === asked) ? (asked as TabValue) : DEFAULT_TAB;
  const { hub, isError, refetch, isFetching, expectCoach, checkCoachAgain, awaitingCoach, coachTrouble } = useHub();
  const retryCoach = useRetryCoach();
  useTimeZoneSync(hub?.profile.timeZone);
  const [month, setMonth] = useState<string | null>(null);
  const shownMonth = month ?? (hub ? monthOf(hub.today) : null);
  const calendar = useCalendar(tab === 'calendario' ? shownMonth : null);
  const complete = useCompleteMission();
  const createGoal = useCreateGoal();
  const updateGoal = useUpdateGoalProgress();
  const diary = useCreateDiaryEntry();
  const purchase = usePurchase();
  const activate = useActivate();
  const [shopPending, setShopPending] = useState<string | null>(null);

  // the server's active theme repaints the app and is kept for the next load (docs/ARCHITECTURE.md §hub-themes)
  const activeTheme = hub?.profile.activeThemeId;
  useEffect(() => {
    if (userId && activeTheme !== undefined) applyTheme(userId, activeTheme);
  }, [userId, activeTheme]);

  async function completeMission(mission: MissionView) {
    try {
      const answer = await complete.mutateAsync(mission.id);
      if (answer.awarded) {
        notify.success(
          HUB_MESSAGES.missionCompletedTitle(answer.awarded.xp, answer.awarded.coins),
          HUB_MESSAGES.missionCompleted,
        );
      }
      // the completion that closed the day started the coach's job (null: it could not start)
      if (answer.generationId !== undefined) expectCoach(answer.generationId);
    } catch (err) {
      notify.error(HUB_MESSAGES.missionCompleteFailed, serverReason(err));
    }
  }

  async function create(draft: GoalDraft): Promise<boolean> {
    try {
      await createGoal.mutateAsync({
        type: 'followers',
        platform: draft.platform,
        targetValue: Number(draft.targetValue),
        deadline: draft.deadline,
        // the starting follower count, a number of its own (docs/PRODUCT.md §defects item 11)
        ...(draft.currentFollowers ? { currentValue: Number(draft.currentFollowers) } : {}),
      });
      notify.success(HUB_MESSAGES.goalCreated);
      return true;
    } catch (err) {
      notify.error(HUB_MESSAGES.goalCreateFailed, serverReason(err));
      return false;
    }
  }

  async function updateProgress(goal: GoalView, currentValue: number): Promise<boolean> {
    try {
      const answer = await updateGoal.mutateAsync({ id: goal.id, currentValue });
      if (answer.justReached) notify.success(HUB_MESSAGES.goalReached);
      else notify.success(HUB_MESSAGES.goalProgressUpdated);
      return true;
    } catch (err) {
      notify.error(HUB_MESSAGES.goalProgressFailed, serverReason(err));
      return false;
    }
  }

  /** 'Tentar de novo' (a failed job: a new one for its trigger) or 'Verificar de novo' (the page stopped waiting). */
  async function coachAgain() {
    if (coachTrouble?.kind === 'slow') return checkCoachAgain(coachTrouble.waiting);
    if (!coachTrouble?.retryOf) return;
    try {
      expectCoach((await retryCoach.mutateAsync(coachTrouble.retryOf)).generationId);
    } catch (err) {
      notify.error(HUB_MESSAGES.coachFailed, serverReason(err));
    }
  }

  async function saveEntry(content: string): Promise<boolean> {
    try {
      const answer = await diary.mutateAsync(content);
      notify.success(HUB_MESSAGES.diarySaved);
      expectCoach(answer.generationId);
      return true;
    } catch (err) {
      notify.error(HUB_MESSAGES.diarySaveFailed, serverReason(err));
      return false;
    }
  }

  async function buy(kind: ShopItemKind, id: string) {
    setShopPending(itemKey(kind, id));
    try {
      await purchase.mutateAsync({ kind, itemId: id });
      notify.success(purchasedText(kind, id));
    } catch (err) {
      const reason = serverReason(err);
      // the server's refusal ('💰 Moedas insuficientes! …', '🎨 Você já possui …') is the message itself
      if (reason) notify.error(reason);
      else notify.error(PURCHASE_FAILED[kind]);
    } finally {
      setShopPending(null);
    }
  }

  async function activateItem(kind: 'avatar' | 'theme', id: string) {
    setShopPending(itemKey(kind, id));
    try {
      // the union is checked by the server: an avatar id for 'avatar', a theme id or 'default' for 'theme'
      await activate.mutateAsync({ kind, itemId: id } as Parameters<typeof activate.mutateAsync>[0]);
    } catch (err) {
      notify.error(
        kind === 'avatar' ? HUB_MESSAGES.avatarActivateFailed : HUB_MESSAGES.themeActivateFailed,
        serverReason(err),
      );
    } finally {
      setShopPending(null);
    }
  }

  const profile = hub?.profile;
  const activeAvatar = AVATARS.find((a) => a.id === profile?.activeAvatarId) ?? null;

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Missão Influencer
        </Heading>
        <Text color="fg.muted">Metas, missões diárias, diário e recompensas para crescer todo dia.</Text>
      </Stack>

      {profile ? (
        <HubHeader
          avatar={activeAvatar}
          streakDays={profile.streakDays}
          totalXp={profile.totalXp}
          totalCoins={profile.totalCoins}
          league={profile.league}
        />
      ) : isError ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{HUB_MESSAGES.missionsLoadFailed}</Alert.Title>
            <Alert.Description>Não foi possível abrir a Missão Influencer agora.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()} loading={isFetching}>
            Tentar de novo
          </Button>
        </Alert.Root>
      ) : (
        <Skeleton h="24" borderRadius="lg" role="status" aria-label="Carregando seu progresso" />
      )}

      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams(e.value === DEFAULT_TAB ? {} : { aba: e.value }, { replace: true })}
        lazyMount
        variant="line"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              px={{ base: '2', sm: '4' }}
              fontSize={{ base: 'sm', sm: 'md' }}
              flexShrink={0}
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="metas" pt="6">
          <GoalsTab
            goals={hub?.goals}
            followersCount={profile?.followersCount}
            today={hub?.today ?? ''}
            onCreate={create}
            creating={createGoal.isPending}
            onUpdateProgress={updateProgress}
            updating={updateGoal.isPending}
          />
        </Tabs.Content>
        <Tabs.Content value="missoes" pt="6">
          <MissionsTab
            missions={hub?.missions}
            completing={complete.isPending ? (complete.variables ?? null) : null}
            onComplete={(m) => void completeMission(m)}
            onReload={() => void refetch()}
            reloading={isFetching}
          />
        </Tabs.Content>
        <Tabs.Content value="diario" pt="6">
          <DiaryTab
            stats={hub?.stats}
            xpByDay={hub?.xpByDay.map((d) => ({ day: d.date, xp: d.xp }))}
            tip={hub?.tip}
            entries={hub?.diary}
            coachNotes={hub?.coachNotes.map((n) => ({ ...n, local: n.writer === 'offline' }))}
            onSave={saveEntry}
            saving={diary.isPending}
            maxLength={DIARY_LIMITS.content}
            timeZone={hub?.profile.timeZone ?? DEFAULT_TIME_ZONE}
            coachWriting={awaitingCoach}
            coachTrouble={coachTrouble}
            onCoachAgain={() => void coachAgain()}
            coachRetrying={retryCoach.isPending}
          />
        </Tabs.Content>
        <Tabs.Content value="calendario" pt="6">
          {shownMonth && hub ? (
            <CalendarTab
              month={shownMonth}
              days={calendar.data ? Object.fromEntries(calendar.data.days.map((d) => [d.date, d])) : undefined}
              today={hub.today}
              onMonthChange={(delta) => setMonth(shiftMonth(shownMonth, delta))}
            />
          ) : (
            <Skeleton h="80" borderRadius="lg" />
          )}
        </Tabs.Content>
        <Tabs.Content value="loja" pt="6">
          {profile ? (
            <ShopTab
              coins={profile.totalCoins}
              avatars={profile.ownedAvatars.map((id) => ({ id, isActive: id === profile.activeAvatarId }))}
              themes={profile.ownedThemes.map((id) => ({ id, isActive: id === profile.activeThemeId }))}
              streakFreezes={profile.streakFreezes}
              maxStreakFreezes={MAX_STREAK_FREEZES}
              pending={shopPending}
              onBuy={(kind, id) => void buy(kind, id)}
              onActivate={(kind, id) => void activateItem(kind, id)}
            />
          ) : (
            <Skeleton h="80" borderRadius="lg" />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
