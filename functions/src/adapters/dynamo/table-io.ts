import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';

/**
 * Reads and writes that more than one store of the single table needs: the credit ledger
 * and the script store share transactions (a script save settles a charge in the same
 * one), so they share how a transaction is sent and retried.
 */

/** One action of a TransactWriteItems call, as the document client takes it. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** An attribute map as the document client returns it. */
export type Item = Record<string, unknown>;

/** DynamoDB allows 100 actions per transaction, DynamoDB Local 10: stay within both. */
export const MAX_TRANSACTION_ITEMS = 10;
const CONFLICT_ATTEMPTS = 10;

export const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** False once the item's `ttl` has passed: DynamoDB Local never deletes expired items, so reads filter them. */
export const isLive = (item: Item, nowS: number) => typeof item.ttl !== 'number' || item.ttl > nowS;

/** Each action's cancellation code of a cancelled transaction, in the order the actions were sent. */
export function cancellationCodes(err: unknown): string[] {
  return ((err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).map(
    (r) => r.Code ?? 'None',
  );
}

/**
 * A transaction, retried while it only collided with another one on the same item
 * (TransactionConflict): concurrent generations of one user all touch its subscription.
 * A failed condition is never retried.
 */
export async function transactWrite(db: DynamoDBDocumentClient, items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (err) {
      const codes = cancellationCodes(err);
      const conflictOnly =
        (err as { name?: string }).name === 'TransactionCanceledException' &&
        codes.includes('TransactionConflict') &&
        !codes.includes('ConditionalCheckFailed');
      if (!conflictOnly || attempt >= CONFLICT_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}

/** Every page of a Query on the table (a user's partition is small, but never assume one page). */
export async function queryAll(
  db: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'> & { TableName: string },
): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    out.push(...((res.Items ?? []) as Item[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

/** How many items a Query matches (after its filter), over every page: sizes are read, not returned. */
export async function queryCount(
  db: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Select'> & { TableName: string },
): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }));
    total += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return total;
}

/** The raw item (consistent), or null: for a write that builds on what it holds. */
export async function getConsistent(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: { pk: string; sk: string },
): Promise<Item | null> {
  const res = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return (res.Item as Item | undefined) ?? null;
}
