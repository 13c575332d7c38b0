import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaceTotals } from '@shared/teleprompter/pace.schema';
import type { PaceStore } from '../../teleprompter/ports';
import { keys } from './keys';

const number = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function totalsOf(item: Record<string, unknown> | undefined): PaceTotals | null {
  if (!item) return null;
  return { totalWords: number(item.totalWords), totalMs: number(item.totalMs), takes: number(item.takes) };
}

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
        Key: keys.pace(userId),
        UpdateExpression:
          'ADD totalWords :words, totalMs :ms, takes :one SET #type = :type, userId = :userId, updatedAt = :now',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':words': take.words,
          ':ms': take.durationMs,
          ':one': 1,
          ':type': 'pace',
          ':userId': userId,
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return totalsOf(res.Attributes)!;
  }

  async get(userId: string): Promise<PaceTotals | null> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: keys.pace(userId) }));
    return totalsOf(res.Item);
  }
}
