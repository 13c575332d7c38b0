import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError, InsufficientCreditsError } from '../../core/errors';
import { finishedChargeExpiry } from './charge.entity';
import { DynamoCreditLedger, settleChargeActions } from './credit-ledger.dynamo';
import { cancelled, mockedDocumentClient } from './test-support';

const { ddb, db, transactions } = mockedDocumentClient();
beforeEach(() => ddb.reset());

const ledger = new DynamoCreditLedger(db, 'tabela');
const NOW = new Date('2026-03-15T09:30:00.900Z');
const WEEK_S = 7 * 86_400;

describe('finishedChargeExpiry', () => {
  it('is 7 days after the charge finished, in epoch seconds, from a Date or an ISO string', () => {
    const expected = Math.floor(NOW.getTime() / 1000) + WEEK_S;
    expect(finishedChargeExpiry(NOW)).toBe(expected);
    expect(finishedChargeExpiry(NOW.toISOString())).toBe(expected);
  });
});

describe('DynamoCreditLedger.charge (L1)', () => {
  const charge = { userId: 'ana', operationId: 'op-1', cost: 300, kind: 'generate' as const, now: NOW };

  it('debits the subscription only if the balance covers the cost, and puts the pending charge once, in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await ledger.charge(charge);
    expect(transactions()).toEqual([
      [
        {
          Update: {
            TableName: 'tabela',
            Key: { pk: 'USER#ana', sk: 'SUBSCRIPTION' },
            UpdateExpression: 'SET creditsRemaining = creditsRemaining - :cost, updatedAt = :now',
            ConditionExpression: 'attribute_exists(pk) AND creditsRemaining >= :cost',
            ExpressionAttributeValues: { ':cost': 300, ':now': NOW.toISOString() },
          },
        },
        {
          Put: {
            TableName: 'tabela',
            // no ttl while pending: L6 must still find it if its process dies
            Item: {
              pk: 'USER#ana',
              sk: 'GEN#op-1',
              type: 'generation',
              kind: 'generate',
              status: 'pending',
              cost: 300,
              createdAt: NOW.toISOString(),
            },
            // new, or refunded as stale by L6: a dead operation's retry starts anew
            ConditionExpression: 'attribute_not_exists(pk) OR (#status = :failed AND stale = :true)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':failed': 'failed', ':true': true },
          },
        },
      ],
    ]);
  });

  it.each([
    ['the operation id was charged before', ['None', 'ConditionalCheckFailed'], ConflictError],
    ['the balance is short', ['ConditionalCheckFailed', 'None'], InsufficientCreditsError],
    [
      'both: a retry must not read as "no credits"',
      ['ConditionalCheckFailed', 'ConditionalCheckFailed'],
      ConflictError,
    ],
  ])('names the refusal when %s', async (_case, codes, error) => {
    ddb.on(TransactWriteCommand).rejects(cancelled(...codes));
    await expect(ledger.charge(charge)).rejects.toBeInstanceOf(error);
    expect(transactions()).toHaveLength(1); // a failed condition is never retried
  });

  it('retries a transaction that only collided with another one', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict', 'None')).resolves({});
    await ledger.charge(charge);
    expect(transactions()).toHaveLength(2);
  });
});

describe('DynamoCreditLedger.refund (L2)', () => {
  const refund = { userId: 'ana', operationId: 'op-1', cost: 100, reason: 'Erro ao gerar roteiro', now: NOW };

  it('credits the cost back and fails the charge only while it is pending at exactly that cost', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await ledger.refund(refund)).toBe(true);
    const [credit, fail] = transactions()[0]!;
    expect(credit!.Update).toMatchObject({
      Key: { pk: 'USER#ana', sk: 'SUBSCRIPTION' },
      UpdateExpression: 'SET creditsRemaining = creditsRemaining + :cost',
      ExpressionAttributeValues: { ':cost': 100 },
    });
    expect(fail!.Update).toMatchObject({
      Key: { pk: 'USER#ana', sk: 'GEN#op-1' },
      ConditionExpression: '#status = :pending AND #cost = :cost',
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':reason': 'Erro ao gerar roteiro',
        ':cost': 100,
        ':ttl': finishedChargeExpiry(NOW),
      },
    });
  });

  it('answers false, and gives nothing, when the charge was already refunded or settled', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    expect(await ledger.refund(refund)).toBe(false);
  });
});

