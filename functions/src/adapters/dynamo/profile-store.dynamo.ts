import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProfileChanges, ProfileStore, StoredProfile } from '../../profile/ports';
import { profileKey, toStoredProfile } from './profile.entity';

const isConditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

/** Only an active account's row changes: a deleted or disabled one stays as it is (docs/ARCHITECTURE.md §revocation). */
const ACTIVE_ROW = 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status = :active)';

/** The profile row `USER#<sub>` / `PROFILE` (docs/DATA-MODEL.md A3, A8, A9). */
export class DynamoProfileStore implements ProfileStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<StoredProfile | null> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: profileKey(userId) }));
    return res.Item ? toStoredProfile(res.Item) : null;
  }

  /** A8: one UpdateItem, conditional on an active row, answering the old row (ALL_OLD). */
  async update(userId: string, changes: ProfileChanges, updatedAt: string): Promise<StoredProfile | null> {
    const set = ['updatedAt = :updatedAt'];
    const remove: string[] = [];
    const values: Record<string, unknown> = { ':updatedAt': updatedAt, ':active': 'active' };
    const names: Record<string, string> = { '#status': 'status' };
    if (changes.name !== undefined) {
      set.push('#name = :name');
      names['#name'] = 'name';
      values[':name'] = changes.name;
    }
    if (changes.email !== undefined) {
      set.push('email = :email');
      values[':email'] = changes.email;
    }
    if (changes.avatarKey === null) remove.push('avatarKey');
    else if (changes.avatarKey !== undefined) {
      set.push('avatarKey = :avatarKey');
      values[':avatarKey'] = changes.avatarKey;
    }
    try {
      const res = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: profileKey(userId),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: ACTIVE_ROW,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_OLD',
        }),
      );
      return res.Attributes ? toStoredProfile(res.Attributes) : null;
    } catch (err) {
      if (isConditionFailed(err)) return null;
      throw err;
    }
  }

  /** A9: `SET tokensValidAfter`, conditional on an active row; never lowers a later value. */
  async revokeTokensIssuedBefore(userId: string, epochSeconds: number): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: profileKey(userId),
          UpdateExpression: 'SET tokensValidAfter = :after',
          ConditionExpression: `${ACTIVE_ROW} AND (attribute_not_exists(tokensValidAfter) OR tokensValidAfter < :after)`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':after': epochSeconds, ':active': 'active' },
        }),
      );
      return true;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      // Already revoked at this second or later: still a success if the row is active.
      const row = await this.get(userId);
      return row !== null;
    }
  }
}
