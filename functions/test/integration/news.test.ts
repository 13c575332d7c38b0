import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { listScriptsResponseSchema } from '@shared/scripts/script.schema';
import { generateNewsResponseSchema, saveNewsResponseSchema } from '@shared/news/news.schema';
import { splitSources } from '@shared/news/news-script-text';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoIdeaResultStore } from '../../src/adapters/dynamo/idea-result-store.dynamo';
import { DynamoScriptStore } from '../../src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { systemClock } from '../../src/core/clock';
import type { RealtimePublisher } from '../../src/core/ports';
import { SampleNewsSource } from '../../src/adapters/news/sample-news-source';
import { NewsUnavailableError, type NewsSource } from '../../src/news/ports';
import { makeHandler as makeGenerate } from '../../src/handlers/news/generate-news.handler';
import { makeHandler as makeSave } from '../../src/handlers/news/save-news-script.handler';
import { makeHandler as makeList } from '../../src/handlers/scripts/list-scripts.handler';
import {
  TABLE,
  apiEvent,
  finishedIdea,
  generationOf,
  makeHarness,
  makeTestDb,
  subscribedUser,
  type Harness,
} from './harness';
let generate: ReturnType<typeof makeGenerate>;
let save: ReturnType<typeof makeSave>;
let list: ReturnType<typeof makeList>;

/** 'Últimas Notícias' end to end on DynamoDB Local (docs/PRODUCT.md §flows.news, docs/DATA-MODEL.md I1–I3). */
const db = makeTestDb();
const ledger = new DynamoCreditLedger(db, TABLE);
const results = new DynamoIdeaResultStore(db, TABLE);
let h: Harness;
let events: string[];
let feedReads: number;

const sample = new SampleNewsSource(systemClock);
const countingSample: NewsSource = { latest: (niche) => (feedReads++, sample.latest(niche)) };

beforeAll(async () => {
  h = await makeHarness();
  generate = makeGenerate(h.deps);
  save = makeSave(h.deps);
  list = makeList(h.deps);
});

beforeEach(() => {
  events = [];
  feedReads = 0;
  const recorder: RealtimePublisher = { publish: async (_u, e) => void events.push(e.type) };
  h.deps.realtime = recorder;
  Object.assign(h.deps, { scripts: new DynamoScriptStore(db, TABLE), writer: new OfflineWriter({ delayMs: 0 }) });
  h.deps.ledger = ledger;
  h.deps.results = results;
  h.deps.news = countingSample;
  // the generation bucket has its own tests (rate-limits.test.ts)
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
});

const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;

/** The start, then (202) the job run to its end and read back as the news' answer (harness.ts' finishedIdea). */
async function generateAs(token: string, body: Record<string, unknown>) {
  const done = await finishedIdea(
    h,
    token,
    parse(await generate(apiEvent('POST /api/news/generate', { token, body }))),
  );
  if (done.status !== 200) return done;
  const { result, ...answer } = done.body;
  const view = await generationOf(h, token, answer.operationId);
  return { status: 200, body: { ...answer, ...view.body.idea.input, scripts: result.scripts } };
}
async function saveAs(token: string, operationId: string, index: number) {
  return parse(
    await save(
      apiEvent('POST /api/news/{operationId}/save', { token, body: { index }, pathParameters: { operationId } }),
    ),
  );
}
async function newsScripts(token: string) {
  const event = apiEvent('GET /api/scripts', { token });
  event.queryStringParameters = { origin: 'news' };
  const r = parse(await list(event));
  expect(r.status).toBe(200);
  return z.parse(listScriptsResponseSchema, r.body).items;
}

