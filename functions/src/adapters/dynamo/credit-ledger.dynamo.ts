import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError, InsufficientCreditsError, NotFoundError } from '../../core/errors';
import type { ChargeRecord, ChargeRequest, CreditLedger, StaleCharge } from '../../credits/ports';
import { finishedChargeExpiry, pendingChargeItem, toChargeRecord, toStaleCharge } from './charge.entity';
import { isConditionalCheckFailed, isTransactionConditionFailed } from './client';
import { keys } from './keys';
import { profileKey } from './profile.entity';
import { creditsRemainingOf, subscriptionKey } from './subscription.entity';
import { cancellationCodes, queryAll, transactWrite, type TransactItem } from './table-io';

/**
 * The transaction actions that settle a pending charge as done with what its operation
 * produced (L3). Exported for the stores whose write must be atomic with the settlement
 * (the script store's S1, S2 and S6, the image store's IM2, the idea results' I1): they put
 * them in their own transaction, so a result is never saved without its charge settling, nor
 * the reverse. The settle's condition fails when the charge is no longer pending (refunded by
 * L2 or L6 meanwhile, or erased with its account); the check beside it fails once the account
 * is marked deleted, before its rows are erased (docs/ARCHITECTURE.md §account-deletion.in-flight).
 * Either cancels that write, so an operation that outlives its account writes nothing back.
 */
export function settleChargeActions(
  tableName: string,
  userId: string,
  operationId: string,
  resultIds: string[],
  finishedAt: string,
): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.charge(userId, operationId),
        UpdateExpression: 'SET #status = :done, scriptIds = :ids, #ttl = :ttl',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':pending': 'pending',
          ':ids': resultIds,
          ':ttl': finishedChargeExpiry(finishedAt),
        },
      },
    },
    {
      // The profile is erased last (A7), after the charges: while it exists it says whether the
      // account is being deleted; once it is gone, so is the charge, and the settle fails instead.
      ConditionCheck: {
        TableName: tableName,
        Key: profileKey(userId),
        ConditionExpression: 'attribute_not_exists(#status) OR #status <> :deleted',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':deleted': 'deleted' },
      },
    },
  ];
}

/**
 * The subscription's side of every move of credits: a debit (L1), which may not take the
 * balance below zero and stamps the subscription, or a credit back (L2). Both require the
 * subscription to exist, so credits never move for an unknown user.
 */
function balanceAction(
  tableName: string,
  userId: string,
  move: { debit: number; now: Date } | { credit: number },
): TransactItem {
  const debit = 'debit' in move;
  return {
    Update: {
      TableName: tableName,
      Key: subscriptionKey(userId),
      UpdateExpression: debit
        ? 'SET creditsRemaining = creditsRemaining - :cost, updatedAt = :now'
        : 'SET creditsRemaining = creditsRemaining + :cost',
      ConditionExpression: debit ? 'attribute_exists(pk) AND creditsRemaining >= :cost' : 'attribute_exists(pk)',
      ExpressionAttributeValues: debit
        ? { ':cost': move.debit, ':now': move.now.toISOString() }
        : { ':cost': move.credit },
    },
  };
}

/**
 * L1's two actions: the debit and the pending charge. Exported for a store whose own write must
 * be atomic with the charge (the image store counts a free plan's image in the same transaction,
 * docs/DATA-MODEL.md IM1); the cancellation codes keep this order: [balance, charge, …].
 */
export function chargeActions(tableName: string, c: ChargeRequest): TransactItem[] {
  return [
    balanceAction(tableName, c.userId, { debit: c.cost, now: c.now }),
    {
      Put: {
        TableName: tableName,
        Item: pendingChargeItem(c),
        // New, or refunded as stale (L6): the retry of an operation whose process died
        // starts anew, once (the Put makes it pending again, so a second retry conflicts).
        ConditionExpression: 'attribute_not_exists(pk) OR (#status = :failed AND stale = :true)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':true': true },
      },
    },
  ];
}

/**
 * The credit ledger in the single table (docs/DATA-MODEL.md, patterns L1–L6): the balance
 * lives on the subscription item, each charge on its own item under the user, and every
 * move of credits is one transaction over both. Every key starts from the caller's user id.
 */
export class DynamoCreditLedger implements CreditLedger {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async charge(c: ChargeRequest): Promise<void> {
    try {
      await transactWrite(this.db, chargeActions(this.tableName, c));
    } catch (err) {
      if (!isTransactionConditionFailed(err)) throw err;
      const [credits, charge] = cancellationCodes(err);
      // The charge check wins: a retried request must not read as "no credits".
      if (charge === 'ConditionalCheckFailed') throw new ConflictError('Esta geração já foi feita.', { cause: err });
      if (credits === 'ConditionalCheckFailed') throw new InsufficientCreditsError({ cause: err });
      throw err;
    }
  }

