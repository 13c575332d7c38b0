import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { generationViewSchema } from '@shared/generations/generation.schema';
import { IMAGE_MESSAGES } from '@shared/images/image.schema';
import { OfflineImageRenderer } from '../../src/adapters/images/offline-renderer';
import { LocalObjectStore } from '../../src/adapters/objects/local-object-store';
import type { Logger } from '../../src/core/ports';
import type { ImageModel, ImageModelRequest } from '../../src/images/ports';
import { makeHandler as makeGenerate } from '../../src/handlers/images/generate-image.handler';
import { FakeClock, apiEvent, generationOf, makeHarness, subscribedUser, type Harness } from './harness';

/**
 * The image generator as a job (docs/ARCHITECTURE.md §generation-jobs): the route reserves the
 * credits and the free plan's slot with the job's record (docs/DATA-MODEL.md IM1) and answers 202;
 * the worker draws for a minute of FAKE time (the clock is injected and the model's pauses advance
 * it), stores, saves and settles, or refunds and frees the slot, each once.
 */
let h: Harness;
let dir: string;
let generate: ReturnType<typeof makeGenerate>;
let clock: FakeClock;
/** What the worker logged: its metrics line (embedded metric format) among them. */
let logged: Array<{ message: string; fields: Record<string, unknown> }>;
const metricsOf = () => logged.filter((l) => l.message === 'generation metrics').map((l) => l.fields);

/** The offline renderer after 60 steps of a second of fake time; `dieAt` fails at that step, `onStep` looks meanwhile. */
class SlowModel implements ImageModel {
  readonly kind = 'offline' as const;
  calls = 0;
  constructor(private readonly opts: { dieAt?: number; onStep?: (i: number) => Promise<void> } = {}) {}
  async generate(request: ImageModelRequest): Promise<Uint8Array> {
    this.calls++;
    for (let i = 0; i < 60; i++) {
      clock.advance(1000);
      await new Promise((r) => setImmediate(r)); // a turn of the event loop, not a wait
      if (i === this.opts.dieAt) throw new Error('connection reset by the model');
      await this.opts.onStep?.(i);
    }
    return new OfflineImageRenderer().generate(request);
  }
}

beforeAll(async () => {
  h = await makeHarness();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-image-jobs-'));
  const objects = new LocalObjectStore({ dir, secret: 'integration-secret-of-32-characters', clock: h.deps.clock });
  Object.assign(h.deps, { objects });
  generate = makeGenerate(h.deps);
});

