import * as z from 'zod/mini';
import { DAY_PATTERN, isDay, isTimeZone, MONTH_PATTERN } from './hub-day';
import { DEFAULT_GOAL_PLATFORM, GOAL_LIMITS, GOAL_PLATFORMS, GOAL_TYPES } from './goals';
import { LEAGUE_IDS } from './leagues';
import { AVATAR_IDS, DEFAULT_THEME_ID, SHOP_ITEM_KINDS, THEME_IDS } from './shop';

/**
 * The growth hub's contract, 'Missão Influencer' (docs/PRODUCT.md §screens.missao-influencer): the schemas of its
 * routes (hub.api.ts) and their pt-BR messages. zod/mini like every schema the Lambdas import.
 */

const formatCoins = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

/** pt-BR texts of the hub (docs/PRODUCT.md §messages.hub). */
export const HUB_MESSAGES = {
  goalsLoadFailed: 'Erro ao carregar metas',
  goalCreateFailed: 'Erro ao criar meta',
  goalCreated: '🎯 Meta criada com sucesso!',
  goalRequired: 'Preencha todos os campos obrigatórios',
  goalTarget: 'A meta precisa ser um número inteiro maior que zero.',
  goalDeadline: 'Informe um prazo válido.',
  goalObjective: `Use no máximo ${GOAL_LIMITS.objective} caracteres.`,
  goalPlatform: 'Escolha uma plataforma válida.',
  goalType: 'Escolha um tipo de meta válido.',
  goalValue: 'Informe o progresso atual como um número inteiro, zero ou maior.',
  goalNotFound: 'Meta não encontrada.',
  goalTooMany: `Você já tem ${GOAL_LIMITS.perUser} metas. Conclua ou revise as atuais antes de criar outra.`,
  goalProgressFailed: 'Erro ao atualizar progresso',
  goalProgressUpdated: 'Progresso atualizado!',
  goalReached: '🏆 Meta alcançada! Parabéns!',
  missionsLoadFailed: 'Erro ao carregar missões',
  missionsGenerateFailed: 'Erro ao gerar missões',
  missionCompleteFailed: 'Erro ao concluir missão',
  missionCompletedTitle: (xp: number, coins: number) => `🎉 +${xp} XP e +${coins} moedas!`,
  missionCompleted: 'Missão concluída com sucesso!',
  missionNotFound: 'Missão não encontrada.',
  missionExpired: 'Esta missão não é de hoje e não pode mais ser concluída.',
  allComplete: 'Tudo Completo!',
  diaryEmpty: '✍️ Escreva algo antes de salvar!',
  diaryTooLong: 'A entrada pode ter no máximo 2.000 caracteres.',
  diarySaved: '📖 Entrada salva no diário!',
  diarySaveFailed: 'Erro ao salvar entrada',
  coachFailed: 'O coach não conseguiu escrever agora.',
  coachRunning: 'O coach ainda está escrevendo.',
  coachUsed: 'Este pedido ao coach já foi usado.',
  coachNotFound: 'Pedido ao coach não encontrado.',
  coachNotFailed: 'O coach já respondeu ou ainda está escrevendo.',
  coachSlow: 'O coach está demorando mais que o normal. Verifique de novo daqui a pouco.',
  monthInvalid: 'Informe o mês no formato AAAA-MM.',
  insufficientCoins: (cost: number) => `💰 Moedas insuficientes! Você precisa de ${formatCoins(cost)} moedas.`,
  avatarOwned: '🎨 Você já possui este avatar!',
  themeOwned: '🎨 Você já possui este tema!',
  freezeOwned: '🧊 Você já possui uma Proteção de sequência!',
  avatarPurchaseFailed: '❌ Erro ao comprar avatar. Tente novamente.',
  themePurchaseFailed: '❌ Erro ao comprar tema. Tente novamente.',
  freezePurchaseFailed: '❌ Erro ao comprar a proteção. Tente novamente.',
  avatarUnlocked: (name: string) => `Avatar "${name}" desbloqueado!`,
  themeUnlocked: (name: string) => `Tema "${name}" desbloqueado com sucesso!`,
  freezeBought: '🧊 Proteção de sequência ativada: ela cobre um dia sem missões.',
  avatarActivateFailed: 'Erro ao ativar avatar',
  themeActivateFailed: 'Erro ao ativar tema',
  itemUnknown: 'Item da loja não encontrado.',
  itemNotOwned: 'Você ainda não possui este item.',
  needMoreCoins: 'Complete missões para ganhar mais moedas!',
  followersInvalid: 'Informe o número de seguidores como um número inteiro, zero ou maior.',
  timeZoneInvalid: 'Fuso horário inválido.',
  coachLocal: 'Modo local: comentário escrito pelo redator offline',
} as const;