describe('DynamoCreditLedger.refundStale (L6)', () => {
  it('refunds each pending charge older than the cutoff by its own stored cost, and skips one without a cost', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { sk: 'GEN#old', kind: 'generate', cost: 300, createdAt: '2026-03-15T09:00:00.000Z' },
        { sk: 'GEN#nocost', kind: 'edit', createdAt: '2026-03-15T09:01:00.000Z' },
        { sk: 'GEN#gone', kind: 'edit', cost: 100, createdAt: '2026-03-15T09:02:00.000Z' },
      ],
    });
    ddb.on(TransactWriteCommand).resolvesOnce({}).rejectsOnce(cancelled('None', 'ConditionalCheckFailed')); // refunded meanwhile by someone else

    const refunded = await ledger.refundStale('ana', {
      createdBefore: new Date('2026-03-15T09:25:00.000Z'),
      now: NOW,
      reason: 'interrompida',
    });

    expect(refunded).toEqual([
      { operationId: 'old', kind: 'generate', cost: 300, createdAt: '2026-03-15T09:00:00.000Z' },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#status = :pending AND createdAt < :cutoff',
      ExpressionAttributeValues: { ':pk': 'USER#ana', ':prefix': 'GEN#', ':cutoff': '2026-03-15T09:25:00.000Z' },
    });
    const refundedKeys = transactions().map((t) => [
      t[1]!.Update!.Key,
      t[1]!.Update!.ExpressionAttributeValues![':cost'],
    ]);
    expect(refundedKeys).toEqual([
      [{ pk: 'USER#ana', sk: 'GEN#old' }, 300],
      [{ pk: 'USER#ana', sk: 'GEN#gone' }, 100],
    ]);
    // marked stale, so a retry of the dead operation may charge it anew (L1)
    expect(transactions()[0]![1]!.Update!.UpdateExpression).toBe(
      'SET #status = :failed, message = :reason, #ttl = :ttl, stale = :true',
    );
  });

  it('leaves a plain refund (L2) unmarked: a failed operation stays used', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await ledger.refund({ userId: 'ana', operationId: 'op', cost: 100, reason: 'x', now: NOW });
    expect(transactions()[0]![1]!.Update!.UpdateExpression).toBe(
      'SET #status = :failed, message = :reason, #ttl = :ttl',
    );
  });
});

describe('DynamoCreditLedger.held (L7)', () => {
  it("sums the cost of the user's pending charges, read consistently", async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ cost: 100 }, { cost: 300 }, {}] });
    expect(await ledger.held('ana')).toBe(400);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#status = :pending',
      ConsistentRead: true,
      ExpressionAttributeValues: { ':pk': 'USER#ana', ':prefix': 'GEN#', ':pending': 'pending' },
    });
  });
});

describe('DynamoCreditLedger.getCharge (L4) and balance (L5)', () => {
  it('reads a charge consistently, its result ids from scriptIds, and an expired one as absent', async () => {
    const expires = finishedChargeExpiry(NOW);
    ddb.on(GetCommand, { Key: { pk: 'USER#ana', sk: 'GEN#op-1' } }).resolves({
      Item: { status: 'done', scriptIds: ['s1', 's2'], ttl: expires },
    });
    expect(await ledger.getCharge('ana', 'op-1', NOW)).toEqual({ status: 'done', resultIds: ['s1', 's2'] });
    expect(await ledger.getCharge('ana', 'op-1', new Date((expires + 1) * 1000))).toBeNull();
    expect(ddb.commandCalls(GetCommand).every((c) => c.args[0].input.ConsistentRead === true)).toBe(true);
  });

  it('reads the balance consistently from the subscription, and refuses a user without one', async () => {
    ddb.on(GetCommand, { Key: { pk: 'USER#ana', sk: 'SUBSCRIPTION' } }).resolves({ Item: { creditsRemaining: 700 } });
    ddb.on(GetCommand, { Key: { pk: 'USER#zé', sk: 'SUBSCRIPTION' } }).resolves({});
    expect(await ledger.balance('ana')).toBe(700);
    await expect(ledger.balance('zé')).rejects.toThrow('Assinatura não encontrada.');
  });
});

describe('settleChargeActions (L3)', () => {
  it('marks the charge done with what the operation produced, only while it is pending, and starts its week', () => {
    const Update = settleChargeActions('tabela', 'ana', 'op-1', ['s1'], NOW.toISOString())[0]!.Update;
    expect(Update).toMatchObject({ TableName: 'tabela', Key: { pk: 'USER#ana', sk: 'GEN#op-1' } });
    expect(Update!.ConditionExpression).toBe('#status = :pending');
    expect(Update!.ExpressionAttributeValues).toMatchObject({
      ':done': 'done',
      ':ids': ['s1'],
      ':ttl': finishedChargeExpiry(NOW),
    });
  });

  it('refuses while the account is marked deleted, before its rows are erased (docs/ARCHITECTURE.md §account-deletion.in-flight)', () => {
    const check = settleChargeActions('tabela', 'ana', 'op-1', ['s1'], NOW.toISOString())[1]!.ConditionCheck;
    expect(check).toEqual({
      TableName: 'tabela',
      Key: { pk: 'USER#ana', sk: 'PROFILE' },
      ConditionExpression: 'attribute_not_exists(#status) OR #status <> :deleted',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':deleted': 'deleted' },
    });
  });
});
