import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '@shared/subscription/subscription.schema';
import {
  SCRIPT_LIMITS,
  SCRIPT_PAGE,
  generateScriptResponseSchema,
  getScriptResponseSchema,
  listScriptsResponseSchema,
} from '@shared/scripts/script.schema';
import { scriptItem } from '../../src/adapters/dynamo/script.entity';
import type { StoredScript } from '../../src/scripts/ports';
import { encodeCursor } from '../../src/scripts/list-scripts-cursor';
import { LIST_PAGE_MAX_BYTES } from '../../src/scripts/manage-scripts';
import { newScriptId } from '../../src/generation/script-id';
import { makeHandler as makeGetOne } from '../../src/handlers/scripts/get-script.handler';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeList } from '../../src/handlers/scripts/list-scripts.handler';
import { makeHandler as makeUpdate } from '../../src/handlers/scripts/update-script.handler';
import {
  TABLE,
  apiEvent,
  makeHarness,
  makeTestDb,
  storedScript,
  finishedGeneration,
  subscribedUser,
  useDynamoScripts,
  type Harness,
} from './harness';
let getOne: ReturnType<typeof makeGetOne>;
let generate: ReturnType<typeof makeGenerate>;
let list: ReturnType<typeof makeList>;
let update: ReturnType<typeof makeUpdate>;

const db = makeTestDb();

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
  getOne = makeGetOne(h.deps);
  generate = makeGenerate(h.deps);
  list = makeList(h.deps);
  update = makeUpdate(h.deps);
});
beforeEach(() => useDynamoScripts(h, db));

const userWith = (plan: Subscription['plan'], credits: number) => subscribedUser(h, plan, credits);

/** Saves `n` scripts straight into the table, oldest first; answers their ids newest first. */
async function seed(userId: string, n: number, text = 'Roteiro salvo.'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const script = { ...storedScript(new Date()), text, niche: 'n', theme: `Tema ${i}` };
    ids.push(script.id);
    await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(userId, script) }));
  }
  return ids.reverse();
}

async function page(token: string, query: Record<string, string> = {}) {
  const r = await list({ ...apiEvent('GET /api/scripts', { token }), queryStringParameters: query });
  return { status: r.statusCode!, bytes: Buffer.byteLength(r.body!), body: JSON.parse(r.body!) };
}

/** Follows nextCursor to the end; answers every page's ids and size. */
async function allPages(token: string, limit?: number) {
  const pages: Array<{ ids: string[]; bytes: number }> = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = {};
    if (cursor) query.cursor = cursor;
    if (limit) query.limit = String(limit);
    const r = await page(token, query);
    expect(r.status).toBe(200);
    const body = listScriptsResponseSchema.parse(r.body);
    pages.push({ ids: body.items.map((s) => s.id), bytes: r.bytes });
    cursor = body.nextCursor;
    if (pages.length > 200) throw new Error('the cursor does not end');
  } while (cursor);
  return pages;
}

describe('GET /api/scripts, paginated (docs/DATA-MODEL.md S3)', () => {
  it('chains 120 scripts into pages of the default size: exactly 120 unique items, newest first', async () => {
    const pro = await userWith('pro', 0);
    const ids = await seed(pro.id, 120);
    const pages = await allPages(pro.token);
    expect(pages.map((p) => p.ids.length)).toEqual([20, 20, 20, 20, 20, 20]);
    const listed = pages.flatMap((p) => p.ids);
    expect(new Set(listed).size).toBe(120);
    expect(listed).toEqual(ids);
    expect(SCRIPT_PAGE.defaultLimit).toBe(20);

    const small = await allPages(pro.token, 7);
    expect(small).toHaveLength(18);
    expect(small.flatMap((p) => p.ids)).toEqual(ids);
  });

  it('ends with a null cursor when the last page is exactly full, and answers an empty list for no scripts', async () => {
    const pro = await userWith('pro', 0);
    expect((await page(pro.token)).body).toEqual({ items: [], nextCursor: null });
    await seed(pro.id, 5);
    const pages = await allPages(pro.token, 5);
    expect(pages.map((p) => p.ids.length)).toEqual([5]);
  });

  it("refuses user A's cursor for user B, and a forged one never reaches A's partition", async () => {
    const a = await userWith('pro', 0);
    const b = await userWith('pro', 0);
    const aIds = await seed(a.id, 6);
    const bIds = await seed(b.id, 3);
    const first = await page(a.token, { limit: '2' });
    const aCursor = listScriptsResponseSchema.parse(first.body).nextCursor!;
    expect(aCursor).toEqual(expect.any(String));

    expect(await page(b.token, { cursor: aCursor })).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', message: 'Não foi possível continuar a lista. Recarregue a página.' },
    });
    // a cursor made for B that names one of A's scripts only positions B's own Query
    const forged = await page(b.token, { cursor: encodeCursor(b.id, aIds[5]!) });
    expect(forged.status).toBe(200);
    const forgedIds = listScriptsResponseSchema.parse(forged.body).items.map((s) => s.id);
    expect(forgedIds.every((id) => bIds.includes(id))).toBe(true);
    expect(forgedIds.some((id) => aIds.includes(id))).toBe(false);

    for (const cursor of ['garbage', Buffer.from('{"v":1}').toString('base64url'), 'a'.repeat(300), 'x+y']) {
      expect(await page(b.token, { cursor })).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    }
    expect(await page(b.token, { limit: '500' })).toMatchObject({
      status: 400,
      body: { message: 'Informe um limite entre 1 e 50.' },
    });
  });

  it('keeps every page far under the 6 MB answer even with the longest texts, the JSON escaping at its worst', async () => {
    const pro = await userWith('pro', 0);
    // each character of this text is 6 bytes of JSON (\u0001)
    const ids = await seed(pro.id, 30, '\u0001'.repeat(SCRIPT_LIMITS.text));
    const pages = await allPages(pro.token, SCRIPT_PAGE.maxLimit);
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) expect(p.bytes).toBeLessThanOrEqual(LIST_PAGE_MAX_BYTES);
    expect(pages.flatMap((p) => p.ids)).toEqual(ids);
  });

  it('refuses a saved text longer than the cap: the probe’s 40 000-character PATCH is a 400', async () => {
    const pro = await userWith('pro', 0);
    const [id] = await seed(pro.id, 1);
    const patch = (text: string) =>
      update(apiEvent('PATCH /api/scripts/{id}', { token: pro.token, pathParameters: { id: id! }, body: { text } }));
    const r = await patch('a'.repeat(40_000));
    expect([r.statusCode, JSON.parse(r.body!).message]).toEqual([400, 'O roteiro está longo demais.']);
    expect((await patch('a'.repeat(SCRIPT_LIMITS.text))).statusCode).toBe(200);
  });
});

