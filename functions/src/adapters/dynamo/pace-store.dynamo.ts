import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaceTotals } from '@shared/teleprompter/pace.schema';
import type { PaceStore } from '../../teleprompter/ports';
import { paceAddUpdate, paceKey, toPaceTotals } from './pace.entity';

/**
 * The measured pace in the single table (docs/DATA-MODEL.md T1, T2): one item per user,
 * `USER#<sub>` / `PACE`, whose totals only ever grow by `ADD` in one UpdateItem, so two takes
 * saved at once are both counted (no read-modify-write).
 */
export class DynamoPaceStore implements PaceStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async add(userId: string, take: { words: number; durationMs: number }, now: Date): Promise<PaceTotals> {
    const res = await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        ...paceAddUpdate(userId, take, now),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toPaceTotals(res.Attributes!);
  }

  async get(userId: string): Promise<PaceTotals | null> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: paceKey(userId) }));
    return res.Item ? toPaceTotals(res.Item) : null;
  }
}
