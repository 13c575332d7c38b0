import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isGoalReached } from '@shared/hub/goals';
import type { MissionTemplate } from '@shared/hub/mission-pick';
import type { PhaseNumber } from '@shared/hub/phases';
import type { ShopItemKind } from '@shared/hub/shop';
import type {
  Completion,
  CompletionResult,
  HubDay,
  HubStore,
  PurchaseResult,
  StoredCoachNote,
  StoredDiaryEntry,
  StoredGoal,
  StoredHubProfile,
  StoredMission,
} from '../../hub/ports';
import {
  activateUpdate,
  awardUpdate,
  hubProfileItem,
  hubProfileKey,
  hubProfileUpdate,
  ownsItem,
  purchaseUpdate,
  toHubProfile,
} from './hub-profile.entity';
import {
  completeMissionUpdate,
  dayCompletionUpdate,
  daysBetween,
  hubDayItem,
  missionItem,
  missionKey,
  missionsOfDay,
  toHubDay,
  toMission,
} from './mission.entity';
import { templatesOfPhase, toMissionTemplate } from './mission-template.entity';
import { goalItem, goalKey, goalProgressUpdate, goalProgressUpdateFrom, goalsOf, toGoal } from './goal.entity';
import { coachNoteItem, diaryEntryItem, latestOf, toCoachNote, toDiaryEntry } from './diary.entity';
import { scriptsCreatedBetween } from './script.entity';
import { settleChargeActions } from './credit-ledger.dynamo';
import { cancellationCodes, epochSeconds, getConsistent, queryAll, queryCount, transactWrite } from './table-io';

const isConditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * The growth hub in the single table (docs/DATA-MODEL.md H1–H17), all under the user's partition:
 * `HUB` (the community profile), `HUBDAY#<day>` and `MISSION#<day>#<slot>`, `GOAL#`, `DIARY#`,
 * `COACH#`, except the mission templates' seed rows, one partition per phase (H17). Coins and XP only
 * move in conditional writes (H7, H14); no Scan.
 */
