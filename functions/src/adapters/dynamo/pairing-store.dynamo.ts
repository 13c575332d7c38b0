import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './client';
import { keys } from './keys';
import { connectionKey, remoteConnectionItem, toConnectionOwner } from './connection.entity';
import { countConnectUpdate, pairFailuresKey, pairFailuresOf, uncountConnectUpdate } from './pair-failures.entity';
import { pairingItem, pairingKey, pairingRefItem, pairingRemoteItem, remoteIdOf, toPairing } from './pairing.entity';
import { cancellationCodes, epochSeconds, isLive, transactWrite } from './table-io';
import type { ConnectionOwner, PairAttempts, PairingStore, StoredPairing } from '../../teleprompter/ports';

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
            Item: pairingItem(pairing),
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
            Item: pairingRefItem(pairing),
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
      new GetCommand({ TableName: this.tableName, Key: pairingKey(code), ConsistentRead: true }),
    );
    return res.Item && isLive(res.Item, epochSeconds(now)) ? toPairing(res.Item) : null;
  }

  async addRemote(connectionId: string, pairing: StoredPairing): Promise<void> {
    await transactWrite(this.db, [
      { Put: { TableName: this.tableName, Item: remoteConnectionItem(connectionId, pairing) } },
      { Put: { TableName: this.tableName, Item: pairingRemoteItem(connectionId, pairing) } },
    ]);
  }

  async ownerOf(connectionId: string, now: Date): Promise<ConnectionOwner | null> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: connectionKey(connectionId) }));
    const item = res.Item;
    if (!item || !isLive(item, epochSeconds(now))) return null;
    return toConnectionOwner(item);
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
    const pairingItem = items.find((i) => i.sk === pairingKey(code).sk);
    return {
      pairing: pairingItem ? toPairing(pairingItem) : null,
      remoteIds: items.filter((i) => String(i.sk).startsWith(keys.pairingRemotePrefix)).map(remoteIdOf),
    };
  }

  async failures(clientKey: string, now: Date): Promise<number> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: pairFailuresKey(clientKey, now) }));
    return res.Item && isLive(res.Item, epochSeconds(now)) ? pairFailuresOf(res.Item) : 0;
  }

  async count(clientKey: string, max: number, now: Date): Promise<boolean> {
    try {
      await this.db.send(new UpdateCommand({ TableName: this.tableName, ...countConnectUpdate(clientKey, max, now) }));
      return true;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return false;
      throw err;
    }
  }

  async uncount(clientKey: string, now: Date): Promise<void> {
    try {
      await this.db.send(new UpdateCommand({ TableName: this.tableName, ...uncountConnectUpdate(clientKey, now) }));
    } catch (err) {
      // Nothing left to give back (the window turned meanwhile).
      if (!isConditionalCheckFailed(err)) throw err;
    }
  }
}
