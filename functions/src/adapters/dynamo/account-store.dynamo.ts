import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { Profile } from '@shared/profile/profile.schema';
import type { AccountStanding, AccountStandings } from '../../accounts/ports';
import type { AccountStore, NewAccount } from '../../core/ports';
import { isTransactionConditionFailed } from './client';
import { connectionKey } from './connection.entity';
import { keys } from './keys';
import { pairingKey } from './pairing.entity';
import { paymentCustomerKey } from './payment.entity';
import { profileItem, profileKey, toProfile, toStanding } from './profile.entity';
import { subscriptionItem, subscriptionKey, toSubscription } from './subscription.entity';
import { queryAll } from './table-io';

/** BatchWriteItem takes at most 25 requests. */
const BATCH_SIZE = 25;
const BATCH_ATTEMPTS = 8;

/** Profiles and subscriptions in the single table (docs/DATA-MODEL.md, patterns A1–A5). */
export class DynamoAccountStore implements AccountStore, AccountStandings {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async createAccount(
    account: NewAccount,
    subscription: Subscription,
    joinDate: string,
  ): Promise<{ created: boolean }> {
    const profile: Profile = {
      userId: account.userId,
      name: account.name,
      email: account.email,
      avatarUrl: account.avatarUrl,
      joinDate,
    };
    try {
      // Both rows or neither, and only the first time: a retried trigger must not reset credits.
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: profileItem(profile),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: this.tableName,
                Item: subscriptionItem(subscription),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return { created: true };
    } catch (err) {
      if (isTransactionConditionFailed(err)) return { created: false };
      throw err;
    }
  }

  async getProfile(userId: string): Promise<Profile | null> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: profileKey(userId) }));
    return res.Item ? toProfile(res.Item) : null;
  }

  async getSubscription(userId: string): Promise<Subscription | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: subscriptionKey(userId), ConsistentRead: true }),
    );
    return res.Item ? toSubscription(res.Item) : null;
  }

  async putSubscription(subscription: Subscription): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: subscriptionItem(subscription),
      }),
    );
  }

  async getStanding(userId: string): Promise<AccountStanding | null> {
    const res = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: profileKey(userId),
        ProjectionExpression: '#status, tokensValidAfter, pk',
        ExpressionAttributeNames: { '#status': 'status' },
      }),
    );
    return res.Item ? toStanding(res.Item) : null;
  }

  async setStanding(userId: string, standing: AccountStanding): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: profileKey(userId),
          UpdateExpression:
            standing.tokensValidAfter === undefined
              ? 'SET #status = :status REMOVE tokensValidAfter'
              : 'SET #status = :status, tokensValidAfter = :after',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': standing.status,
            ...(standing.tokensValidAfter === undefined ? {} : { ':after': standing.tokensValidAfter }),
          },
        }),
      );
      return true;
    } catch (err) {
      if (
        err instanceof ConditionalCheckFailedException ||
        (err as { name?: string }).name === 'ConditionalCheckFailedException'
      )
        return false;
      throw err;
    }
  }

  async deleteEverything(userId: string): Promise<{ rows: number; connectionIds: string[] }> {
    // A7: one Query on the user's partition (every page); each connection also has a row under its
    // own id, each pairing its own partition (found through its PAIRREF# pointer, with its phones).
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId) },
      ProjectionExpression: 'pk, sk, connectionId, stripeCustomerId',
    });
    const appIds = items
      .filter((i) => String(i.sk).startsWith(keys.userConnectionPrefix))
      .map((i) => (i.connectionId as string | undefined) ?? String(i.sk).slice(keys.userConnectionPrefix.length));
    const codes = items
      .filter((i) => String(i.sk).startsWith(keys.pairingRefPrefix))
      .map((i) => String(i.sk).slice(keys.pairingRefPrefix.length));
    const pairings = await Promise.all(codes.map((code) => this.pairingRows(userId, code)));
    const phoneIds = pairings.flatMap((p) => p.phoneIds);
    const connectionIds = [...appIds, ...phoneIds];
    // The profile row goes last: while any row is left, the account still reads as deleted, not as never created.
    const profileSk = profileKey(userId).sk;
    const ordered = [
      ...connectionIds.map((id) => connectionKey(id)),
      ...pairings.flatMap((p) => p.keys),
      ...items.filter((i) => i.sk !== profileSk).map((i) => ({ pk: i.pk, sk: i.sk })),
      ...items.filter((i) => i.sk === profileSk).map((i) => ({ pk: i.pk, sk: i.sk })),
    ];
    for (let i = 0; i < ordered.length; i += BATCH_SIZE) await this.deleteBatch(ordered.slice(i, i + BATCH_SIZE));
    // The customer lookup (B3) last, once the subscription row is gone: a payment event applied
    // meanwhile (B2 puts the lookup) fails its condition on the missing row and cannot bring it back.
    const customers = [
      ...new Set(items.map((i) => i.stripeCustomerId).filter((c): c is string => typeof c === 'string' && !!c)),
    ].map((c) => paymentCustomerKey(c));
    if (customers.length) await this.deleteBatch(customers);
    return { rows: ordered.length + customers.length, connectionIds };
  }

  /**
   * A pairing's partition (P5's Query, without the ttl filter: expired rows go too) when the user
   * owns it; a code since taken by another user's live pairing is left alone.
   */
  private async pairingRows(
    userId: string,
    code: string,
  ): Promise<{ keys: Array<{ pk: unknown; sk: unknown }>; phoneIds: string[] }> {
    const rows = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.pairingPk(code) },
      ProjectionExpression: 'pk, sk, userId, connectionId',
    });
    const pairing = rows.find((r) => r.sk === pairingKey(code).sk);
    if (pairing && pairing.userId !== userId) return { keys: [], phoneIds: [] };
    return {
      keys: rows.map((r) => ({ pk: r.pk, sk: r.sk })),
      phoneIds: rows
        .filter((r) => String(r.sk).startsWith(keys.pairingRemotePrefix))
        .map((r) => (r.connectionId as string | undefined) ?? String(r.sk).slice(keys.pairingRemotePrefix.length)),
    };
  }

  /** One BatchWriteItem of deletes, resending what DynamoDB left unprocessed (throttling) with a backoff. */
  private async deleteBatch(keysToDelete: Array<Record<string, unknown>>): Promise<void> {
    let requests = keysToDelete.map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 1; requests.length > 0; attempt++) {
      if (attempt > BATCH_ATTEMPTS) throw new Error(`${requests.length} deletes left unprocessed`);
      const res = await this.db.send(new BatchWriteCommand({ RequestItems: { [this.tableName]: requests } }));
      requests = (res.UnprocessedItems?.[this.tableName] ?? []) as typeof requests;
      if (requests.length > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 10));
    }
  }
}