describe('GET /api/scripts groups a series on the server (issue 27, docs/DATA-MODEL.md §scripts.list-series)', () => {
  /** A solo script, or the parts of one series (its id made just before them, as the generation does). */
  async function put(userId: string, script: Partial<StoredScript> = {}): Promise<string> {
    const item = { ...storedScript(new Date()), niche: 'n', theme: 'Tema', ...script };
    await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(userId, item) }));
    return item.id;
  }
  async function putSeries(userId: string, favorite: boolean[] = [false, false, false]): Promise<string[]> {
    const seriesId = newScriptId();
    const parts: string[] = [];
    for (const [i, fav] of favorite.entries())
      parts.push(await put(userId, { seriesId, seriesIndex: i + 1, favorite: fav, theme: 'Série' }));
    return parts;
  }
  async function pagesOf(token: string, query: Record<string, string>) {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const r = await page(token, { ...query, ...(cursor ? { cursor } : {}) });
      expect(r.status).toBe(200);
      const body = listScriptsResponseSchema.parse(r.body);
      pages.push(body.items.map((s) => s.id));
      cursor = body.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  it('answers every part of a series in the page of its newest part, in order, and never again', async () => {
    const pro = await userWith('pro', 0);
    const older = await put(pro.id);
    const [p1, p2, p3] = await putSeries(pro.id);
    const newer = await put(pro.id);
    // pages of 2: the store's first page holds `newer` and part 3; parts 2 and 1 lie on the next
    const pages = await pagesOf(pro.token, { limit: '2' });
    expect(pages[0]).toEqual([newer, p1, p2, p3]);
    expect(pages.flat()).toEqual([newer, p1, p2, p3, older]);
  });

  it('with a filter, groups the matching parts only', async () => {
    const pro = await userWith('pro', 0);
    const [p1, , p3] = await putSeries(pro.id, [true, false, true]);
    const solo = await put(pro.id, { favorite: true });
    const pages = await pagesOf(pro.token, { favorites: 'true', limit: '1' });
    expect(pages.flat()).toEqual([solo, p1, p3]);
    expect(pages.find((ids) => ids.includes(p3!))).toEqual([p1, p3]);
  });
});

describe('POST /api/scripts/generate with a duration the platform does not offer', () => {
  it('answers 400 before charging: the probe’s 30-minute TikTok moves no credit and writes no charge', async () => {
    const pro = await userWith('pro', 1000);
    const generationId = randomUUID();
    const request = {
      mode: 'complete',
      persona: 'Confeiteira',
      plataforma: 'tiktok',
      duracao: 1800,
      aparecer: 'Sim',
      angulo: 'lista',
      tema: 'Bolo de pote',
      objetivo: 'vendas',
      formato: 'pov',
      tom: 'Inspirador',
    };
    const r = await generate(
      apiEvent('POST /api/scripts/generate', { token: pro.token, body: { generationId, request } }),
    );
    expect([r.statusCode, JSON.parse(r.body!)]).toEqual([
      400,
      { error: 'validation_failed', message: 'Escolha uma duração válida para a plataforma.' },
    ]);
    expect((await h.deps.accounts.getSubscription(pro.id))!.creditsRemaining).toBe(1000);
    const charge = await db.send(
      new GetCommand({
        TableName: TABLE,
        Key: { pk: `USER#${pro.id}`, sk: `GEN#${generationId}` },
        ConsistentRead: true,
      }),
    );
    expect(charge.Item).toBeUndefined();
    expect(listScriptsResponseSchema.parse((await page(pro.token)).body).items).toEqual([]);
  });
});

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
    const done = await finishedGeneration(h, caio.token, { status: g.statusCode!, body: JSON.parse(g.body!) });
    expect(done.status).toBe(200);
    const { scripts } = generateScriptResponseSchema.parse(done.body);
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
