import * as z from 'zod/mini';
import { CREDIT_COSTS } from '@shared/plans/plans';
import { imageFormat } from '@shared/images/image-formats';
import type { GenerationStarted } from '@shared/generations/generation.schema';
import {
  generateImageBodySchema,
  IMAGE_MESSAGES,
  type GenerateImageRequest,
  type GenerateImageResponse,
} from '@shared/images/image.schema';
import { imageLimitFor } from '@shared/images/image-usage';
import { DomainError, NotFoundError } from '../core/errors';
import { errorFields } from '../core/logger';
import { objectKeys } from '../objects/object-keys';
import type { ImageContext } from './image-context';
import { ImageModelError } from './image-errors';
import { toImageView } from './image-view';
import type { StoredImage } from './ports';
import { endFailedCharge } from '../generation/end-failed-charge';
import {
  endedFailure,
  startGeneration,
  type GenerationJob,
  type StartGenerationContext,
} from '../generation/generation-job';

/** Nova Canvas's seeds run 0–858,993,459; every model behind the port takes at least that range. */
const SEED_RANGE = 858_993_460;

/** The operation id seeds the model, so a retried id draws the same image and a new one (a variation) another. */
export function seedOf(operationId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < operationId.length; i++) h = Math.imul(h ^ operationId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SEED_RANGE;
}

/** The image as GET /api/generations/{id} answers it: its signed URL, the balance, the usage. */
async function answerOf(
  ctx: Pick<ImageContext, 'objects' | 'ledger' | 'images'>,
  userId: string,
  image: StoredImage,
  limit: number | null,
): Promise<GenerateImageResponse> {
  const [view, creditsRemaining, generated] = await Promise.all([
    toImageView(ctx.objects, userId, image),
    ctx.ledger.balance(userId),
    ctx.images.generated(userId),
  ]);
  return { image: view, creditsRemaining, usage: { generated, limit } };
}

/**
 * Draws one reserved image before `signal` (the worker's deadline) aborts the model, brings it to
 * the format's exact size, stores it and saves its row settling the charge (IM2, docs/PRODUCT.md §flows.images);
 * any failure refunds, gives the slot back and deletes what was stored, and throws the pt-BR error.
 */
async function drawImage(
  ctx: ImageContext,
  userId: string,
  req: GenerateImageRequest,
  signal: AbortSignal,
): Promise<StoredImage> {
  const { operationId } = req;
  const cost = CREDIT_COSTS.image;
  const format = imageFormat(req.format);
  const id = ctx.newId();
  const objectKey = objectKeys.image(userId, id);
  const seed = seedOf(operationId);
  let stored = false;
  let image: StoredImage;
  try {
    const drawn = await ctx.model.generate({
      prompt: req.prompt,
      style: req.style,
      width: format.width,
      height: format.height,
      seed,
      signal,
    });
    const exact = await ctx.resizer.toExactSize(drawn, { width: format.width, height: format.height });
    await ctx.objects.put(objectKey, exact.png, 'image/png');
    stored = true;
    image = {
      id,
      prompt: req.prompt,
      format: req.format,
      style: req.style,
      width: exact.width,
      height: exact.height,
      seed,
      renderer: ctx.model.kind,
      objectKey,
      operationId,
      createdAt: ctx.clock.now().toISOString(),
    };
    await ctx.images.save(userId, image, { settles: operationId });
  } catch (err) {
    throw await failGeneration(ctx, userId, { operationId, cost, objectKey: stored ? objectKey : null }, err);
  }
  return image;
}

/**
 * POST /api/images/generate's half (docs/ARCHITECTURE.md §generation-jobs): charges the image, counts
 * the free plan's slot and records the job in one transaction (docs/DATA-MODEL.md IM1 with G1),
 * starts the worker and answers at once. The operation id is the generation id.
 *
 * @example await startImageGeneration(ctx, 'user-sub', { operationId, prompt: 'Um café na praia', format: 'square', style: null })
 */
