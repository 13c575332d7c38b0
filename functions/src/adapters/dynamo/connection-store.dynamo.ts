import { GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../../core/ports';
import type { ConnectionStore } from '../../realtime/ports';
import {
  appConnectionItems,
  connectionIdOf,
  connectionKey,
  toConnectionOwner,
  userConnectionKey,
} from './connection.entity';
import { keys } from './keys';

/**
 * WebSocket connections (docs/DATA-MODEL.md, patterns C1–C3): one item under the user for
 * fan-out, one under the connection id for $disconnect (a phone remote has none under the user). Both expire through the TTL;
 * DynamoDB Local never deletes expired items, so reads filter them too.
 */
export class DynamoConnectionStore implements ConnectionStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly clock: Clock,
  ) {}

  async add(connectionId: string, userId: string, ttlSeconds: number): Promise<void> {
    const ttl = Math.floor(this.clock.now().getTime() / 1000) + ttlSeconds;
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: appConnectionItems(connectionId, userId, ttl).map((Item) => ({
          Put: { TableName: this.tableName, Item },
        })),
      }),
    );
  }

  /**
   * Forgets a connection (C2): an app connection's two rows, or a phone remote's row and its row
   * under the pairing (`kind: 'remote'`, written by the teleprompter's pairing store, P3).
   */
  async remove(connectionId: string): Promise<void> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: connectionKey(connectionId) }));
    if (!res.Item) return;
    const owner = toConnectionOwner(res.Item);
    const other =
      owner.kind === 'remote'
        ? keys.pairingRemote(owner.code, connectionId)
        : userConnectionKey(owner.userId, connectionId);
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: this.tableName, Key: other } },
          { Delete: { TableName: this.tableName, Key: connectionKey(connectionId) } },
        ],
      }),
    );
  }

  async listForUser(userId: string): Promise<string[]> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const res = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: '#ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':pk': keys.userPk(userId),
          ':prefix': keys.userConnectionPrefix,
          ':now': now,
        },
      }),
    );
    return (res.Items ?? []).map(connectionIdOf);
  }
}