export const DIARY_LIMITS = { content: 2_000, shown: 10 } as const;
export const COACH_LIMITS = { shown: 10 } as const;
/** The XP chart's span. */
export const XP_CHART_DAYS = 30;

const count = z.number().check(z.int(), z.nonnegative());
const daySchema = z.string().check(z.regex(DAY_PATTERN));
const isoSchema = z.string();

// ---------------------------------------------------------------- the profile (header, shop)

export const leagueStandingSchema = z.object({
  id: z.enum(LEAGUE_IDS),
  name: z.string(),
  next: z.nullable(z.object({ id: z.enum(LEAGUE_IDS), name: z.string(), minXp: count })),
  xpToNext: z.nullable(count),
});

/** The community profile as the page shows it (the header, the journey banner, the shop). */
export const hubProfileSchema = z.object({
  totalXp: count,
  totalCoins: count,
  /** 'Dias de Fogo' today (docs/PRODUCT.md §flows.streak). */
  streakDays: count,
  /** Streak freezes held (0 or 1). */
  streakFreezes: count,
  followersCount: count,
  phase: z.number().check(z.int(), z.gte(1), z.lte(5)),
  league: leagueStandingSchema,
  timeZone: z.string(),
  activeAvatarId: z.nullable(z.string()),
  /** 'default' while no bought theme is active. */
  activeThemeId: z.string(),
  ownedAvatars: z.array(z.string()),
  ownedThemes: z.array(z.string()),
});
export type HubProfile = z.infer<typeof hubProfileSchema>;

// ---------------------------------------------------------------- missions

export const MISSION_STATUSES = ['pending', 'completed'] as const;
export const missionSchema = z.object({
  /** `<yyyy-MM-dd>-<n>`: the day and its slot, 0–4. */
  id: z.string(),
  date: daySchema,
  title: z.string(),
  description: z.string(),
  xp: count,
  coins: count,
  status: z.enum(MISSION_STATUSES),
  completedAt: z.nullable(isoSchema),
});
export type Mission = z.infer<typeof missionSchema>;

export const MISSION_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})-([0-4])$/;
export const missionIdOf = (date: string, slot: number) => `${date}-${slot}`;
/** A mission id's day and slot, or null for anything else (checked before any read). */
export function parseMissionId(id: string | undefined): { date: string; slot: number } | null {
  const m = id ? MISSION_ID_PATTERN.exec(id) : null;
  return m && isDay(m[1]!) ? { date: m[1]!, slot: Number(m[2]) } : null;
}

/** POST /api/hub/missions/{id}/complete: no body. `awarded` is null when it was completed before (a retry). */
export const completeMissionResponseSchema = z.object({
  mission: missionSchema,
  awarded: z.nullable(z.object({ xp: count, coins: count })),
  profile: hubProfileSchema,
  /** Every mission of the day is completed ('Tudo Completo!'). */
  allCompleted: z.boolean(),
  /**
   * The coach's job this completion started by closing the day (docs/PRODUCT.md §flows.coach): the page waits
   * for it; absent or null when it closed nothing, or the job could not start.
   */
  generationId: z.optional(z.nullable(z.string())),
});
export type CompleteMissionResponse = z.infer<typeof completeMissionResponseSchema>;

// ---------------------------------------------------------------- goals

