import { CREDIT_COSTS } from '@shared/plans/plans';
import { IMAGE_MESSAGES, type GenerateImageRequest } from '@shared/images/image.schema';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { fixedClock } from '../core/clock';
import { ConflictError, InsufficientCreditsError } from '../core/errors';
import type { CreditLedger } from '../credits/ports';
import type { Logger, ObjectStore } from '../core/ports';
import { encodePng } from '../adapters/images/png';
import { PngResizer } from '../adapters/images/png-resizer';
import { imageJob, imageResult, seedOf, startImageGeneration } from './generate-image';
import type { ImageContext } from './image-context';
import { ImageLimitError, ImageModelError } from './image-errors';
import type { ImageModel, ImageModelRequest, ImageStore, StoredImage } from './ports';
import { activeStandings } from '../../test/support/deps';
import { memoryGenerations, runningDispatcher } from '../../test/support/generations';
import { runGeneration } from '../generation/generation-job';
import { getGeneration } from '../generation/get-generation';
import type { GenerationRecord } from '../generation/ports';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };
const OP = '0b8e9c1e-7a51-4d8f-9e52-3f1a2b3c4d5e';
const USER = 'ana';
const ID = '01JD3QH9Z8X7W6V5T4S3R2Q1P0';
const request = { operationId: OP, prompt: 'Um café na praia', format: 'instagram', style: 'fotografico' } as const;

/** A flat PNG of any size: what a model "draws". */
const flatPng = (width: number, height: number) =>
  encodePng({ width, height, channels: 3, data: new Uint8Array(width * height * 3).fill(90) });

/** Drawn once: Nova Canvas's 4:5 size (the resizer must bring it to 1080 × 1350), and the exact size. */
const NOVA_4_5 = flatPng(1088, 1360);
const EXACT_4_5 = flatPng(1080, 1350);

/**
 * The image generator's two halves over fakes (image-jobs.test.ts runs the real stores): the route's
 * `startImageGeneration` reserves (the credits, the free plan's slot and the job's record in one
 * transaction, IM1 with G1) and dispatches; the dispatcher runs the worker, `runGeneration`, with
 * `imageJob` at once. `run()` waits for the jobs started; `view(id)` is what GET /api/generations/{id} answers.
 */
