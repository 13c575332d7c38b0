import type { GoalPlatform, GoalType } from '@shared/hub/goals';
import type { MissionTemplate } from '@shared/hub/mission-pick';
import type { PhaseNumber } from '@shared/hub/phases';
import type { ShopItemKind } from '@shared/hub/shop';
import type { StreakState } from '@shared/hub/streak';

/**
 * The growth hub's port, 'Missão Influencer' (docs/PRODUCT.md §screens.missao-influencer; docs/DATA-MODEL.md H1–H17).
 * The use cases beside this file know only this; every change of XP, coins or an owned item is one
 * conditional write or transaction of the store.
 */

/** The community profile as stored (one per user, made on the hub's first read). */
export interface StoredHubProfile {
  totalXp: number;
  totalCoins: number;
  followersCount: number;
  timeZone: string;
  streak: StreakState;
  streakFreezes: number;
  activeAvatarId: string | null;
  activeThemeId: string | null;
  ownedAvatars: string[];
  ownedThemes: string[];
}

export interface StoredMission {
  id: string;
  date: string;
  slot: number;
  templateId: string;
  title: string;
  description: string;
  xp: number;
  coins: number;
  status: 'pending' | 'completed';
  completedAt: string | null;
}

/** A day with missions: how many, how many completed, the XP they paid. */
export interface HubDay {
  date: string;
  total: number;
  completed: number;
  xp: number;
}

export interface StoredGoal {
  id: string;
  type: GoalType;
  platform: GoalPlatform;
  targetValue: number;
  currentValue: number;
  deadline: string;
  objective: string | null;
  createdAt: string;
  reachedAt: string | null;
}

export interface StoredDiaryEntry {
  id: string;
  content: string;
  mood: string;
  createdAt: string;
}

export interface StoredCoachNote {
  id: string;
  feedback: string;
  writer: 'model' | 'offline';
  createdAt: string;
}

/** A completion's writes: the mission, the award and the streak as the use case computed them from `before`. */
export interface Completion {
  mission: StoredMission;
  now: Date;
  /** The profile's streak the computation started from: the write holds only if it is still so. */
  before: { streak: StreakState; streakFreezes: number };
  after: StreakState;
  freezesUsed: number;
}

export type CompletionResult = 'completed' | 'alreadyCompleted' | 'profileChanged';
export type PurchaseResult = 'bought' | 'owned' | 'insufficientCoins';

export interface HubStore {
  /** The profile, made with its defaults when the user has none (H1, H2). */
  ensureProfile(userId: string, defaults: StoredHubProfile, now: Date): Promise<StoredHubProfile>;
  /** The follower count and the time zone (H3). */
  updateProfile(userId: string, changes: { followersCount?: number; timeZone?: string }, now: Date): Promise<void>;

  /** The mission templates of a follower phase: the seed rows (H17). */
  missionTemplates(phase: PhaseNumber): Promise<MissionTemplate[]>;
  /** The missions of a day, by slot (H5). */
  missionsOf(userId: string, date: string): Promise<StoredMission[]>;
  /** One mission (H6). */
  getMission(userId: string, date: string, slot: number): Promise<StoredMission | null>;
  /** The day's missions and its marker, all or nothing; false when the day already had them (H4). */
  createDayMissions(userId: string, date: string, missions: StoredMission[], now: Date): Promise<boolean>;
  /** Pending → completed with its award and streak, in one transaction (H7). */
  completeMission(userId: string, completion: Completion): Promise<CompletionResult>;
  /** The days with missions from `from` to `to`, inclusive (H8). */
  daysBetween(userId: string, from: string, to: string): Promise<HubDay[]>;

  listGoals(userId: string): Promise<StoredGoal[]>;
  createGoal(userId: string, goal: StoredGoal): Promise<void>;
  getGoal(userId: string, goalId: string): Promise<StoredGoal | null>;
  /** Sets the current value (and the reached mark); null when the goal is gone; `wasReached` before the write (H11). */
  setGoalProgress(
    userId: string,
    goal: StoredGoal,
    currentValue: number,
    now: Date,
  ): Promise<{ goal: StoredGoal; wasReached: boolean } | null>;

  addDiaryEntry(userId: string, entry: StoredDiaryEntry): Promise<void>;
  latestDiary(userId: string, limit: number): Promise<StoredDiaryEntry[]>;
  /** A coach note; with `settles`, in one transaction with its job's charge settled (H13, L3). */
  addCoachNote(userId: string, note: StoredCoachNote, opts?: { settles?: string }): Promise<void>;
  latestCoachNotes(userId: string, limit: number): Promise<StoredCoachNote[]>;

  /** Charges the item's cost and adds it, in one conditional write: coins never below 0, nothing twice (H14). */
  purchase(userId: string, kind: ShopItemKind, item: { id: string; cost: number }, now: Date): Promise<PurchaseResult>;
  /** Makes an owned avatar or theme the active one (null theme: the default look); false when not owned (H15). */
  activate(userId: string, kind: 'avatar' | 'theme', itemId: string | null, now: Date): Promise<boolean>;

  /** How many scripts the user created from `from` up to (not including) `to` (H16). */
  countScriptsCreated(userId: string, from: Date, to: Date, now: Date): Promise<number>;
}