export class DynamoHubStore implements HubStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  private async profile(userId: string): Promise<StoredHubProfile | null> {
    const item = await getConsistent(this.db, this.tableName, hubProfileKey(userId));
    return item ? toHubProfile(item) : null;
  }

  async ensureProfile(userId: string, defaults: StoredHubProfile, now: Date): Promise<StoredHubProfile> {
    const found = await this.profile(userId);
    if (found) return found;
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: hubProfileItem(userId, defaults, now),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (err) {
      // another request made it first: read theirs
      if (!isConditionFailed(err)) throw err;
    }
    return (await this.profile(userId))!;
  }

  async updateProfile(userId: string, changes: { followersCount?: number; timeZone?: string }, now: Date) {
    await this.db.send(new UpdateCommand({ TableName: this.tableName, ...hubProfileUpdate(userId, changes, now) }));
  }

  async missionTemplates(phase: PhaseNumber): Promise<MissionTemplate[]> {
    const items = await queryAll(this.db, { TableName: this.tableName, ...templatesOfPhase(phase) });
    return items.map(toMissionTemplate);
  }

  async missionsOf(userId: string, date: string): Promise<StoredMission[]> {
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      ConsistentRead: true,
      ...missionsOfDay(userId, date),
    });
    return items.map(toMission).sort((a, b) => a.slot - b.slot);
  }

  async getMission(userId: string, date: string, slot: number): Promise<StoredMission | null> {
    const item = await getConsistent(this.db, this.tableName, missionKey(userId, date, slot));
    return item ? toMission(item) : null;
  }

  async createDayMissions(userId: string, date: string, missions: StoredMission[], now: Date): Promise<boolean> {
    const put = (Item: Record<string, unknown>) => ({
      Put: { TableName: this.tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
    });
    try {
      await transactWrite(this.db, [
        put(hubDayItem(userId, date, missions.length, now)),
        ...missions.map((m) => put(missionItem(userId, m, now))),
      ]);
      return true;
    } catch (err) {
      if (cancellationCodes(err).includes('ConditionalCheckFailed')) return false;
      throw err;
    }
  }

  async completeMission(userId: string, c: Completion): Promise<CompletionResult> {
    try {
      await transactWrite(this.db, [
        { Update: { TableName: this.tableName, ...completeMissionUpdate(userId, c.mission, c.now) } },
        { Update: { TableName: this.tableName, ...awardUpdate(userId, c) } },
        { Update: { TableName: this.tableName, ...dayCompletionUpdate(userId, c.mission, c.now) } },
      ]);
      return 'completed';
    } catch (err) {
      const [mission, profile] = cancellationCodes(err);
      if (mission === 'ConditionalCheckFailed') return 'alreadyCompleted';
      if (profile === 'ConditionalCheckFailed') return 'profileChanged';
      throw err;
    }
  }

  async daysBetween(userId: string, from: string, to: string): Promise<HubDay[]> {
    const items = await queryAll(this.db, { TableName: this.tableName, ...daysBetween(userId, from, to) });
    return items.map(toHubDay);
  }

  async listGoals(userId: string): Promise<StoredGoal[]> {
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      ConsistentRead: true,
      ScanIndexForward: false,
      ...goalsOf(userId),
    });
    return items.map(toGoal);
  }

  async createGoal(userId: string, goal: StoredGoal): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: goalItem(userId, goal),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async getGoal(userId: string, goalId: string): Promise<StoredGoal | null> {
    const item = await getConsistent(this.db, this.tableName, goalKey(userId, goalId));
    return item ? toGoal(item) : null;
  }

  async setGoalProgress(userId: string, goal: StoredGoal, currentValue: number, now: Date) {
    if (goal.type === 'followers') return this.setFollowersGoal(userId, goal, currentValue, now);
    try {
      const res = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          ...goalProgressUpdate(userId, goal, currentValue, now),
          ReturnValues: 'ALL_OLD',
        }),
      );
      const before = toGoal(res.Attributes!);
      const reached = isGoalReached(currentValue, before.targetValue);
      const reachedAt = reached ? (before.reachedAt ?? now.toISOString()) : null;
      return { goal: { ...before, currentValue, reachedAt }, wasReached: before.reachedAt !== null };
    } catch (err) {
      if (isConditionFailed(err)) return null;
      throw err;
    }
  }

  /**
   * A followers goal's value is the follower count: the goal (H11) and the profile (H3) in one
   * transaction. Another write moving the reached mark in between: read the goal again and retry.
   */
  private async setFollowersGoal(userId: string, read: StoredGoal, currentValue: number, now: Date) {
    let goal: StoredGoal | null = read;
    for (let attempt = 0; goal && attempt < 3; attempt++) {
      try {
        await transactWrite(this.db, [
          { Update: { TableName: this.tableName, ...goalProgressUpdateFrom(userId, goal, currentValue, now) } },
          { Update: { TableName: this.tableName, ...hubProfileUpdate(userId, { followersCount: currentValue }, now) } },
        ]);
        const reached = isGoalReached(currentValue, goal.targetValue);
        const reachedAt = reached ? (goal.reachedAt ?? now.toISOString()) : null;
        return { goal: { ...goal, currentValue, reachedAt }, wasReached: goal.reachedAt !== null };
      } catch (err) {
        if (!cancellationCodes(err).includes('ConditionalCheckFailed')) throw err;
        goal = await this.getGoal(userId, read.id);
      }
    }
    if (goal) throw new Error('hub goal progress: the goal kept changing');
    return null;
  }

  async addDiaryEntry(userId: string, entry: StoredDiaryEntry): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.tableName, Item: diaryEntryItem(userId, entry) }));
  }

  async latestDiary(userId: string, limit: number): Promise<StoredDiaryEntry[]> {
    const res = await this.db.send(
      new QueryCommand({ TableName: this.tableName, ...latestOf(userId, 'diary', limit) }),
    );
    return (res.Items ?? []).map(toDiaryEntry);
  }

  async addCoachNote(userId: string, note: StoredCoachNote, opts: { settles?: string } = {}): Promise<void> {
    const put = { TableName: this.tableName, Item: coachNoteItem(userId, note) };
    if (!opts.settles) {
      await this.db.send(new PutCommand(put));
      return;
    }
    // the coach's job: the note and its charge settled together, or neither (docs/DATA-MODEL.md L3)
    await transactWrite(this.db, [
      { Put: put },
      ...settleChargeActions(this.tableName, userId, opts.settles, [note.id], note.createdAt),
    ]);
  }

  async latestCoachNotes(userId: string, limit: number): Promise<StoredCoachNote[]> {
    const res = await this.db.send(
      new QueryCommand({ TableName: this.tableName, ...latestOf(userId, 'coach', limit) }),
    );
    return (res.Items ?? []).map(toCoachNote);
  }

  async purchase(
    userId: string,
    kind: ShopItemKind,
    item: { id: string; cost: number },
    now: Date,
  ): Promise<PurchaseResult> {
    try {
      await this.db.send(new UpdateCommand({ TableName: this.tableName, ...purchaseUpdate(userId, kind, item, now) }));
      return 'bought';
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      const profile = await this.profile(userId);
      return profile && ownsItem(profile, kind, item.id) ? 'owned' : 'insufficientCoins';
    }
  }

  async activate(userId: string, kind: 'avatar' | 'theme', itemId: string | null, now: Date): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({ TableName: this.tableName, ...activateUpdate(userId, kind, itemId, now) }),
      );
      return true;
    } catch (err) {
      if (isConditionFailed(err)) return false;
      throw err;
    }
  }

  async countScriptsCreated(userId: string, from: Date, to: Date, now: Date): Promise<number> {
    const range = scriptsCreatedBetween(userId, from, to);
    return queryCount(this.db, {
      TableName: this.tableName,
      ...range,
      // an expired free-plan script DynamoDB has not deleted yet is not the user's any more
      FilterExpression: 'attribute_not_exists(#ttl) OR #ttl > :nowS',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ':nowS': epochSeconds(now) },
    });
  }
}
