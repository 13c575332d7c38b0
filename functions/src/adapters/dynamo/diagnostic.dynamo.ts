import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { keys } from './keys';
import { diagnosticItem, markerOf } from './diagnostic.entity';

const ulid = monotonicFactory();

/** D1 (docs/DATA-MODEL.md): put, read back and delete one diagnostic item under the user. */
export async function diagnosticRoundTrip(
  db: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  now: Date,
): Promise<{ ok: boolean }> {
  const key = keys.diagnostic(userId, ulid());
  const marker = `diagnostico-${now.toISOString()}`;
  await db.send(new PutCommand({ TableName: tableName, Item: diagnosticItem(key, marker, now) }));
  const read = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  await db.send(new DeleteCommand({ TableName: tableName, Key: key }));
  return { ok: read.Item !== undefined && markerOf(read.Item) === marker };
}
