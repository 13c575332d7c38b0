import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { listImagesResponseSchema, type Image } from '@shared/images/image.schema';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoImageStore } from '../../src/adapters/dynamo/image-store.dynamo';
import { keys } from '../../src/adapters/dynamo/keys';
import { scriptItem } from '../../src/adapters/dynamo/script.entity';
import { OfflineImageRenderer } from '../../src/adapters/images/offline-renderer';
import { PngResizer } from '../../src/adapters/images/png-resizer';
import { encodePng } from '../../src/adapters/images/png';
import { LocalObjectStore } from '../../src/adapters/objects/local-object-store';
import { ImageModelError } from '../../src/images/image-errors';
import type { ImageModel } from '../../src/images/ports';
import { newScriptId } from '../../src/generation/script-id';
import { aStoredScript } from '../../src/scripts/test-fixtures';
import { makeHandler as makeGenerate } from '../../src/handlers/images/generate-image.handler';
import { makeHandler as makeList } from '../../src/handlers/images/list-images.handler';
import { makeHandler as makeGetOne } from '../../src/handlers/images/get-image.handler';
import { makeHandler as makeRemove } from '../../src/handlers/images/delete-image.handler';
import { makeHandler as makeCover } from '../../src/handlers/images/set-cover.handler';
import { makeHandler as makeRead } from '../../src/handlers/generations/get-generation.handler';
import { apiEvent, makeHarness, makeTestDb, subscribedUser, TABLE, type Harness } from './harness';
let generate: ReturnType<typeof makeGenerate>;
let list: ReturnType<typeof makeList>;
let getOne: ReturnType<typeof makeGetOne>;
let remove: ReturnType<typeof makeRemove>;
let cover: ReturnType<typeof makeCover>;
let read: ReturnType<typeof makeRead>;

/**
 * The image generator against DynamoDB Local and the local object store (docs/DATA-MODEL.md
 * IM1–IM7): the free plan's one image under concurrency, the charge and its refund, delete, and
 * one user never reaching another's images.
 */
const db = makeTestDb();
const store = new DynamoImageStore(db, TABLE);
const ledger = new DynamoCreditLedger(db, TABLE);
const renderer = new OfflineImageRenderer();

let h: Harness;
let dir: string;
let objects: LocalObjectStore;
let model: ImageModel;

beforeAll(async () => {
  h = await makeHarness();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-images-'));
  objects = new LocalObjectStore({ dir, secret: 'integration-secret-of-32-characters', clock: h.deps.clock });
  h.deps.ledger = ledger;
  // the races below run more generations at once than the per-user bucket lets through (rate-limits.test.ts)
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
  // a model that can be swapped per test, behind the composed one
  const composed: ImageModel = { kind: 'offline', generate: (r) => model.generate(r) };
  const deps = Object.assign(h.deps, { objects, images: store, model: composed, resizer: new PngResizer() });
  generate = makeGenerate(deps);
  list = makeList(deps);
  getOne = makeGetOne(deps);
  remove = makeRemove(deps);
  cover = makeCover(deps);
  read = makeRead(deps);
});