describe('POST /api/news/generate', () => {
  it('charges 100 credits, answers three scripts with the headlines they came from, and keeps both', async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    const operationId = randomUUID();
    const r = await generateAs(ana.token, { operationId, nicho: 'tecnologia', com_cta: true });

    expect(r.status).toBe(200);
    const body = z.parse(generateNewsResponseSchema, r.body);
    expect(body).toMatchObject({ operationId, nicho: 'tecnologia', com_cta: true, sample: true, writer: 'offline' });
    expect(body.creditsRemaining).toBe(900);
    expect(await credits(ana.id)).toBe(900);
    expect(body.scripts).toHaveLength(3);
    const ids = new Set(body.headlines.map((x) => x.id));
    expect(body.scripts.every((s) => s.fontes.every((id) => ids.has(id)))).toBe(true);
    expect(body.scripts.every((s) => s.roteiro.includes('[CTA]'))).toBe(true);
    expect(events[0]).toBe('script.delta');
    expect(events.at(-1)).toBe('script.done');

    // I1: the result, its request and the headlines, with the charge settled
    const kept = await results.get(ana.id, operationId, new Date());
    expect(kept).toMatchObject({ tool: 'news', input: { nicho: 'tecnologia', com_cta: true, sample: true } });
    expect((kept!.input as { headlines: unknown[] }).headlines).toEqual(body.headlines);
    expect(await ledger.getCharge(ana.id, operationId, new Date())).toMatchObject({ status: 'done' });

    // the same operation id again: the kept answer, no second charge, no second feed read
    const again = await generateAs(ana.token, { operationId, nicho: 'tecnologia', com_cta: true });
    expect(again.body).toEqual({ ...r.body });
    expect(await credits(ana.id)).toBe(900);
    expect(feedReads).toBe(1);
  });

  it('answers the feed failure in pt-BR and charges nothing', async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    h.deps.news = {
      latest: async () => {
        throw new NewsUnavailableError({ cause: new Error('sem rede') });
      },
    };
    const operationId = randomUUID();
    const r = await generateAs(ana.token, { operationId, nicho: 'financas', com_cta: false });
    expect(r).toEqual({
      status: 500,
      body: { error: 'internal', message: 'Não foi possível carregar as notícias agora. Tente de novo em instantes.' },
    });
    expect(await credits(ana.id)).toBe(1000);
    expect(await ledger.getCharge(ana.id, operationId, new Date())).toBeNull();
  });

  it("asks for the niche ('Selecione um nicho') and keeps the free plan out", async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    expect(await generateAs(ana.token, { operationId: randomUUID(), com_cta: true })).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'Selecione um nicho' },
    });
    const free = await subscribedUser(h, 'free', 200);
    const locked = await generateAs(free.token, { operationId: randomUUID(), nicho: 'financas', com_cta: true });
    expect(locked.status).toBe(403);
    expect(locked.body.error).toBe('feature_locked');
    expect(await credits(free.id)).toBe(200);
    expect(feedReads).toBe(0);
  });
});

describe('POST /api/news/{operationId}/save', () => {
  it("saves a script once, as a news script of format shorts with its sources, listed by 'Meus Roteiros' (origin=news)", async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    const operationId = randomUUID();
    const gen = z.parse(
      generateNewsResponseSchema,
      (await generateAs(ana.token, { operationId, nicho: 'financas', com_cta: false })).body,
    );
    const picked = gen.scripts[1]!;

    const first = await saveAs(ana.token, operationId, 1);
    expect(first.status).toBe(201);
    const { script, created } = z.parse(saveNewsResponseSchema, first.body);
    expect(created).toBe(true);
    expect(script).toMatchObject({
      origin: 'news',
      format: 'shorts',
      theme: picked.titulo,
      niche: 'financas',
      duration: Number.parseInt(picked.duracao, 10),
      writer: 'offline',
    });
    const { body, sources } = splitSources(script.text);
    expect(body).toBe(picked.roteiro);
    const headline = gen.headlines.find((x) => x.id === picked.fontes[0])!;
    expect(sources).toEqual([expect.objectContaining({ title: headline.title, link: headline.link })]);

    // saving it again answers the same script
    const second = await saveAs(ana.token, operationId, 1);
    expect(second.status).toBe(200);
    expect(second.body.script.id).toBe(script.id);

    expect((await newsScripts(ana.token)).map((s) => s.id)).toEqual([script.id]);
    // a paid plan's script leaves with the paid history, as the creator's do
    const item = await db.send(
      new GetCommand({ TableName: TABLE, Key: { pk: `USER#${ana.id}`, sk: `SCRIPT#${script.id}` } }),
    );
    expect(typeof item.Item?.ttl).toBe('number');
  });

  it("does not let another user save someone's result", async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    const bia = await subscribedUser(h, 'pro', 1000);
    const operationId = randomUUID();
    await generateAs(ana.token, { operationId, nicho: 'fofocas', com_cta: true });

    expect(await saveAs(bia.token, operationId, 0)).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Este resultado expirou. Gere de novo para salvar.' },
    });
    expect(await newsScripts(bia.token)).toEqual([]);
    expect(await newsScripts(ana.token)).toEqual([]);
  });

  it('refuses an index the result does not have and an operation id that is not one', async () => {
    const ana = await subscribedUser(h, 'pro', 1000);
    expect((await saveAs(ana.token, 'nao-e-um-id', 0)).status).toBe(404);
    expect(await saveAs(ana.token, randomUUID(), 5)).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'Roteiro não encontrado.' },
    });
  });
});
