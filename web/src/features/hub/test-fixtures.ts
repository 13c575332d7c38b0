import { leagueOf } from '@shared/hub/leagues';
import type { Goal, HubProfile, HubResponse, Mission } from '@shared/hub/hub.schema';

export const TODAY = '2025-11-22';

export function aProfile(patch: Partial<HubProfile> = {}): HubProfile {
  const totalXp = patch.totalXp ?? 1_200;
  return {
    totalXp,
    totalCoins: 250,
    streakDays: 3,
    streakFreezes: 0,
    followersCount: 2_500,
    phase: 2,
    league: leagueOf(totalXp),
    timeZone: 'America/Sao_Paulo',
    activeAvatarId: null,
    activeThemeId: 'default',
    ownedAvatars: [],
    ownedThemes: [],
    ...patch,
  };
}

export function aMission(slot: number, patch: Partial<Mission> = {}): Mission {
  return {
    id: `${TODAY}-${slot}`,
    date: TODAY,
    title: `Missão ${slot + 1}`,
    description: `Descrição da missão ${slot + 1}`,
    xp: 40,
    coins: 20,
    status: 'pending',
    completedAt: null,
    ...patch,
  };
}

export function aGoal(patch: Partial<Goal> = {}): Goal {
  return {
    id: 'meta-1',
    type: 'followers',
    platform: 'instagram',
    targetValue: 10_000,
    currentValue: 2_500,
    deadline: '2026-06-30',
    objective: '2500',
    createdAt: '2025-11-01T12:00:00Z',
    progress: 25,
    reached: false,
    ...patch,
  };
}

export function aHub(patch: Partial<HubResponse> = {}): HubResponse {
  return {
    today: TODAY,
    profile: aProfile(),
    missions: [0, 1, 2, 3, 4].map((i) => aMission(i, i === 0 ? { status: 'completed' } : {})),
    goals: [aGoal()],
    diary: [],
    coachNotes: [],
    stats: { scriptsThisMonth: 4, missionsLast7Days: 9, bestGoalProgress: 25 },
    xpByDay: Array.from({ length: 30 }, (_, i) => ({
      date: `2025-10-${String(i + 1).padStart(2, '0')}`,
      xp: i % 3 ? 0 : 40,
    })),
    tip: 'Responda os comentários na primeira hora depois de postar.',
    ...patch,
  };
}
