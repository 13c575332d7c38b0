import { randomUUID } from 'node:crypto';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoIdeaResultStore } from '../../src/adapters/dynamo/idea-result-store.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { newScriptId } from '../../src/generation/script-id';
import { aStoredScript } from '../../src/scripts/test-fixtures';
import type { IdeaResult } from '../../src/ideas/ports';
import { TABLE, makeHarness, makeTestDb, subscribedUser, type Harness } from './harness';

/** The idea tools' result store against DynamoDB Local (docs/DATA-MODEL.md I1–I3). */
const db = makeTestDb();
const ledger = new DynamoCreditLedger(db, TABLE);
const results = new DynamoIdeaResultStore(db, TABLE);
const scripts = new DynamoScriptStore(db, TABLE);
let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});

const now = new Date();
const result = (operationId: string): IdeaResult => ({
  tool: 'news',
  operationId,
  input: { nicho: 'tecnologia', com_cta: true },
  result: { scripts: [{ titulo: 'A', duracao: '45s', roteiro: 'Texto.' }] },
  writer: 'offline',
  createdAt: now.toISOString(),
  saved: {},
});

async function paidResult(userId: string) {
  const operationId = randomUUID();
  await ledger.charge({ userId, operationId, cost: 100, kind: 'news', now });
  await results.save(userId, result(operationId), { settles: operationId });
  return operationId;
}

it('keeps the result and settles its charge in one transaction (I1, I2)', async () => {
  const u = await subscribedUser(h, 'pro', 500);
  const op = await paidResult(u.id);
  expect(await results.get(u.id, op, now)).toEqual(result(op));
  expect(await ledger.getCharge(u.id, op, now)).toMatchObject({ status: 'done' });
  expect(await ledger.balance(u.id)).toBe(400);
  // another user's id finds nothing
  const other = await subscribedUser(h, 'pro', 500);
  expect(await results.get(other.id, op, now)).toBeNull();
});

it('does not keep a result whose charge was refunded meanwhile', async () => {
  const u = await subscribedUser(h, 'pro', 500);
  const op = randomUUID();
  await ledger.charge({ userId: u.id, operationId: op, cost: 100, kind: 'news', now });
  await ledger.refund({ userId: u.id, operationId: op, cost: 100, reason: 'teste', now });
  await expect(results.save(u.id, result(op), { settles: op })).rejects.toThrow();
  expect(await results.get(u.id, op, now)).toBeNull();
});

it('saves an item as a script once, even when the save is sent five times at once (I3)', async () => {
  const u = await subscribedUser(h, 'pro', 500);
  const op = await paidResult(u.id);
  const saves = await Promise.all(
    Array.from({ length: 5 }, () =>
      results.saveAsScript(u.id, op, '0', aStoredScript({ id: newScriptId(), text: 'Texto.', origin: 'news' }), now),
    ),
  );
  expect(saves.filter((s) => s?.created)).toHaveLength(1);
  const ids = new Set(saves.map((s) => s?.script.id));
  expect(ids.size).toBe(1);
  const page = await scripts.listPage(u.id, now, { limit: 10, filter: { origin: 'news' } });
  expect(page.items.map((s) => s.id)).toEqual([...ids]);
  expect(page.items[0]?.origin).toBe('news');
  expect((await results.get(u.id, op, now))?.saved).toEqual({ 0: [...ids][0] });
});

it('refuses to save from a result that does not exist', async () => {
  const u = await subscribedUser(h, 'pro', 500);
  expect(await results.saveAsScript(u.id, randomUUID(), '0', aStoredScript({ id: newScriptId() }), now)).toBeNull();
});

it("lists only the origin asked for, beside the creator's own scripts", async () => {
  const u = await subscribedUser(h, 'pro', 500);
  const op = await paidResult(u.id);
  await results.saveAsScript(u.id, op, '0', aStoredScript({ id: newScriptId(), origin: 'viral-short' }), now);
  expect((await scripts.listPage(u.id, now, { limit: 10, filter: { origin: 'news' } })).items).toEqual([]);
  expect((await scripts.listPage(u.id, now, { limit: 10, filter: { origin: 'viral-short' } })).items).toHaveLength(1);
});

it('saves an item again after the script saved from it was deleted', async () => {
  const u = await subscribedUser(h, 'pro', 500);
  const op = await paidResult(u.id);
  const first = await results.saveAsScript(u.id, op, '0', aStoredScript({ id: newScriptId(), origin: 'news' }), now);
  expect(await scripts.delete(u.id, first!.script.id)).toBe(true);
  const again = await results.saveAsScript(u.id, op, '0', aStoredScript({ id: newScriptId(), origin: 'news' }), now);
  expect(again?.created).toBe(true);
  expect(again?.script.id).not.toBe(first?.script.id);
  expect((await results.get(u.id, op, now))?.saved).toEqual({ 0: again?.script.id });
});