function fakes(opts: { plan?: Subscription['plan']; model?: ImageModel; failSave?: boolean; drawn?: Uint8Array } = {}) {
  const calls: string[] = [];
  const objects = new Map<string, Uint8Array>();
  const rows = new Map<string, StoredImage>();
  const charges = new Map<string, { status: 'pending' | 'done' | 'failed'; imageId?: string }>();
  let generated = 0;
  const ledger: CreditLedger = {
    charge: async () => undefined,
    refund: async ({ operationId, cost }) => (
      calls.push(`refund ${cost}`),
      charges.set(operationId, { status: 'failed' }),
      true
    ),
    refundStale: async () => [],
    held: async () => 0,
    getCharge: async (_u, operationId) => {
      const c = charges.get(operationId);
      return c ? { status: c.status, resultIds: c.imageId ? [c.imageId] : [] } : null;
    },
    balance: async () => 800,
    renew: async () => true,
  };
  // the image store's reserve charges itself: the record is put in its transaction
  const { generations, records } = memoryGenerations(async () => {});
  const images: ImageStore = {
    reserve: async (userId, r) => {
      if (charges.has(r.operationId)) throw new ConflictError('já cobrado');
      if (r.limit !== null && generated >= r.limit) throw new ImageLimitError();
      const charge = { userId, operationId: r.operationId, cost: r.cost, kind: 'image', now: r.now } as const;
      if (r.job) await generations.start({ generationId: r.operationId, kind: 'image', input: r.job.input }, charge);
      calls.push(`reserve ${r.cost} limit ${r.limit}`);
      charges.set(r.operationId, { status: 'pending' });
      generated++;
    },
    save: async (_u, image, { settles }) => {
      if (opts.failSave) throw new Error('DynamoDB fora do ar');
      calls.push(`save ${image.id} settles ${settles}`);
      rows.set(image.id, image);
      charges.set(settles, { status: 'done', imageId: image.id });
    },
    release: async () => (calls.push('release'), generated--, true),
    openReservations: async () => [],
    generated: async () => generated,
    get: async (_u, id) => rows.get(id) ?? null,
    listPage: async () => ({ items: [...rows.values()], more: false }),
    count: async () => rows.size,
    delete: async () => null,
    setCover: async () => true,
  };
  const store: ObjectStore = {
    put: async (key, bytes) => void (calls.push(`put ${key}`), objects.set(key, bytes)),
    signedGetUrl: async (key, ttl) => `https://signed/${key}?ttl=${ttl}`,
    delete: async (key) => void (calls.push(`delete ${key}`), objects.delete(key)),
    deletePrefix: async () => 0,
  };
  const drawn: ImageModelRequest[] = [];
  const model: ImageModel = opts.model ?? {
    kind: 'bedrock',
    generate: async (r) => (drawn.push(r), opts.drawn ?? EXACT_4_5),
  };
  const ctx: ImageContext = {
    images,
    objects: store,
    model,
    resizer: new PngResizer(),
    ledger,
    accounts: {
      getSubscription: async () =>
        ({ userId: USER, plan: opts.plan ?? 'pro', creditsRemaining: 1000 }) as unknown as Subscription,
    },
    standings: activeStandings,
    clock: fixedClock('2026-03-15T09:30:00.000Z'),
    log: silent,
    newId: () => ID,
  };
  const worker = { ...ctx, generations, realtime: { publish: async () => {} } };
  const jobs = { image: imageJob(ctx) };
  const { dispatcher, run } = runningDispatcher(worker, jobs);
  const start = (req: GenerateImageRequest) => startImageGeneration({ ...ctx, generations, dispatcher }, USER, req);
  const view = (generationId: string) =>
    getGeneration(
      {
        generations,
        ledger,
        scripts: { get: async () => null },
        results: { get: async () => null },
        imageResult: (userId, imageId) => imageResult(ctx, userId, imageId),
        clock: ctx.clock,
      },
      USER,
      generationId,
    );
  /** The worker handed the same event again (a second delivery). */
  const deliverAgain = (generationId: string) => runGeneration(worker, { userId: USER, generationId }, jobs);
  return { ctx, calls, objects, rows, drawn, records, start, run, view, deliverAgain };
}

/** A job's record as the worker reads it back, to run `imageJob` alone. */
const recordOf = (input: unknown): GenerationRecord => ({
  userId: USER,
  generationId: OP,
  kind: 'image',
  status: 'running',
  input,
  cost: CREDIT_COSTS.image,
  createdAt: '2026-03-15T09:30:00.000Z',
  parts: [],
});

