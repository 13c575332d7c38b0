import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredScript } from '../../scripts/ports';
import { settleChargeActions } from './credit-ledger.dynamo';
import { DynamoScriptStore } from './script-store.dynamo';
import { aStoredScript } from '../../scripts/test-fixtures';
import { cancelled, mockedDocumentClient } from './test-support';

const { ddb, db, transactions } = mockedDocumentClient();
beforeEach(() => ddb.reset());

const store = new DynamoScriptStore(db, 'tabela');

const script = (id: string, createdAt: string): StoredScript => aStoredScript({ id, createdAt, theme: 'Bolo' });
const A = script('01JD0000000000000000000001', '2026-03-15T09:30:00.000Z');
const B = script('01JD0000000000000000000002', '2026-03-15T09:30:01.000Z');

describe('DynamoScriptStore.saveGenerated', () => {
  it('puts every script and settles the charge in the same transaction (S1), leaving empty fields out', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await store.saveGenerated('ana', [A, B], { settles: 'op-1' })).toEqual({ replacedOldest: false });
    const [items] = transactions();
    expect(items).toHaveLength(4);
    expect(items![0]!.Put).toMatchObject({
      Item: { pk: 'USER#ana', sk: `SCRIPT#${A.id}`, type: 'script', theme: 'Bolo' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items![0]!.Put!.Item).not.toHaveProperty('niche');
    // the charge settles with both ids, its week counted from the latest script
    expect(items!.slice(2)).toEqual(settleChargeActions('tabela', 'ana', 'op-1', [A.id, B.id], B.createdAt));
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
    expect(items!.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Delete', 'Update', 'ConditionCheck', 'Update']);
    expect(items![1]!.Delete!.Key).toEqual({ pk: 'USER#ana', sk: 'SCRIPT#old' });
    expect(items!.slice(2, 4)).toEqual(settleChargeActions('tabela', 'ana', 'op-1', [A.id], A.createdAt));
    expect(items![4]!.Update).toMatchObject({
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
  const edit = { text: 'Novo texto.', updatedAt: '2026-03-15T09:31:00.000Z', writer: 'bedrock' as const };
  const stored = { pk: 'USER#ana', sk: `SCRIPT#${A.id}`, ...A, writer: 'offline' };

  it('replaces the text, keeps the replaced one as a version and settles the edit charge in one transaction', async () => {
    ddb.on(GetCommand).resolves({ Item: stored });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await store.saveEdit('ana', A.id, edit, { settles: 'op-2' })).toBe(true);
    const [items] = transactions();
    expect(items![0]!.Update).toMatchObject({
      Key: { pk: 'USER#ana', sk: `SCRIPT#${A.id}` },
      // the versions were built from this read: a write in between makes it read again
      ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
      ExpressionAttributeValues: {
        ':text': 'Novo texto.',
        ':seen': A.updatedAt,
        ':versions': [{ text: 'Roteiro.', writer: 'offline' }],
      },
    });
    // the saved search text no longer describes the text: removed, so the list matches it on read
    expect(items![0]!.Update!.UpdateExpression).toMatch(/ REMOVE #search$/);
    expect(items![0]!.Update!.ExpressionAttributeNames).toMatchObject({ '#search': 'searchText' });
    expect(items!.slice(1)).toEqual(settleChargeActions('tabela', 'ana', 'op-2', [A.id], edit.updatedAt));
  });

  it('answers false when the script is gone, but throws when only the charge was no longer pending', async () => {
    ddb.on(GetCommand).resolvesOnce({ Item: stored }).resolvesOnce({}).resolves({ Item: stored });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None'))
      .rejectsOnce(cancelled('None', 'ConditionalCheckFailed'));
    expect(await store.saveEdit('ana', A.id, edit, { settles: 'op-2' })).toBe(false);
    await expect(store.saveEdit('ana', A.id, edit, { settles: 'op-2' })).rejects.toThrow('cancelled');
  });
});

describe('DynamoScriptStore.listPage with filters (S3)', () => {
  const item = (s: StoredScript) => ({ pk: 'USER#ana', sk: `SCRIPT#${s.id}`, type: 'script', ...s });

  it('puts the save-time filters in the FilterExpression and still matches in code the items without them', async () => {
    const legacy = { ...A, theme: 'Pão caseiro', favorite: true };
    ddb.on(QueryCommand).resolves({ Items: [item(legacy), item({ ...B, favorite: true })], ScannedCount: 2 });
    const page = await store.listPage('ana', new Date(), { limit: 5, filter: { q: 'PÃO', favorites: true } });
    expect(page).toEqual({ items: [legacy], more: false });
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input.FilterExpression).toBe(
      'favorite = :fav AND (attribute_not_exists(#search) OR (contains(#search, :w0)))',
    );
    expect(input.ExpressionAttributeValues).toMatchObject({ ':fav': true, ':w0': 'pao' });
    expect(input.ExpressionAttributeNames).toEqual({ '#search': 'searchText' });
  });

  it('stops at the read budget and says where to continue', async () => {
    const small = new DynamoScriptStore(db, 'tabela', 150);
    ddb
      .on(QueryCommand)
      .resolves({ Items: [], ScannedCount: 100, LastEvaluatedKey: { pk: 'USER#ana', sk: `SCRIPT#${B.id}` } });
    const page = await small.listPage('ana', new Date(), { limit: 5, filter: { kind: 'series' } });
    expect(page).toEqual({ items: [], more: true, resumeAfter: B.id });
    expect(ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.Limit)).toEqual([100, 50]);
  });

  it('writes the filter attributes on save', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await store.saveGenerated('ana', [{ ...A, theme: 'Pão', request: null, seriesId: 's', seriesIndex: 1 }], {
      settles: 'op-1',
    });
    expect(transactions()[0]![0]!.Put!.Item).toMatchObject({ searchText: 'pao roteiro.', kind: 'series' });
    expect(transactions()[0]![0]!.Put!.Item).not.toHaveProperty('platform');
  });
});