export const goalSchema = z.object({
  id: z.string(),
  type: z.enum(GOAL_TYPES),
  platform: z.enum(GOAL_PLATFORMS),
  targetValue: count,
  currentValue: count,
  deadline: daySchema,
  objective: z.nullable(z.string()),
  createdAt: isoSchema,
  /** The bar, 0–100, capped at 100. */
  progress: z.number().check(z.gte(0), z.lte(100)),
  reached: z.boolean(),
});
export type Goal = z.infer<typeof goalSchema>;

const goalValue = (message: string, min: number) =>
  z.number({ message }).check(z.int(message), z.gte(min, message), z.lte(GOAL_LIMITS.value, message));

/**
 * POST /api/hub/goals (docs/PRODUCT.md §validation.hub): target and deadline required ('Preencha todos
 * os campos obrigatórios'), the target a whole number; the current follower count (`currentValue`, the
 * goal's starting value, 0 when left out), the objective (free text) and the platform optional, the
 * platform instagram by default; the form sets only `followers`.
 */
export const createGoalBodySchema = z.object({
  type: z._default(z.enum(GOAL_TYPES, HUB_MESSAGES.goalType), 'followers'),
  platform: z._default(z.enum(GOAL_PLATFORMS, HUB_MESSAGES.goalPlatform), DEFAULT_GOAL_PLATFORM),
  targetValue: z
    .number({ error: (iss) => (iss.input == null ? HUB_MESSAGES.goalRequired : HUB_MESSAGES.goalTarget) })
    .check(
      z.int(HUB_MESSAGES.goalTarget),
      z.gte(1, HUB_MESSAGES.goalTarget),
      z.lte(GOAL_LIMITS.value, HUB_MESSAGES.goalTarget),
    ),
  deadline: z
    .string({ message: HUB_MESSAGES.goalRequired })
    .check(z.trim(), z.minLength(1, HUB_MESSAGES.goalRequired), z.refine(isDay, HUB_MESSAGES.goalDeadline)),
  currentValue: z.optional(goalValue(HUB_MESSAGES.goalValue, 0)),
  objective: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(GOAL_LIMITS.objective, HUB_MESSAGES.goalObjective))),
  ),
});
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;
export type CreateGoalRequest = z.output<typeof createGoalBodySchema>;

export const goalResponseSchema = z.object({ goal: goalSchema });

/** PATCH /api/hub/goals/{id}: 'Atualizar Progresso'. */
export const updateGoalProgressBodySchema = z.object({ currentValue: goalValue(HUB_MESSAGES.goalValue, 0) });
export type UpdateGoalProgressBody = z.infer<typeof updateGoalProgressBodySchema>;

/**
 * `justReached`: this update took the goal to its target (celebrate it once). `profile`: a followers
 * goal also set the follower count, so the journey banner and the phase move.
 */
export const updateGoalProgressResponseSchema = z.object({
  goal: goalSchema,
  justReached: z.boolean(),
  profile: hubProfileSchema,
});

// ---------------------------------------------------------------- diary and coach