describe('an image generation (startImageGeneration, then imageJob in the worker)', () => {
  it('charges, draws, resizes to the exact format, stores the PNG and saves the row settling the charge', async () => {
    const { calls, objects, drawn, records, start, run, view } = fakes({ drawn: NOVA_4_5 });
    expect(await start(request)).toEqual({ generationId: OP });
    expect(await run()).toEqual(['done']);
    const key = `users/${USER}/images/${ID}.png`;
    expect(calls).toEqual([`reserve ${CREDIT_COSTS.image} limit null`, `put ${key}`, `save ${ID} settles ${OP}`]);
    expect(drawn[0]).toMatchObject({ width: 1080, height: 1350, seed: seedOf(OP) });
    expect(records.get(OP)).toMatchObject({ kind: 'image', status: 'done', cost: CREDIT_COSTS.image });
    expect(await view(OP)).toEqual({
      generationId: OP,
      kind: 'image',
      parts: [],
      status: 'done',
      image: {
        image: {
          id: ID,
          prompt: 'Um café na praia',
          format: 'instagram',
          style: 'fotografico',
          width: 1080,
          height: 1350,
          seed: seedOf(OP),
          renderer: 'bedrock',
          createdAt: '2026-03-15T09:30:00.000Z',
          url: `https://signed/${key}?ttl=900`,
        },
        creditsRemaining: 800,
        usage: { generated: 1, limit: null },
      },
    });
    const png = objects.get(key)!;
    expect([png[16], png[17], png[18], png[19]]).toEqual([0, 0, 0x04, 0x38]); // IHDR width 1080
    expect([png[20], png[21], png[22], png[23]]).toEqual([0, 0, 0x05, 0x46]); // IHDR height 1350
  });

  it('draws within the worker deadline: the model is handed the run signal', async () => {
    const { ctx, drawn } = fakes();
    const deadline = new AbortController();
    const { operationId: _, ...input } = request;
    await imageJob(ctx).run(recordOf(input), { onParts: () => {}, signal: deadline.signal, log: silent });
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.signal).toBe(deadline.signal);
  });

  it('counts the free plan against its one image', async () => {
    const { calls, start, run } = fakes({ plan: 'free' });
    await start(request);
    await run();
    expect(calls[0]).toBe(`reserve ${CREDIT_COSTS.image} limit 1`);
    await expect(start({ ...request, operationId: crypto.randomUUID() })).rejects.toBeInstanceOf(ImageLimitError);
  });

  it('refunds the credits once and gives the slot back once when the model fails, storing nothing', async () => {
    const failing: ImageModel = {
      kind: 'bedrock',
      generate: async () => {
        throw new ImageModelError(IMAGE_MESSAGES.invalidFormat);
      },
    };
    const { calls, objects, start, run, view } = fakes({ model: failing });
    expect(await start(request)).toEqual({ generationId: OP });
    expect(await run()).toEqual(['failed']);
    expect(calls).toEqual([`reserve 200 limit null`, 'refund 200', 'release']);
    expect(objects.size).toBe(0);
    expect(await view(OP)).toMatchObject({ status: 'failed', message: IMAGE_MESSAGES.invalidFormat });
  });

  it('deletes the stored PNG, refunds once and gives the slot back once when the row cannot be saved', async () => {
    const { calls, objects, start, run, view } = fakes({ failSave: true });
    await start(request);
    expect(await run()).toEqual(['failed']);
    expect(calls.slice(1)).toEqual([
      `put users/${USER}/images/${ID}.png`,
      'refund 200',
      'release',
      `delete users/${USER}/images/${ID}.png`,
    ]);
    expect(objects.size).toBe(0);
    expect(await view(OP)).toMatchObject({ status: 'failed', message: IMAGE_MESSAGES.generateFailed });
  });

  it('answers a retried operation id with the same generation, charging and drawing nothing again', async () => {
    const { calls, drawn, start, run, view, deliverAgain } = fakes();
    await start(request);
    await run();
    const first = await view(OP);
    expect(await start(request)).toEqual({ generationId: OP });
    expect(await deliverAgain(OP)).toBe('skipped');
    await run();
    expect(await view(OP)).toEqual(first);
    expect(first).toMatchObject({ status: 'done', image: { image: { id: ID } } });
    expect(calls.filter((c) => c.startsWith('reserve'))).toHaveLength(1);
    expect(drawn).toHaveLength(1);
  });

  it('passes "Créditos insuficientes" through as it is, starting no job', async () => {
    const { ctx, records, start, run } = fakes();
    ctx.images.reserve = async () => {
      throw new InsufficientCreditsError();
    };
    await expect(start(request)).rejects.toMatchObject({
      code: 'insufficient_credits',
      message: 'Créditos insuficientes',
    });
    expect(await run()).toEqual([]);
    expect(records.size).toBe(0);
  });
});

describe('seedOf', () => {
  it('is stable for an operation id, within the model range, and differs between ids', () => {
    expect(seedOf(OP)).toBe(seedOf(OP));
    expect(seedOf(OP)).toBeGreaterThanOrEqual(0);
    expect(seedOf(OP)).toBeLessThanOrEqual(858_993_459);
    expect(seedOf(OP)).not.toBe(seedOf('0b8e9c1e-7a51-4d8f-9e52-3f1a2b3c4d5f'));
  });
});