export async function startImageGeneration(
  ctx: StartGenerationContext & Pick<ImageContext, 'accounts' | 'images'>,
  userId: string,
  req: GenerateImageRequest,
): Promise<GenerationStarted> {
  const { operationId, ...input } = req;
  const sub = await ctx.accounts.getSubscription(userId);
  if (!sub) throw new NotFoundError('Assinatura não encontrada.');
  const limit = imageLimitFor(sub.plan);
  return startGeneration(ctx, {
    userId,
    generationId: operationId,
    kind: 'image',
    chargeKind: 'image',
    cost: CREDIT_COSTS.image,
    input,
    failureMessage: IMAGE_MESSAGES.generateFailed,
    conflicts: { running: IMAGE_MESSAGES.pending, used: IMAGE_MESSAGES.used },
    reserve: (charge) =>
      ctx.images.reserve(userId, { operationId, cost: charge.cost, limit, now: charge.now, job: { input } }),
    release: async () => void (await ctx.images.release(userId, operationId)),
  });
}

const jobInputSchema = z.omit(generateImageBodySchema, { operationId: true });

/** The worker's job of kind 'image' (picked by the worker entry): draws within the worker's deadline. */
export function imageJob(ctx: ImageContext): GenerationJob {
  return {
    failureMessage: IMAGE_MESSAGES.generateFailed,
    run: async (record, run) => {
      const req = { ...jobInputSchema.parse(record.input), operationId: record.generationId };
      try {
        const image = await drawImage({ ...ctx, log: run.log }, record.userId, req, run.signal);
        run.log.info('image generated', { renderer: ctx.model.kind, width: image.width, height: image.height });
      } catch (err) {
        // drawImage refunded and freed the slot: the worker only records it
        throw err instanceof DomainError ? endedFailure(err) : err;
      }
      return { replacedOldest: false };
    },
    release: async (record) => void (await ctx.images.release(record.userId, record.generationId)),
  };
}

/** A finished image job's answer, for GET /api/generations/{id}; null when the image was deleted since. */
export async function imageResult(
  ctx: Pick<ImageContext, 'objects' | 'ledger' | 'images' | 'accounts'>,
  userId: string,
  imageId: string,
): Promise<GenerateImageResponse | null> {
  const image = await ctx.images.get(userId, imageId);
  if (!image) return null;
  const sub = await ctx.accounts.getSubscription(userId);
  return answerOf(ctx, userId, image, imageLimitFor(sub?.plan ?? 'free'));
}

/**
 * Refunds, gives the slot back, deletes what was stored; answers the error to throw (pt-BR,
 * domain; an account deleted meanwhile gets its 401: generation/end-failed-charge.ts).
 */
async function failGeneration(
  ctx: ImageContext,
  userId: string,
  op: { operationId: string; cost: number; objectKey: string | null },
  err: unknown,
): Promise<DomainError> {
  const failure = err instanceof DomainError ? err : new ImageModelError(IMAGE_MESSAGES.generateFailed, { cause: err });
  const log = ctx.log.child({ operationId: op.operationId });
  log.warn('image generation failed', { code: failure.code, ...errorFields(err) });
  const { operationId, cost } = op;
  const { error, refunded } = await endFailedCharge({ ...ctx, log }, { userId, operationId, cost }, failure);
  try {
    if (refunded) await ctx.images.release(userId, operationId);
  } catch (releaseErr) {
    // the stale sweep (releaseStaleReservations) finishes it before the user's next generation
    log.error('could not give the image slot back', errorFields(releaseErr));
  }
  // also when the account is gone: the object was put after its prefix was erased
  if (op.objectKey) {
    try {
      await ctx.objects.delete(op.objectKey);
    } catch (deleteErr) {
      log.warn('could not delete the object of a failed image', errorFields(deleteErr));
    }
  }
  return error;
}
