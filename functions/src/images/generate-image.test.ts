import { CREDIT_COSTS } from '@shared/plans/plans';
import { IMAGE_MESSAGES } from '@shared/images/image.schema';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { fixedClock } from '../core/clock';
import { ConflictError, InsufficientCreditsError } from '../core/errors';
import type { CreditLedger } from '../credits/ports';
import type { Logger, ObjectStore } from '../core/ports';
import { encodePng } from '../adapters/images/png';
import { PngResizer } from '../adapters/images/png-resizer';
import { generateImage, seedOf } from './generate-image';
import type { ImageContext } from './image-context';
import { ImageLimitError, ImageModelError } from './image-errors';
import type { ImageModel, ImageStore, StoredImage } from './ports';
import { activeStandings } from '../../test/support/deps';

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
  const images: ImageStore = {
    reserve: async (_u, r) => {
      if (charges.has(r.operationId)) throw new ConflictError('já cobrado');
      if (r.limit !== null && generated >= r.limit) throw new ImageLimitError();
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
  const drawn: Array<{ width: number; height: number; seed: number }> = [];
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
  return { ctx, calls, objects, rows, drawn };
}

describe('generateImage', () => {
  it('charges, draws, resizes to the exact format, stores the PNG and saves the row settling the charge', async () => {
    const { ctx, calls, objects, drawn } = fakes({ drawn: NOVA_4_5 });
    const answer = await generateImage(ctx, USER, request);
    const key = `users/${USER}/images/${ID}.png`;
    expect(calls).toEqual([`reserve ${CREDIT_COSTS.image} limit null`, `put ${key}`, `save ${ID} settles ${OP}`]);
    expect(drawn[0]).toMatchObject({ width: 1080, height: 1350, seed: seedOf(OP) });
    expect(answer).toEqual({
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
    });
    const png = objects.get(key)!;
    expect([png[16], png[17], png[18], png[19]]).toEqual([0, 0, 0x04, 0x38]); // IHDR width 1080
  });

  it('counts the free plan against its one image', async () => {
    const { ctx, calls } = fakes({ plan: 'free' });
    await generateImage(ctx, USER, request);
    expect(calls[0]).toBe(`reserve ${CREDIT_COSTS.image} limit 1`);
    await expect(generateImage(ctx, USER, { ...request, operationId: crypto.randomUUID() })).rejects.toBeInstanceOf(
      ImageLimitError,
    );
  });

  it('refunds the credits and gives the slot back when the model fails, storing nothing', async () => {
    const failing: ImageModel = {
      kind: 'bedrock',
      generate: async () => {
        throw new ImageModelError(IMAGE_MESSAGES.invalidFormat);
      },
    };
    const { ctx, calls, objects } = fakes({ model: failing });
    await expect(generateImage(ctx, USER, request)).rejects.toThrow(IMAGE_MESSAGES.invalidFormat);
    expect(calls).toEqual([`reserve 200 limit null`, 'refund 200', 'release']);
    expect(objects.size).toBe(0);
  });

  it('deletes the stored PNG and refunds when the row cannot be saved', async () => {
    const { ctx, calls, objects } = fakes({ failSave: true });
    await expect(generateImage(ctx, USER, request)).rejects.toThrow(IMAGE_MESSAGES.generateFailed);
    expect(calls.slice(-3)).toEqual(['refund 200', 'release', `delete users/${USER}/images/${ID}.png`]);
    expect(objects.size).toBe(0);
  });

  it('answers a retried operation id with the saved image, drawing nothing again', async () => {
    const { ctx, drawn } = fakes();
    const first = await generateImage(ctx, USER, request);
    const again = await generateImage(ctx, USER, request);
    expect(again.image).toEqual(first.image);
    expect(drawn).toHaveLength(1);
  });

  it('passes "Créditos insuficientes" through as it is', async () => {
    const { ctx } = fakes();
    ctx.images.reserve = async () => {
      throw new InsufficientCreditsError();
    };
    await expect(generateImage(ctx, USER, request)).rejects.toMatchObject({
      code: 'insufficient_credits',
      message: 'Créditos insuficientes',
    });
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