beforeEach(() => {
  model = renderer;
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;
const body = (format = 'square', operationId = randomUUID()) => ({
  operationId,
  prompt: 'Um café na praia ao pôr do sol',
  format,
  style: 'fotografico',
});
/**
 * POST, then (a 202) the worker's end as GET /api/generations/{id} shows it: the image as the route
 * answered it before it was a job (docs/ARCHITECTURE.md §generation-jobs), or the failure as its HTTP error.
 */
const gen = async (token: string, b: object = body()) => {
  const started = parse(await generate(apiEvent('POST /api/images/generate', { token, body: b })));
  if (started.status !== 202) return started;
  await h.jobs.idle();
  const pathParameters = { id: started.body.generationId as string };
  const view = parse(await read(apiEvent('GET /api/generations/{id}', { token, pathParameters }))).body;
  if (view.status === 'done') return { status: 200, body: view.image };
  return { status: 500, body: { error: view.error, message: view.message } };
};
async function history(token: string): Promise<{ items: Image[]; generated: number }> {
  const r = parse(await list(apiEvent('GET /api/images', { token })));
  expect(r.status).toBe(200);
  const page = listImagesResponseSchema.parse(r.body);
  expect(page.total).toBe(page.items.length); // one page here: the count is the history's
  return { items: page.items, generated: page.usage.generated };
}
/** The PNG files under a user's images folder. */
const filesOf = (userId: string) => {
  const folder = path.join(dir, 'users', userId, 'images');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.png')) : [];
};
const rawItem = async (key: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item;

describe('the free plan: one image in total', () => {
  it('lets exactly 1 of 10 concurrent requests make an image and charges it once', async () => {
    // credits for ten: only the count can stop the other nine
    const ana = await subscribedUser(h, 'free', 2000);
    const results = await Promise.all(Array.from({ length: 10 }, () => gen(ana.token)));

    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r).toEqual({
        status: 403,
        body: {
          error: 'image_limit',
          message: 'Você atingiu o limite de imagens do plano gratuito. Faça upgrade para continuar!',
        },
      });
    expect(await credits(ana.id)).toBe(1800);
    expect(ok[0]!.body.usage).toEqual({ generated: 1, limit: 1 });
    expect((await history(ana.token)).items.map((i) => i.id)).toEqual([ok[0]!.body.image.id]);
    expect(filesOf(ana.id)).toEqual([`${ok[0]!.body.image.id}.png`]);
  }, 60_000);

  it('does not give the slot back when the image is deleted', async () => {
    const bia = await subscribedUser(h, 'free', 2000);
    const first = await gen(bia.token);
    expect(first.status).toBe(200);
    expect(
      parse(
        await remove(
          apiEvent('DELETE /api/images/{id}', { token: bia.token, pathParameters: { id: first.body.image.id } }),
        ),
      ),
    ).toEqual({
      status: 200,
      body: { deleted: true },
    });
    const again = await gen(bia.token);
    expect(again.status).toBe(403);
    expect(await history(bia.token)).toEqual({ items: [], generated: 1 });
    expect(await credits(bia.id)).toBe(1800);
  }, 30_000);

  it('passes "Créditos insuficientes" through when the balance is short', async () => {
    const caio = await subscribedUser(h, 'free', 100);
    expect(await gen(caio.token)).toEqual({
      status: 402,
      body: { error: 'insufficient_credits', message: 'Créditos insuficientes' },
    });
    // nothing was counted: the slot is still there
    expect((await history(caio.token)).generated).toBe(0);
  });
});

describe('paid plans', () => {
  it('charges 200 credits and stores a PNG of exactly the format size', async () => {
    const pro = await subscribedUser(h, 'pro', 15_000);
    const r = await gen(pro.token, body('story'));
    expect(r.status).toBe(200);
    expect(r.body.creditsRemaining).toBe(14_800);
    expect(r.body.usage).toEqual({ generated: 1, limit: null });
    expect(r.body.image).toMatchObject({ format: 'story', width: 1080, height: 1920, renderer: 'offline' });
    const stored = await objects.read(`users/${pro.id}/images/${r.body.image.id}.png`);
    const meta = await sharp(stored!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);
    // the row keeps metadata and the object key, never the pixels
    const row = await rawItem(keys.image(pro.id, r.body.image.id));
    expect(row).toMatchObject({
      objectKey: `users/${pro.id}/images/${r.body.image.id}.png`,
      width: 1080,
      height: 1920,
    });
    expect(JSON.stringify(row).length).toBeLessThan(2000);
  }, 30_000);

  it('refunds the 200 credits when the model fails, and keeps no row, no object and no count', async () => {
    const pro = await subscribedUser(h, 'pro', 15_000);
    model = {
      kind: 'bedrock',
      generate: async () => {
        throw new ImageModelError('Formato de resposta inválido');
      },
    };
    const r = await gen(pro.token);
    expect(r).toEqual({ status: 500, body: { error: 'internal', message: 'Formato de resposta inválido' } });
    expect(await credits(pro.id)).toBe(15_000);
    expect(await history(pro.token)).toEqual({ items: [], generated: 0 });
    expect(filesOf(pro.id)).toEqual([]);
  });

  it('answers a retried operation id with the same image, charged once', async () => {
    const pro = await subscribedUser(h, 'pro', 1000);
    const b = body();
    const [a, again] = [await gen(pro.token, b), await gen(pro.token, b)];
    expect(again.body.image.id).toBe(a.body.image.id);
    expect(await credits(pro.id)).toBe(800);
  }, 30_000);
});

describe('the history', () => {
  it('lists newest first, 20 a page, with the total for the counter', async () => {
    const pro = await subscribedUser(h, 'pro', 15_000);
    const flat = encodePng({ width: 1024, height: 1024, channels: 3, data: new Uint8Array(1024 * 1024 * 3).fill(80) });
    model = { kind: 'offline', generate: async () => flat };
    const made: string[] = [];
    for (let i = 0; i < 21; i++) made.push((await gen(pro.token)).body.image.id);
    const first = listImagesResponseSchema.parse(
      parse(await list(apiEvent('GET /api/images', { token: pro.token }))).body,
    );
    expect(first.items.map((i) => i.id)).toEqual(made.slice(1).reverse());
    expect([first.total, first.nextCursor]).toEqual([21, made[1]]);
    const next = await list({
      ...apiEvent('GET /api/images', { token: pro.token }),
      queryStringParameters: { cursor: first.nextCursor! },
    });
    const second = listImagesResponseSchema.parse(parse(next).body);
    expect(second.items.map((i) => i.id)).toEqual([made[0]]);
    expect(second.nextCursor).toBeNull();
  }, 60_000);
});

describe('delete', () => {
  it('removes the object and the row', async () => {
    const pro = await subscribedUser(h, 'pro', 1000);
    const { body: made } = await gen(pro.token);
    const id = made.image.id as string;
    expect(filesOf(pro.id)).toEqual([`${id}.png`]);
    await remove(apiEvent('DELETE /api/images/{id}', { token: pro.token, pathParameters: { id } }));
    expect(filesOf(pro.id)).toEqual([]);
    expect(await rawItem(keys.image(pro.id, id))).toBeUndefined();
    expect(
      parse(await getOne(apiEvent('GET /api/images/{id}', { token: pro.token, pathParameters: { id } }))).status,
    ).toBe(404);
  }, 30_000);
});

describe('ownership (docs/PRODUCT.md §access.ownership)', () => {
  it("never lets user B see, sign, cover with or delete user A's image", async () => {
    const a = await subscribedUser(h, 'pro', 1000);
    const b = await subscribedUser(h, 'pro', 1000);
    const { body: made } = await gen(a.token);
    const id = made.image.id as string;

    expect((await history(b.token)).items).toEqual([]);
    const asB = { token: b.token, pathParameters: { id } };
    expect(parse(await getOne(apiEvent('GET /api/images/{id}', asB)))).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Imagem não encontrada.' },
    });
    expect(parse(await remove(apiEvent('DELETE /api/images/{id}', asB))).status).toBe(404);
    const bScript = aStoredScript({ id: newScriptId(), createdAt: new Date().toISOString() });
    await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(b.id, bScript) }));
    expect(
      parse(await cover(apiEvent('POST /api/images/{id}/cover', { ...asB, body: { scriptId: bScript.id } }))).status,
    ).toBe(404);

    // A's image is untouched, and only A's URL signs it
    expect(filesOf(a.id)).toEqual([`${id}.png`]);
    const mine = parse(await getOne(apiEvent('GET /api/images/{id}', { token: a.token, pathParameters: { id } })));
    expect(mine.body.image.url).toMatch(new RegExp(`^/_objects/users/${a.id}/images/${id}\\.png\\?exp=\\d+&sig=`));
  }, 30_000);
});

