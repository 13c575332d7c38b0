import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NO_VERSION_MESSAGE, scriptResponseSchema, type Script } from '@shared/scripts/script.schema';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeList } from '../../src/handlers/scripts/list-scripts.handler';
import { makeHandler as makeUpdate } from '../../src/handlers/scripts/update-script.handler';
import { makeHandler as makeAiEdit } from '../../src/handlers/scripts/ai-edit-script.handler';
import { makeHandler as makeUndo } from '../../src/handlers/scripts/undo-script.handler';
import { apiEvent, finishedGeneration, generateAs, makeHarness, subscribedUser, type Harness } from './harness';
let generate: ReturnType<typeof makeGenerate>;
let list: ReturnType<typeof makeList>;
let update: ReturnType<typeof makeUpdate>;
let aiEdit: ReturnType<typeof makeAiEdit>;
let undo: ReturnType<typeof makeUndo>;

/** Versions and 'Desfazer' on DynamoDB Local (docs/DATA-MODEL.md S5, S6, S9; docs/PRODUCT.md §flows.versions). */
const TABLE = process.env.TEST_TABLE_NAME!;
const db = makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });
const store = new DynamoScriptStore(db, TABLE);

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
  generate = makeGenerate(h.deps);
  list = makeList(h.deps);
  update = makeUpdate(h.deps);
  aiEdit = makeAiEdit(h.deps);
  undo = makeUndo(h.deps);
});
beforeEach(() => {
  h.deps.realtime = { publish: async () => {} };
  Object.assign(h.deps, { scripts: store, writer: new OfflineWriter({ delayMs: 0 }) });
  h.deps.ledger = new DynamoCreditLedger(db, TABLE);
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
});

const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });

async function newScript(token: string): Promise<Script> {
  const r = await finishedGeneration(h, token, await generateAs(generate, token));
  expect(r.status).toBe(200);
  return (r.body as { scripts: Script[] }).scripts[0]!;
}
const patch = async (token: string, id: string, body: unknown) =>
  parse(await update(apiEvent('PATCH /api/scripts/{id}', { token, pathParameters: { id }, body })));
const undoAs = async (token: string, id: string) =>
  parse(await undo(apiEvent('POST /api/scripts/{id}/undo', { token, pathParameters: { id } })));
const rawItem = async (userId: string, id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE, Key: { pk: `USER#${userId}`, sk: `SCRIPT#${id}` }, ConsistentRead: true }),
    )
  ).Item!;

describe('versions of a script', () => {
  it('keeps the last 5 replaced texts of manual edits; undo restores them newest first, then answers 409', async () => {
    const pro = await subscribedUser(h, 'pro', 1000);
    const script = await newScript(pro.token);
    const texts = [script.text, ...Array.from({ length: 7 }, (_, i) => `Versão ${i + 1}.`)];
    for (const text of texts.slice(1)) expect((await patch(pro.token, script.id, { text })).status).toBe(200);

    // the list carries only the count, never the kept texts
    const page = parse(await list(apiEvent('GET /api/scripts', { token: pro.token })));
    expect(page.body.items[0]).toMatchObject({ id: script.id, text: 'Versão 7.', versionCount: 5 });
    expect(JSON.stringify(page.body)).not.toContain('Versão 6.');

    for (const expected of ['Versão 6.', 'Versão 5.', 'Versão 4.', 'Versão 3.', 'Versão 2.']) {
      const r = await undoAs(pro.token, script.id);
      expect(r.status).toBe(200);
      expect(scriptResponseSchema.parse(r.body).script.text).toBe(expected);
    }
    expect(await undoAs(pro.token, script.id)).toEqual({
      status: 409,
      body: { error: 'conflict', message: NO_VERSION_MESSAGE },
    });
    expect((await rawItem(pro.id, script.id)).text).toBe('Versão 2.');
  });

  it('keeps the text an AI edit replaced; undo brings it back with its writer and leaves the rest of the item alone', async () => {
    const pro = await subscribedUser(h, 'pro', 1000);
    const script = await newScript(pro.token);
    // a field another feature stores on the item (the result's extras) must survive an undo
    await db.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: `USER#${pro.id}`, sk: `SCRIPT#${script.id}` },
        UpdateExpression: 'SET extras = :x',
        ExpressionAttributeValues: { ':x': { caption: 'Legenda' } },
      }),
    );
    Object.assign(h.deps, {
      scripts: store,
      writer: { kind: 'bedrock', write: async () => 'Texto reescrito pela IA.' },
    });
    const started = parse(
      await aiEdit(
        apiEvent('POST /api/scripts/{id}/ai-edit', {
          token: pro.token,
          pathParameters: { id: script.id },
          body: { generationId: crypto.randomUUID(), editPrompt: 'mais curto' },
        }),
      ),
    );
    const edited = await finishedGeneration(h, pro.token, started);
    expect(edited.status).toBe(200);
    expect(edited.body.scripts[0]).toMatchObject({
      text: 'Texto reescrito pela IA.',
      writer: 'bedrock',
      versionCount: 1,
    });

    // a favorite toggle keeps no version
    expect((await patch(pro.token, script.id, { favorite: true })).body.script.versionCount).toBe(1);

    const r = await undoAs(pro.token, script.id);
    expect(r.status).toBe(200);
    expect(r.body.script).toMatchObject({ text: script.text, writer: 'offline', favorite: true, versionCount: 0 });
    expect((await rawItem(pro.id, script.id)).extras).toEqual({ caption: 'Legenda' });
  });

  it('keeps no version when a manual edit leaves the text as it was', async () => {
    const pro = await subscribedUser(h, 'pro', 1000);
    const script = await newScript(pro.token);
    expect((await patch(pro.token, script.id, { text: ` ${script.text} ` })).body.script.versionCount).toBe(0);
  });

  it('loses no text when edits race: each replaced text is kept once', async () => {
    const pro = await subscribedUser(h, 'pro', 1000);
    const script = await newScript(pro.token);
    const texts = ['A.', 'B.', 'C.', 'D.'];
    const answers = await Promise.all(texts.map((text) => patch(pro.token, script.id, { text })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const item = await rawItem(pro.id, script.id);
    const all = [item.text, ...(item.versions as Array<{ text: string }>).map((v) => v.text)];
    expect(all.sort()).toEqual([...texts, script.text].sort());
  });

  it("answers 404 for another user's script and for an unknown id, changing nothing", async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    const bia = await subscribedUser(h, 'pro', 1000);
    const script = await newScript(ana.token);
    await patch(ana.token, script.id, { text: 'Novo.' });
    expect((await undoAs(bia.token, script.id)).status).toBe(404);
    expect((await undoAs(ana.token, 'nao-e-um-id')).status).toBe(404);
    expect((await rawItem(ana.id, script.id)).text).toBe('Novo.');
  });
});
