import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../../core/errors';
import type { ApplyOptions, ApplyOutcome, BillingChange, BillingRow, BillingStore } from '../../billing/ports';
import { cancellationCodes, transactWrite, type TransactItem } from './table-io';
import {
  cancellationFeedbackItem,
  paymentCustomerItem,
  paymentCustomerKey,
  paymentEventItem,
  userOfPaymentCustomer,
} from './payment.entity';
import { subscriptionKey, toBillingRow } from './subscription.entity';

/** Billing's side of the single table (docs/DATA-MODEL.md B1–B5). */
export class DynamoBillingStore implements BillingStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<BillingRow | null> {
    // B1: the subscription row with its billing attributes, read consistently.
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: subscriptionKey(userId), ConsistentRead: true }),
    );
    return res.Item ? toBillingRow(res.Item) : null;
  }

  async findUserByCustomer(customerId: string): Promise<string | null> {
    // B3
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: paymentCustomerKey(customerId), ConsistentRead: true }),
    );
    return res.Item ? userOfPaymentCustomer(res.Item) : null;
  }

  async apply(userId: string, change: BillingChange, opts: ApplyOptions): Promise<ApplyOutcome> {
    const items: TransactItem[] = [];
    if (opts.eventId)
      items.push({
        Put: {
          TableName: this.tableName,
          Item: paymentEventItem(opts.eventId, opts.eventType, opts.now),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    const update = this.subscriptionUpdate(userId, change, opts);
    const updateIndex = items.push(update) - 1;
    items.push({
      Put: {
        TableName: this.tableName,
        Item: paymentCustomerItem(change.customerId, userId),
      },
    });
    try {
      await transactWrite(this.db, items);
      return 'applied';
    } catch (err) {
      const codes = cancellationCodes(err);
      if (!codes.includes('ConditionalCheckFailed')) throw err;
      if (opts.eventId && codes[0] === 'ConditionalCheckFailed') return 'duplicate';
      if (codes[updateIndex] !== 'ConditionalCheckFailed') throw err;
      const row = await this.db.send(
        new GetCommand({ TableName: this.tableName, Key: subscriptionKey(userId), ConsistentRead: true }),
      );
      return row.Item ? 'lost-race' : 'gone';
    }
  }

  /**
   * B2's write: the state of one provider read, only over an older read (`providerReadAt`),
   * only on an existing row (a deleted account is never brought back), a period's credits
   * at most once (`creditsPeriod`), an ending only for the subscription the row follows, and
   * a live subscription only on a row that follows none, the same one, or the one it replaces
   * (a second subscription never takes over the row: docs/DATA-MODEL.md §billing.duplicates).
   */
  private subscriptionUpdate(
    userId: string,
    change: BillingChange,
    opts: { readAt: number; endsSubscription?: string; replacesSubscription?: string },
  ): TransactItem {
    const set = [
      '#plan = :plan',
      '#status = :status',
      'creditsTotal = :total',
      'currentPeriodEnd = :periodEnd',
      'cancelAtPeriodEnd = :cancel',
      'updatedAt = :updatedAt',
      'stripeCustomerId = :customer',
      'providerReadAt = :readAt',
    ];
    const remove: string[] = [];
    const values: Record<string, unknown> = {
      ':plan': change.plan,
      ':status': change.status,
      ':total': change.creditsTotal,
      ':periodEnd': change.currentPeriodEnd,
      ':cancel': change.cancelAtPeriodEnd,
      ':updatedAt': change.updatedAt,
      ':customer': change.customerId,
      ':readAt': opts.readAt,
    };
    const conditions = ['attribute_exists(pk)', '(attribute_not_exists(providerReadAt) OR providerReadAt < :readAt)'];
    if (change.billingInterval) {
      set.push('billingInterval = :interval');
      values[':interval'] = change.billingInterval;
    } else remove.push('billingInterval');
    if (change.subscriptionId) {
      set.push('stripeSubscriptionId = :sub');
      values[':sub'] = change.subscriptionId;
      if (opts.replacesSubscription) {
        conditions.push('(attribute_not_exists(stripeSubscriptionId) OR stripeSubscriptionId IN (:sub, :replaces))');
        values[':replaces'] = opts.replacesSubscription;
      } else conditions.push('(attribute_not_exists(stripeSubscriptionId) OR stripeSubscriptionId = :sub)');
    } else remove.push('stripeSubscriptionId');
    if (opts.endsSubscription) {
      conditions.push('stripeSubscriptionId = :ends');
      values[':ends'] = opts.endsSubscription;
    }
    if (change.credits) {
      set.push('creditsRemaining = :remaining', 'creditsResetAt = :resetAt');
      values[':remaining'] = change.credits.remaining;
      values[':resetAt'] = change.credits.resetAt;
      if (change.credits.period) {
        set.push('creditsPeriod = :period');
        conditions.push('(attribute_not_exists(creditsPeriod) OR creditsPeriod <> :period)');
        values[':period'] = change.credits.period;
      }
    }
    return {
      Update: {
        TableName: this.tableName,
        Key: subscriptionKey(userId),
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: { '#plan': 'plan', '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    };
  }

  async linkCustomer(userId: string, customerId: string): Promise<string> {
    // B6: the first customer recorded stays; a concurrent checkout's customer is left unused.
    try {
      await transactWrite(this.db, [
        {
          Update: {
            TableName: this.tableName,
            Key: subscriptionKey(userId),
            UpdateExpression: 'SET stripeCustomerId = :customer',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(stripeCustomerId)',
            ExpressionAttributeValues: { ':customer': customerId },
          },
        },
        {
          Put: {
            TableName: this.tableName,
            Item: paymentCustomerItem(customerId, userId),
          },
        },
      ]);
      return customerId;
    } catch (err) {
      if (cancellationCodes(err)[0] !== 'ConditionalCheckFailed') throw err;
      const row = await this.get(userId);
      if (!row?.customerId) throw new NotFoundError('Assinatura não encontrada.');
      return row.customerId;
    }
  }

  async saveCancellationFeedback(userId: string, feedback: { text: string; plan: string; at: string }): Promise<void> {
    // B4
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: cancellationFeedbackItem(userId, feedback),
      }),
    );
  }

  async forgetCustomer(customerId: string): Promise<void> {
    // B5
    await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: paymentCustomerKey(customerId) }));
  }
}