export const diaryEntrySchema = z.object({
  id: z.string(),
  content: z.string(),
  mood: z.string(),
  createdAt: isoSchema,
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** The mood every entry is saved with. */
export const DIARY_MOOD = '😊';

/** POST /api/hub/diary: blank text is refused with '✍️ Escreva algo antes de salvar!'. */
export const createDiaryEntryBodySchema = z.object({
  content: z
    .string({ message: HUB_MESSAGES.diaryEmpty })
    .check(
      z.trim(),
      z.minLength(1, HUB_MESSAGES.diaryEmpty),
      z.maxLength(DIARY_LIMITS.content, HUB_MESSAGES.diaryTooLong),
    ),
});
export type CreateDiaryEntryBody = z.infer<typeof createDiaryEntryBodySchema>;
/** `generationId`: the coach's job the entry started (docs/PRODUCT.md §flows.coach); null when it could not start. */
export const diaryEntryResponseSchema = z.object({ entry: diaryEntrySchema, generationId: z.nullable(z.string()) });

/** POST /api/hub/coach/retry: the coach's failed job to write again ('Tentar de novo'). */
export const retryCoachBodySchema = z.object({
  generationId: z.uuid(HUB_MESSAGES.coachNotFound),
});
export type RetryCoachBody = z.infer<typeof retryCoachBodySchema>;
/** The new job: the same trigger, the user's figures read again. */
export const retryCoachResponseSchema = z.object({ generationId: z.string() });

export const COACH_WRITERS = ['model', 'offline'] as const;
export const coachNoteSchema = z.object({
  id: z.string(),
  feedback: z.string(),
  /** Who wrote it: the text model, or local mode's offline writer (labelled `coachLocal` in the UI). */
  writer: z.enum(COACH_WRITERS),
  createdAt: isoSchema,
});
export type CoachNote = z.infer<typeof coachNoteSchema>;

// ---------------------------------------------------------------- GET /api/hub

export const hubStatsSchema = z.object({
  scriptsThisMonth: count,
  missionsLast7Days: count,
  /** The best goal's bar (0–100), null without goals. */
  bestGoalProgress: z.nullable(z.number().check(z.gte(0), z.lte(100))),
});

/** Everything the hub's five tabs open with; today's missions are made on the first read of the day. */
export const hubResponseSchema = z.object({
  /** Today in the user's time zone. */
  today: daySchema,
  profile: hubProfileSchema,
  missions: z.array(missionSchema),
  goals: z.array(goalSchema),
  diary: z.array(diaryEntrySchema),
  coachNotes: z.array(coachNoteSchema),
  stats: hubStatsSchema,
  /** XP earned per day, the last 30 days, oldest first (today last). */
  xpByDay: z.array(z.object({ date: daySchema, xp: count })),
  tip: z.string(),
});
export type HubResponse = z.infer<typeof hubResponseSchema>;

// ---------------------------------------------------------------- calendar

export const calendarQuerySchema = z.object({
  month: z.string({ message: HUB_MESSAGES.monthInvalid }).check(z.regex(MONTH_PATTERN, HUB_MESSAGES.monthInvalid)),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** The days of the month with missions (others are absent); the grid is `monthGrid(month)`. */
export const calendarResponseSchema = z.object({
  month: z.string(),
  today: daySchema,
  days: z.array(z.object({ date: daySchema, total: count, completed: count })),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

// ---------------------------------------------------------------- shop

/** POST /api/hub/shop/purchase: the price is the catalogue's (shop.ts), never the client's. */
export const purchaseBodySchema = z.object({
  kind: z.enum(SHOP_ITEM_KINDS, HUB_MESSAGES.itemUnknown),
  itemId: z.string({ message: HUB_MESSAGES.itemUnknown }).check(z.maxLength(64, HUB_MESSAGES.itemUnknown)),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** POST /api/hub/shop/activate: an owned avatar, an owned theme or 'default' (the app's own look). */
export const activateBodySchema = z.union([
  z.object({ kind: z.literal('avatar'), itemId: z.enum(AVATAR_IDS, HUB_MESSAGES.itemUnknown) }),
  z.object({ kind: z.literal('theme'), itemId: z.enum([DEFAULT_THEME_ID, ...THEME_IDS], HUB_MESSAGES.itemUnknown) }),
]);
export type ActivateBody = z.infer<typeof activateBodySchema>;

export const hubProfileResponseSchema = z.object({ profile: hubProfileSchema });

// ---------------------------------------------------------------- the community profile

export const HUB_PROFILE_LIMITS = { followers: 1_000_000_000 } as const;

/** PATCH /api/hub/profile: the follower count (it picks the phase) and the time zone (the days). */
export const updateHubProfileBodySchema = z.object({
  followersCount: z.optional(
    z
      .number({ message: HUB_MESSAGES.followersInvalid })
      .check(
        z.int(HUB_MESSAGES.followersInvalid),
        z.gte(0, HUB_MESSAGES.followersInvalid),
        z.lte(HUB_PROFILE_LIMITS.followers, HUB_MESSAGES.followersInvalid),
      ),
  ),
  timeZone: z.optional(
    z
      .string({ message: HUB_MESSAGES.timeZoneInvalid })
      .check(z.maxLength(64, HUB_MESSAGES.timeZoneInvalid), z.refine(isTimeZone, HUB_MESSAGES.timeZoneInvalid)),
  ),
});
export type UpdateHubProfileBody = z.infer<typeof updateHubProfileBodySchema>;
