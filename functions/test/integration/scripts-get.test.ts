import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { generateScriptResponseSchema, getScriptResponseSchema } from '@shared/scripts/script.schema';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { scriptItem } from '../../src/adapters/dynamo/script.entity';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { setLedger } from '../../src/credits/credit-ledger-deps';
import { setScriptDeps } from '../../src/scripts/script-deps';
import { newScriptId } from '../../src/scripts/script-id';
import { handler as generate } from '../../src/scripts/generate-script.handler';
import { handler as getOne } from '../../src/scripts/get-script.handler';
import { apiEvent, makeHarness, storedScript, subscribedUser, type Harness } from './harness';

const TABLE = process.env.TEST_TABLE_NAME!;
const db = makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
beforeEach(() => {
  h.deps.realtime = { publish: async () => {} };
  setScriptDeps({ scripts: new DynamoScriptStore(db, TABLE), writer: new OfflineWriter({ delayMs: 0 }) });
  setLedger(new DynamoCreditLedger(db, TABLE));
});

const userWith = (plan: Subscription['plan'], credits: number) => subscribedUser(h, plan, credits);

async function getScript(token: string, id: string) {
  const r = await getOne(apiEvent('GET /api/scripts/{id}', { token, pathParameters: { id } }));
  return { status: r.statusCode!, body: JSON.parse(r.body!) };
}

describe('GET /api/scripts/{id} (a reload of the result)', () => {
  it('answers one saved script without a series', async () => {
    const ana = await userWith('pro', 0);
    const script = { ...storedScript(new Date()), theme: 'Bolo de pote' };
    await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(ana.id, script) }));
    const r = await getScript(ana.token, script.id);
    expect(r.status).toBe(200);
    const body = getScriptResponseSchema.parse(r.body);
    expect(body.script).toMatchObject({ id: script.id, theme: 'Bolo de pote' });
    expect(body.series).toBeUndefined();
  });

  it('answers a series part with all three parts in order, whichever part was asked for', async () => {
    const caio = await userWith('pro', 1000);
    const g = await generate(
      apiEvent('POST /api/scripts/generate', {
        token: caio.token,
        body: {
          generationId: randomUUID(),
          request: {
            mode: 'series',
            tema: 'Precificar bolos',
            plataforma: 'tiktok',
            duracao: 30,
            aparecer: 'Sim',
            objetivo: 'vendas',
            formato: 'pov',
          },
        },
      }),
    );
    expect(g.statusCode).toBe(200);
    const { scripts } = generateScriptResponseSchema.parse(JSON.parse(g.body!));
    // another script of the same user, saved within the same minute, is not part of the series
    const other = { ...storedScript(new Date()), id: newScriptId() };
    await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(caio.id, other) }));

    const r = await getScript(caio.token, scripts[1]!.id);
    expect(r.status).toBe(200);
    const body = getScriptResponseSchema.parse(r.body);
    expect(body.script.id).toBe(scripts[1]!.id);
    expect(body.series?.map((s) => s.id)).toEqual(scripts.map((s) => s.id));
    expect(body.series?.map((s) => s.seriesIndex)).toEqual([1, 2, 3]);
  });

  it("answers 404 in pt-BR for another user's script, a deleted one and a malformed id", async () => {
    const ana = await userWith('pro', 0);
    const bia = await userWith('pro', 0);
    const script = storedScript(new Date());
    await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(ana.id, script) }));
    const notFound = { status: 404, body: { error: 'not_found', message: 'Roteiro não encontrado.' } };
    expect(await getScript(bia.token, script.id)).toEqual(notFound);
    expect(await getScript(ana.token, newScriptId())).toEqual(notFound);
    expect(await getScript(ana.token, '../SUBSCRIPTION')).toEqual(notFound);
  });
});