beforeEach(() => {
  clock = new FakeClock(Date.now());
  logged = [];
  const recorder = (base: Record<string, unknown>): Logger => {
    const keep = (message: string, fields?: Record<string, unknown>) =>
      void logged.push({ message, fields: { ...base, ...fields } });
    return { info: keep, warn: keep, error: keep, child: (more) => recorder({ ...base, ...more }) };
  };
  Object.assign(h.deps, { clock, realtime: { publish: async () => {} }, logger: recorder({}) });
  h.deps.limiter = { take: async () => {}, countDaily: async () => {} };
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const credits = async (userId: string) => (await h.deps.accounts.getSubscription(userId))!.creditsRemaining;
const start = async (token: string, operationId: string) => {
  const body = { operationId, prompt: 'Um café na praia ao pôr do sol', format: 'instagram', style: null };
  const r = await generate(apiEvent('POST /api/images/generate', { token, body }));
  return { status: r.statusCode!, body: JSON.parse(r.body!) };
};
const view = async (token: string, id: string) => generationViewSchema.parse((await generationOf(h, token, id)).body);
const filesOf = (userId: string) => {
  const folder = path.join(dir, 'users', userId, 'images');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.png')) : [];
};

describe('an image generation as a job', () => {
  it('answers 202 with the credits and the free slot reserved; the worker draws a minute of fake time and the GET shows the image', async () => {
    const ana = await subscribedUser(h, 'free', 500);
    const id = randomUUID();
    const seen: string[] = [];
    h.deps.model = new SlowModel({
      onStep: async (i) => void (i === 30 && seen.push((await view(ana.token, id)).status)),
    });

    expect(await start(ana.token, id)).toEqual({ status: 202, body: { generationId: id } });
    // reserved before the 202: the credits and the free plan's one image
    expect(await credits(ana.id)).toBe(300);
    expect(await h.deps.images.generated(ana.id)).toBe(1);

    await h.jobs.idle();
    expect(seen).toEqual(['running']);
    const done = await view(ana.token, id);
    expect(done).toMatchObject({ kind: 'image', status: 'done' });
    expect(done.image).toMatchObject({
      creditsRemaining: 300,
      usage: { generated: 1, limit: 1 },
      image: { format: 'instagram', width: 1080, height: 1350, renderer: 'offline' },
    });
    expect(filesOf(ana.id)).toEqual([`${done.image!.image.id}.png`]);
    // the worker's metrics: a minute of drawing, no failure, by writer and kind
    expect(metricsOf()).toEqual([
      expect.objectContaining({ Writer: 'offline', Kind: 'image', GenerationDuration: 60_000, GenerationFailed: 0 }),
    ]);
    // the slot is taken: a second image is refused before anything is charged
    expect((await start(ana.token, randomUUID())).status).toBe(403);
    expect(await credits(ana.id)).toBe(300);
  });

  it('draws once when its event is delivered twice (or the request is retried): one charge, one image', async () => {
    const bia = await subscribedUser(h, 'pro', 1000);
    const model = new SlowModel();
    h.deps.model = model;
    const id = randomUUID();

    expect((await start(bia.token, id)).status).toBe(202);
    expect(await start(bia.token, id)).toEqual({ status: 202, body: { generationId: id } });
    await h.deps.dispatcher.dispatch({ userId: bia.id, generationId: id });
    await h.deps.dispatcher.dispatch({ userId: bia.id, generationId: id });
    await h.jobs.idle();

    expect(model.calls).toBe(1);
    expect(await credits(bia.id)).toBe(800);
    expect((await view(bia.token, id)).status).toBe('done');
    expect((await h.deps.images.listPage(bia.id, { limit: 10 })).items).toHaveLength(1);
    expect(await h.deps.images.generated(bia.id)).toBe(1);
  });

  it('refunds once and frees the free slot once when the model dies halfway, and the page reads the pt-BR failure', async () => {
    const caio = await subscribedUser(h, 'free', 400);
    h.deps.model = new SlowModel({ dieAt: 30 });
    const id = randomUUID();

    expect((await start(caio.token, id)).status).toBe(202);
    await h.jobs.idle();

    expect(await view(caio.token, id)).toMatchObject({
      kind: 'image',
      status: 'failed',
      message: IMAGE_MESSAGES.generateFailed,
    });
    expect(await credits(caio.id)).toBe(400);
    expect(await h.deps.images.generated(caio.id)).toBe(0);
    expect(filesOf(caio.id)).toEqual([]);
    expect(metricsOf()).toEqual([expect.objectContaining({ Writer: 'offline', Kind: 'image', GenerationFailed: 1 })]);
    // a second ending (a late duplicate, the stale sweep) gives nothing more back
    const again = { userId: caio.id, operationId: id, cost: 200, reason: 'x', now: clock.now() };
    expect(await h.deps.ledger.refund(again)).toBe(false);
    expect(await h.deps.images.release(caio.id, id)).toBe(false);
    await h.deps.dispatcher.dispatch({ userId: caio.id, generationId: id });
    await h.jobs.idle();
    expect([await credits(caio.id), await h.deps.images.generated(caio.id)]).toEqual([400, 0]);

    // the slot came back: the free plan's one image can still be made
    h.deps.model = new SlowModel();
    const next = randomUUID();
    expect((await start(caio.token, next)).status).toBe(202);
    await h.jobs.idle();
    expect((await view(caio.token, next)).status).toBe('done');
    expect(await credits(caio.id)).toBe(200);
  });
});
