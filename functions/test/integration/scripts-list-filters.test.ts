import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '@shared/subscription/subscription.schema';
import {
  advancedScriptRequestSchema,
  listScriptsResponseSchema,
  type AdvancedScriptRequest,
} from '@shared/scripts/script.schema';
import { FORMATS, OBJECTIVES, SIMPLE_NICHE, SIMPLE_OBJECTIVE } from '@shared/scripts/script-options';
import { FILTER_ATTRIBUTES, scriptItem } from '../../src/adapters/dynamo/script.entity';
import type { StoredScript } from '../../src/scripts/ports';
import { makeHandler as makeList } from '../../src/handlers/scripts/list-scripts.handler';
import { makeHandler as makeUpdate } from '../../src/handlers/scripts/update-script.handler';
import {
  TABLE,
  apiEvent,
  makeHarness,
  makeTestDb,
  storedScript,
  subscribedUser,
  useDynamoScripts,
  type Harness,
} from './harness';
let list: ReturnType<typeof makeList>;
let update: ReturnType<typeof makeUpdate>;

const db = makeTestDb();

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
  list = makeList(h.deps);
  update = makeUpdate(h.deps);
});
const useStore = (listReadBudget?: number) => useDynamoScripts(h, db, { listReadBudget });
beforeEach(() => useStore());

const userWith = (plan: Subscription['plan']) => subscribedUser(h, plan, 0);

/** An advanced form, its optional fields left to the schema's defaults (objective and format are required). */
const advanced = (mode: AdvancedScriptRequest['mode'], plataforma: AdvancedScriptRequest['plataforma']) =>
  advancedScriptRequestSchema.parse({
    mode,
    persona: 'Confeiteira',
    plataforma,
    duracao: 30,
    aparecer: 'Sim',
    angulo: 'lista',
    tema: 'Bolo',
    tom: 'Inspirador',
    objetivo: OBJECTIVES[0].id,
    formato: FORMATS[0].id,
  });

/** Puts one script; `legacy` leaves out the filter attributes, as scripts saved before them. */
async function put(userId: string, patch: Partial<StoredScript>, legacy = false): Promise<string> {
  const script = { ...storedScript(new Date()), text: 'Roteiro salvo.', niche: 'n', theme: 'Tema', ...patch };
  const item = scriptItem(userId, script);
  if (legacy) for (const a of Object.values(FILTER_ATTRIBUTES)) delete item[a];
  await db.send(new PutCommand({ TableName: TABLE, Item: item }));
  return script.id;
}

async function page(token: string, query: Record<string, string> = {}) {
  const r = await list({ ...apiEvent('GET /api/scripts', { token }), queryStringParameters: query });
  return { status: r.statusCode!, body: JSON.parse(r.body!) };
}

/** Follows nextCursor under the same filter; answers every page's ids. */
async function pages(token: string, query: Record<string, string>): Promise<string[][]> {
  const out: string[][] = [];
  let cursor: string | null = null;
  do {
    const r = await page(token, cursor ? { ...query, cursor } : query);
    expect(r.status).toBe(200);
    const body = listScriptsResponseSchema.parse(r.body);
    out.push(body.items.map((s) => s.id));
    cursor = body.nextCursor;
    if (out.length > 100) throw new Error('the cursor does not end');
  } while (cursor);
  return out;
}
const ids = async (token: string, query: Record<string, string>) => (await pages(token, query)).flat();

