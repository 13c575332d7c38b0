import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { subscriptionSchema, type Subscription } from '@shared/subscription/subscription.schema';
import type { Profile } from '@shared/profile/profile.schema';
import type { AccountStore, NewAccount } from '../../core/ports';
import { isTransactionConditionFailed } from './client';
import { keys } from './keys';

/** Profiles and subscriptions in the single table (docs/DATA-MODEL.md, patterns A1–A3). */
export class DynamoAccountStore implements AccountStore {
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
                Item: { ...keys.profile(account.userId), type: 'profile', ...profile },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: this.tableName,
                Item: { ...keys.subscription(account.userId), type: 'subscription', ...subscription },
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
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: keys.profile(userId) }));
    if (!res.Item) return null;
    const { userId: id, name, email, avatarUrl, joinDate } = res.Item;
    return { userId: id, name, email, avatarUrl: avatarUrl ?? null, joinDate };
  }

  async getSubscription(userId: string): Promise<Subscription | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.subscription(userId), ConsistentRead: true }),
    );
    if (!res.Item) return null;
    const subscription: Subscription = subscriptionSchema.parse({ currentPeriodEnd: null, ...res.Item });
    return subscription;
  }

  async putSubscription(subscription: Subscription): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...keys.subscription(subscription.userId), type: 'subscription', ...subscription },
      }),
    );
  }
}
