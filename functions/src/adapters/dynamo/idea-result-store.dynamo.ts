import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { IdeaResult, IdeaResultStore } from '../../ideas/ports';
import type { StoredScript } from '../../scripts/ports';
import { isTransactionConditionFailed } from './client';
import { settleChargeActions } from './credit-ledger.dynamo';
import { ideaResultItem, ideaResultKey, toIdeaResult } from './idea-result.entity';
import { keys } from './keys';
import { scriptItem, toScript } from './script.entity';
import { epochSeconds, isLive, transactWrite } from './table-io';

/**
 * Idea-tool results in the single table (docs/DATA-MODEL.md I1–I3): one item per operation under
 * the user, expiring with its settled charge (a week), so a retried operation id can answer it and
 * its items can be saved as scripts meanwhile.
 */
export class DynamoIdeaResultStore implements IdeaResultStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** I1: the result and the charge's settlement, one transaction. */
  async save(userId: string, r: IdeaResult, opts: { settles: string }): Promise<void> {
    await transactWrite(this.db, [
      {
        Put: {
          TableName: this.tableName,
          Item: ideaResultItem(userId, r),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...settleChargeActions(this.tableName, userId, opts.settles, [r.operationId], r.createdAt),
    ]);
  }

  /** I2 */
  async get(userId: string, operationId: string, now: Date): Promise<IdeaResult | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: ideaResultKey(userId, operationId), ConsistentRead: true }),
    );
    if (!res.Item || !isLive(res.Item, epochSeconds(now))) return null;
    return toIdeaResult(res.Item);
  }

  /**
   * I3: the script and the result's `saved.<item>` mark, one transaction; the mark's condition makes
   * it once. A script saved from the item and deleted since may be saved again (the mark moves to it).
   */
  async saveAsScript(
    userId: string,
    operationId: string,
    itemKey: string,
    script: StoredScript,
    now: Date,
  ): Promise<{ script: StoredScript; created: boolean } | null> {
    let replacing: string | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await this.markAndPut(userId, operationId, itemKey, script, now, replacing);
        return { script, created: true };
      } catch (err) {
        if (!isTransactionConditionFailed(err)) throw err;
      }
      // gone, or saved before: answer the script saved first while it still exists
      const result = await this.get(userId, operationId, now);
      if (!result) return null;
      const savedId = result.saved[itemKey];
      if (!savedId) continue; // the mark was moved back meanwhile: try again
      const saved = await this.db.send(
        new GetCommand({ TableName: this.tableName, Key: keys.script(userId, savedId), ConsistentRead: true }),
      );
      if (saved.Item && isLive(saved.Item, epochSeconds(now))) return { script: toScript(saved.Item), created: false };
      replacing = savedId;
    }
    return null;
  }

  private async markAndPut(
    userId: string,
    operationId: string,
    itemKey: string,
    script: StoredScript,
    now: Date,
    replacing: string | undefined,
  ): Promise<void> {
    await transactWrite(this.db, [
      {
        Update: {
          TableName: this.tableName,
          Key: ideaResultKey(userId, operationId),
          UpdateExpression: 'SET saved.#item = :id',
          ConditionExpression: `attribute_exists(pk) AND #ttl > :now AND ${
            replacing ? 'saved.#item = :old' : 'attribute_not_exists(saved.#item)'
          }`,
          ExpressionAttributeNames: { '#item': itemKey, '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':id': script.id,
            ':now': epochSeconds(now),
            ...(replacing ? { ':old': replacing } : {}),
          },
        },
      },
      {
        Put: {
          TableName: this.tableName,
          Item: scriptItem(userId, script),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  }
}