describe('GET /api/scripts with filters (docs/DATA-MODEL.md S3)', () => {
  it('filters by search, favorites, kind and platform, scripts saved before the filter attributes included', async () => {
    const pro = await userWith('pro');
    const simpleOld = await put(
      pro.id,
      { theme: 'Pão caseiro', niche: SIMPLE_NICHE, objective: SIMPLE_OBJECTIVE, favorite: true },
      true,
    );
    const seriesOld = await put(
      pro.id,
      { theme: 'Bolo', text: 'O fermento certo.', seriesId: 's-1', seriesIndex: 1 },
      true,
    );
    const tiktokOld = await put(pro.id, { theme: 'Marketing', request: advanced('trend', 'tiktok') }, true);
    const simple = await put(pro.id, {
      theme: 'PÃO de queijo',
      request: { mode: 'simple', idea: 'x', duracao: 30, aparecer: 'Sim', influencer: '' },
    });
    const turbo = await put(pro.id, {
      theme: 'Vendas',
      text: 'Fermento natural.',
      favorite: true,
      request: advanced('turbo', 'tiktok'),
    });
    const reels = await put(pro.id, { theme: 'Vendas', request: advanced('complete', 'instagram-reels') });

    expect(await ids(pro.token, { q: 'pao' })).toEqual([simple, simpleOld]);
    expect(await ids(pro.token, { q: 'Fermento' })).toEqual([turbo, seriesOld]);
    expect(await ids(pro.token, { q: 'pão queijo' })).toEqual([simple]);
    expect(await ids(pro.token, { q: 'nada disso' })).toEqual([]);
    expect(await ids(pro.token, { favorites: 'true' })).toEqual([turbo, simpleOld]);
    expect(await ids(pro.token, { kind: 'simple' })).toEqual([simple, simpleOld]);
    expect(await ids(pro.token, { kind: 'series' })).toEqual([seriesOld]);
    expect(await ids(pro.token, { kind: 'trend' })).toEqual([tiktokOld]);
    expect(await ids(pro.token, { platform: 'tiktok' })).toEqual([turbo, tiktokOld]);
    expect(await ids(pro.token, { platform: 'tiktok', favorites: 'true', q: 'fermento' })).toEqual([turbo]);
    expect(await ids(pro.token, { platform: 'instagram-reels' })).toEqual([reels]);
    expect(await ids(pro.token, {})).toHaveLength(6);
  });

  it('finds a script by the words of its edited text (the edit drops the stale search text)', async () => {
    const pro = await userWith('pro');
    const id = await put(pro.id, { text: 'Texto original.' });
    expect(await ids(pro.token, { q: 'abacaxi' })).toEqual([]);
    const r = await update(
      apiEvent('PATCH /api/scripts/{id}', {
        token: pro.token,
        pathParameters: { id },
        body: { text: 'Agora com abacaxi.' },
      }),
    );
    expect(r.statusCode).toBe(200);
    expect(await ids(pro.token, { q: 'abacaxi' })).toEqual([id]);
    expect(await ids(pro.token, { q: 'original' })).toEqual([]);
  });

  it('pages a filtered list with its cursor, and refuses that cursor under another filter', async () => {
    const pro = await userWith('pro');
    const matching: string[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await put(pro.id, { theme: i % 5 < 2 ? `Receita ${i}` : `Outro ${i}`, favorite: i % 3 === 0 });
      if (i % 5 < 2) matching.unshift(id);
    }
    const got = await pages(pro.token, { q: 'receita', limit: '5' });
    expect(got.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(got.flat()).toEqual(matching);

    const first = listScriptsResponseSchema.parse((await page(pro.token, { q: 'receita', limit: '5' })).body);
    const others: Record<string, string>[] = [{ q: 'outro' }, { q: 'receita', favorites: 'true' }, {}];
    for (const other of others) {
      expect(await page(pro.token, { ...other, limit: '5', cursor: first.nextCursor! })).toMatchObject({
        status: 400,
        body: { error: 'validation_failed', message: 'Não foi possível continuar a lista. Recarregue a página.' },
      });
    }
    // the same search, written differently, matches the same scripts: its cursor goes on
    expect((await page(pro.token, { q: ' RECEITA ', limit: '5', cursor: first.nextCursor! })).status).toBe(200);
  });

  it('reads at most the budget per call: a favorite behind many scripts is reached by following the cursor', async () => {
    const pro = await userWith('pro');
    const favorite = await put(pro.id, { favorite: true, theme: 'Antigo favorito' });
    for (let i = 0; i < 25; i++) await put(pro.id, { theme: `Comum ${i}` });
    useStore(10);
    const got = await pages(pro.token, { favorites: 'true' });
    // 26 items at 10 per call: two empty pages that still continue, then the favorite
    expect(got).toEqual([[], [], [favorite]]);
    // unfiltered pages are bounded the same way and still list everything once
    expect((await ids(pro.token, { limit: '50' })).length).toBe(26);
  });
});