  async refund(r: { userId: string; operationId: string; cost: number; reason: string; now: Date }): Promise<boolean> {
    return this.refundCharge(r, false);
  }

  /** L2; `stale` (L6) marks the charge so that a retry of its operation may charge it anew (L1). */
  private async refundCharge(
    r: { userId: string; operationId: string; cost: number; reason: string; now: Date },
    stale: boolean,
  ): Promise<boolean> {
    try {
      await transactWrite(this.db, [
        balanceAction(this.tableName, r.userId, { credit: r.cost }),
        {
          Update: {
            TableName: this.tableName,
            Key: keys.charge(r.userId, r.operationId),
            UpdateExpression: `SET #status = :failed, message = :reason, #ttl = :ttl${stale ? ', stale = :true' : ''}`,
            // Only a pending charge is refunded, so a refund happens at most once, and only
            // by the amount it was charged.
            ConditionExpression: '#status = :pending AND #cost = :cost',
            ExpressionAttributeNames: { '#status': 'status', '#cost': 'cost', '#ttl': 'ttl' },
            ExpressionAttributeValues: {
              ':failed': 'failed',
              ':pending': 'pending',
              ':reason': r.reason.slice(0, 300),
              ':cost': r.cost,
              ':ttl': finishedChargeExpiry(r.now),
              ...(stale ? { ':true': true } : {}),
            },
          },
        },
      ]);
      return true;
    } catch (err) {
      if (isTransactionConditionFailed(err)) return false; // already refunded or settled
      throw err;
    }
  }

  async refundStale(userId: string, opts: { createdBefore: Date; now: Date; reason: string }): Promise<StaleCharge[]> {
    // Eventually consistent is enough: a stale item was written minutes ago, and the
    // refund below re-checks `status = pending` in its own condition anyway.
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      // createdAt is a toISOString() instant, so string order is time order. No ttl
      // filter: pending items carry none, and done / failed ones (which do, and which
      // DynamoDB Local never deletes) are already left out by the status.
      FilterExpression: '#status = :pending AND createdAt < :cutoff',
      ProjectionExpression: 'sk, #kind, #cost, createdAt',
      ExpressionAttributeNames: { '#status': 'status', '#cost': 'cost', '#kind': 'kind' },
      ExpressionAttributeValues: {
        ':pk': keys.userPk(userId),
        ':prefix': keys.chargePrefix,
        ':pending': 'pending',
        ':cutoff': opts.createdBefore.toISOString(),
      },
    });
    const stale = items.map(toStaleCharge).filter((c): c is StaleCharge => c !== null);

    // One at a time: every refund touches the subscription, so parallel ones would only
    // collide. A concurrent reconcile or a late finisher makes the condition fail: skipped.
    const refunded: StaleCharge[] = [];
    for (const c of stale) {
      const args = { userId, operationId: c.operationId, cost: c.cost, reason: opts.reason, now: opts.now };
      if (await this.refundCharge(args, true)) refunded.push(c);
    }
    return refunded;
  }

  async held(userId: string): Promise<number> {
    // L7: consistent, so a charge just made or just refunded is counted as it stands.
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#status = :pending',
      ProjectionExpression: '#cost',
      ExpressionAttributeNames: { '#status': 'status', '#cost': 'cost' },
      ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.chargePrefix, ':pending': 'pending' },
      ConsistentRead: true,
    });
    return items.reduce((sum, i) => sum + (typeof i.cost === 'number' ? i.cost : 0), 0);
  }

  async getCharge(userId: string, operationId: string, now: Date): Promise<ChargeRecord | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.charge(userId, operationId), ConsistentRead: true }),
    );
    return toChargeRecord(res.Item, now);
  }

  async balance(userId: string): Promise<number> {
    const res = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: subscriptionKey(userId),
        ConsistentRead: true,
        ProjectionExpression: 'creditsRemaining',
      }),
    );
    if (!res.Item) throw new NotFoundError('Assinatura não encontrada.');
    return creditsRemainingOf(res.Item);
  }

  async renew(
    userId: string,
    r: { fromResetAt: string; credits: number; nextResetAt: string; now: Date },
  ): Promise<boolean> {
    try {
      // L8: conditioned on the old reset date, so two concurrent renewals write once.
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: subscriptionKey(userId),
          UpdateExpression:
            'SET creditsRemaining = :credits, creditsTotal = :credits, creditsResetAt = :next, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND creditsResetAt = :from',
          ExpressionAttributeValues: {
            ':credits': r.credits,
            ':next': r.nextResetAt,
            ':now': r.now.toISOString(),
            ':from': r.fromResetAt,
          },
        }),
      );
      return true;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return false; // renewed meanwhile (or no subscription)
      throw err;
    }
  }
}
