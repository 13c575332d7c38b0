import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './client';
import { keys } from './keys';
import { cancellationCodes, epochSeconds, isLive, transactWrite, type Item } from './table-io';
import type { ConnectionOwner, PairAttempts, PairingStore, StoredPairing } from '../../teleprompter/ports';

/** How long a window of failed pairing connects lasts (P6, P7). */
export const PAIR_FAILURE_WINDOW_SECONDS = 10 * 60;

/**
 * The phone remote's rows (docs/DATA-MODEL.md P1–P7): the pairing `PAIR#<code>` / `PAIRING`, one
 * `PAIR#<code>` / `REMOTE#<connectionId>` per phone, the phone's `WSCONN#<id>` / `WSCONN` row
 * (kind `remote`, which $disconnect's C2 reads to delete both) and the failed-connect counters.
 * Every row carries a ttl; DynamoDB Local never deletes expired items, so reads filter them.
 */
export class DynamoPairingStore implements PairingStore, PairAttempts {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async create(pairing: StoredPairing, now: Date): Promise<boolean> {
    try {
      await transactWrite(this.db, [
        {
          Put: {
            TableName: this.tableName,
            Item: { ...keys.pairing(pairing.code), type: 'pairing', ...pairing, ttl: pairing.expiresAt },
            // An expired pairing DynamoDB has not deleted yet may be replaced.
            ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':now': epochSeconds(now) },
          },
        },
        {
          // The owner's pointer, so account deletion reaches the pairing without a Scan (A7).
          Put: {
            TableName: this.tableName,
            Item: {
              ...keys.pairingRef(pairing.userId, pairing.code),
              type: 'pairingRef',
              code: pairing.code,
              ttl: pairing.expiresAt,
            },
          },
        },
      ]);
      return true;
    } catch (err) {
      if (cancellationCodes(err)[0] === 'ConditionalCheckFailed') return false;
      throw err;
    }
  }

  async get(code: string, now: Date): Promise<StoredPairing | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.pairing(code), ConsistentRead: true }),
    );
    return res.Item && isLive(res.Item, epochSeconds(now)) ? pairingOf(res.Item) : null;
  }

  async addRemote(connectionId: string, pairing: StoredPairing): Promise<void> {
    const ttl = pairing.expiresAt;
    await transactWrite(this.db, [
      {
        Put: {
          TableName: this.tableName,
          Item: {
            ...keys.connection(connectionId),
            type: 'connection',
            kind: 'remote',
            userId: pairing.userId,
            code: pairing.code,
            sessionId: pairing.sessionId,
            ttl,
          },
        },
      },
      {
        Put: {
          TableName: this.tableName,
          Item: { ...keys.pairingRemote(pairing.code, connectionId), type: 'remote', connectionId, ttl },
        },
      },
    ]);
  }

  async ownerOf(connectionId: string, now: Date): Promise<ConnectionOwner | null> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: keys.connection(connectionId) }));
    const item = res.Item;
    if (!item || !isLive(item, epochSeconds(now)) || typeof item.userId !== 'string') return null;
    if (item.kind === 'remote')
      return { kind: 'remote', userId: item.userId, code: String(item.code), sessionId: String(item.sessionId) };
    return { kind: 'app', userId: item.userId };
  }

  async withRemotes(code: string, now: Date): Promise<{ pairing: StoredPairing | null; remoteIds: string[] }> {
    const nowS = epochSeconds(now);
    const res = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':pk': keys.pairingPk(code), ':now': nowS },
      }),
    );
    const items = (res.Items ?? []).filter((i) => isLive(i, nowS));
    const pairingItem = items.find((i) => i.sk === keys.pairing(code).sk);
    return {
      pairing: pairingItem ? pairingOf(pairingItem) : null,
      remoteIds: items
        .filter((i) => String(i.sk).startsWith(keys.pairingRemotePrefix))
        .map((i) => i.connectionId as string),
    };
  }

  async failures(clientKey: string, now: Date): Promise<number> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.pairFailures(clientKey, windowOf(now)) }),
    );
    return res.Item && isLive(res.Item, epochSeconds(now)) && typeof res.Item.count === 'number' ? res.Item.count : 0;
  }

  async count(clientKey: string, max: number, now: Date): Promise<boolean> {
    const window = windowOf(now);
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.pairFailures(clientKey, window),
          UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one, #ttl = :ttl, #type = :type',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl', '#type': 'type' },
          ExpressionAttributeValues: {
            ':zero': 0,
            ':one': 1,
            ':max': max,
            ':ttl': (window + 1) * PAIR_FAILURE_WINDOW_SECONDS,
            ':type': 'pairFailures',
          },
        }),
      );
      return true;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return false;
      throw err;
    }
  }

  async uncount(clientKey: string, now: Date): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.pairFailures(clientKey, windowOf(now)),
          UpdateExpression: 'SET #count = #count - :one',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        }),
      );
    } catch (err) {
      // Nothing left to give back (the window turned meanwhile).
      if (!isConditionalCheckFailed(err)) throw err;
    }
  }
}

/** The window a moment falls in: its number since the epoch. */
const windowOf = (now: Date) => Math.floor(epochSeconds(now) / PAIR_FAILURE_WINDOW_SECONDS);

function pairingOf(item: Item): StoredPairing {
  return {
    code: item.code as string,
    userId: item.userId as string,
    sessionId: item.sessionId as string,
    createdAt: item.createdAt as number,
    expiresAt: item.expiresAt as number,
  };
}
