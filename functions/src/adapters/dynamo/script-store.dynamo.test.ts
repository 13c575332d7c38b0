import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredScript } from '../../core/ports';
import { settleChargeAction } from './credit-ledger.dynamo';
import { DynamoScriptStore } from './script-store.dynamo';
import { cancelled, mockedDocumentClient } from './test-support';

const { ddb, db, transactions } = mockedDocumentClient();
beforeEach(() => ddb.reset());

const store = new DynamoScriptStore(db, 'tabela');

const script = (id: string, createdAt: string): StoredScript => ({
  id,
  text: 'Roteiro.',
  niche: '',
  theme: 'Bolo',
  objective: '',
  format: 'reels',
  details: '',
  duration: 30,
  favorite: false,
  createdAt,
  updatedAt: createdAt,
  writer: 'offline',
  request: null,
  seriesId: null,
  seriesIndex: null,
  extras: null,
});
const A = script('01JD0000000000000000000001', '2026-03-15T09:30:00.000Z');
const B = script('01JD0000000000000000000002', '2026-03-15T09:30:01.000Z');

describe('DynamoScriptStore.saveGenerated', () => {
  it('puts every script and settles the charge in the same transaction (S1), leaving empty fields out', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await store.saveGenerated('ana', [A, B], { settles: 'op-1' })).toEqual({ replacedOldest: false });
    const [items] = transactions();
    expect(items).toHaveLength(3);
    expect(items![0]!.Put).toMatchObject({
      Item: { pk: 'USER#ana', sk: `SCRIPT#${A.id}`, type: 'script', theme: 'Bolo' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items![0]!.Put!.Item).not.toHaveProperty('niche');
    // the charge settles with both ids, its week counted from the latest script
    expect(items![2]).toEqual(settleChargeAction('tabela', 'ana', 'op-1', [A.id, B.id], B.createdAt));
  });

  it('on the free plan, deletes the oldest scripts, settles the charge and bumps the revision in that one transaction (S2)', async () => {
    ddb.on(GetCommand).resolves({ Item: { rev: 4 } });
    ddb.on(QueryCommand).resolves({
      Items: [
        { pk: 'USER#ana', sk: 'SCRIPT#new' },
        { pk: 'USER#ana', sk: 'SCRIPT#old' },
      ],
    });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await store.saveGenerated('ana', [A], { settles: 'op-1', keepLatest: 2 })).toEqual({ replacedOldest: true });
    const [items] = transactions();
    expect(items!.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Delete', 'Update', 'Update']);
    expect(items![1]!.Delete!.Key).toEqual({ pk: 'USER#ana', sk: 'SCRIPT#old' });
    expect(items![2]).toEqual(settleChargeAction('tabela', 'ana', 'op-1', [A.id], A.createdAt));
    expect(items![3]!.Update).toMatchObject({
      Key: { pk: 'USER#ana', sk: 'SCRIPTS' },
      ConditionExpression: 'rev = :rev',
      ExpressionAttributeValues: { ':next': 5, ':rev': 4 },
    });
  });

  it('does not save when the charge is no longer pending: the settlement cancels the transaction', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    await expect(store.saveGenerated('ana', [A], { settles: 'refunded' })).rejects.toThrow('cancelled');
    expect(transactions()).toHaveLength(1);
  });
});

describe('DynamoScriptStore.saveEdit (S6)', () => {
  const edit = { text: 'Novo texto.', updatedAt: '2026-03-15T09:31:00.000Z', writer: 'offline' as const };

  it('replaces the text and settles the edit charge in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await store.saveEdit('ana', A.id, edit, { settles: 'op-2' })).toBe(true);
    const [items] = transactions();
    expect(items![0]!.Update).toMatchObject({
      Key: { pk: 'USER#ana', sk: `SCRIPT#${A.id}` },
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':text': 'Novo texto.' },
    });
    expect(items![1]).toEqual(settleChargeAction('tabela', 'ana', 'op-2', [A.id], edit.updatedAt));
  });

  it('answers false when the script is gone, but throws when only the charge was no longer pending', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None'))
      .rejectsOnce(cancelled('None', 'ConditionalCheckFailed'));
    expect(await store.saveEdit('ana', A.id, edit, { settles: 'op-2' })).toBe(false);
    await expect(store.saveEdit('ana', A.id, edit, { settles: 'op-2' })).rejects.toThrow('cancelled');
  });
});