describe('Usar como capa', () => {
  it("sets the image as the cover of the user's own script", async () => {
    const pro = await subscribedUser(h, 'pro', 1000);
    const { body: made } = await gen(pro.token);
    const script = aStoredScript({ id: newScriptId(), createdAt: new Date().toISOString() });
    await db.send(new PutCommand({ TableName: TABLE, Item: scriptItem(pro.id, script) }));
    const r = parse(
      await cover(
        apiEvent('POST /api/images/{id}/cover', {
          token: pro.token,
          pathParameters: { id: made.image.id },
          body: { scriptId: script.id },
        }),
      ),
    );
    expect(r).toEqual({ status: 200, body: { scriptId: script.id, coverImageId: made.image.id } });
    expect((await rawItem(keys.script(pro.id, script.id)))!.coverImageId).toBe(made.image.id);
    // a script that does not exist is not created by the update
    const missing = newScriptId();
    expect(
      parse(
        await cover(
          apiEvent('POST /api/images/{id}/cover', {
            token: pro.token,
            pathParameters: { id: made.image.id },
            body: { scriptId: missing },
          }),
        ),
      ).status,
    ).toBe(404);
    expect(await rawItem(keys.script(pro.id, missing))).toBeUndefined();
  }, 30_000);
});

describe('a generation whose process died', () => {
  it("gets the free plan's slot and the credits back on the next read of the history", async () => {
    const dia = await subscribedUser(h, 'free', 200);
    const operationId = randomUUID();
    // charged and counted 10 minutes ago, then nothing: the process was killed
    await store.reserve(dia.id, { operationId, cost: 200, limit: 1, now: new Date(Date.now() - 10 * 60_000) });
    expect(await credits(dia.id)).toBe(0);
    expect((await history(dia.token)).generated).toBe(0);
    expect(await credits(dia.id)).toBe(200);
    expect(await rawItem(keys.imageReservation(dia.id, operationId))).toBeUndefined();
    // a live one (a minute old) is left alone
    await store.reserve(dia.id, { operationId: randomUUID(), cost: 200, limit: 1, now: new Date(Date.now() - 60_000) });
    expect((await history(dia.token)).generated).toBe(1);
  });
});
