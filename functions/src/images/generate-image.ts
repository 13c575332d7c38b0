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
import { ConflictError, DomainError, NotFoundError } from '../core/errors';
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

/**
 * A model call that has not finished in this long is given up and refunded: the route's Lambda
 * stops at 29 s, and resizing, storing and saving (or refunding) need the rest.
 */
export const IMAGE_TIMEOUT_MS = 22_000;

/** Nova Canvas's seeds run 0–858,993,459; every model behind the port takes at least that range. */
const SEED_RANGE = 858_993_460;

/** The operation id seeds the model, so a retried id draws the same image and a new one (a variation) another. */
export function seedOf(operationId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < operationId.length; i++) h = Math.imul(h ^ operationId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SEED_RANGE;
}

/**
 * Pays for, draws, stores and records one image (docs/PRODUCT.md §flows.images). The credits
 * are deducted and the image counted (the free plan's one image, under a condition) in one
 * transaction before the model runs; the model's PNG is brought to the format's exact size and
 * put in the object store; the row is saved with the charge settled. Any failure refunds the
 * credits, gives the free plan's slot back and deletes a stored object.
 *
 * @example await generateImage(ctx, 'user-sub', { operationId, prompt: 'Um café na praia', format: 'square', style: null })
 */
export async function generateImage(
  ctx: ImageContext,
  userId: string,
  req: GenerateImageRequest,
): Promise<GenerateImageResponse> {
  const { operationId } = req;
  const log = ctx.log.child({ operationId, format: req.format });
  const sub = await ctx.accounts.getSubscription(userId);
  if (!sub) throw new NotFoundError('Assinatura não encontrada.');
  const limit = imageLimitFor(sub.plan);
  const cost = CREDIT_COSTS.image;

  try {
    await ctx.images.reserve(userId, { operationId, cost, limit, now: ctx.clock.now() });
  } catch (err) {
    if (err instanceof ConflictError) return replay(ctx, userId, operationId, limit, err);
    throw err;
  }

  const image = await drawImage(ctx, userId, { ...req, operationId }, AbortSignal.timeout(IMAGE_TIMEOUT_MS));
  log.info('image generated', { renderer: ctx.model.kind, width: image.width, height: image.height });
  return answerOf(ctx, userId, image, limit);
}

/** The image as the generate route (and GET /api/generations/{id}) answer it: its signed URL, the balance, the usage. */
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
 * Draws, brings to size, stores and saves one reserved image, settling its charge (IM2); any failure
 * refunds, gives the slot back and deletes what was stored, and throws the pt-BR error.
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

/** A retried operation id: the saved image again when it finished, a conflict otherwise. */
async function replay(
  ctx: ImageContext,
  userId: string,
  operationId: string,
  limit: number | null,
  conflict: ConflictError,
): Promise<GenerateImageResponse> {
  const charge = await ctx.ledger.getCharge(userId, operationId, ctx.clock.now());
  if (charge?.status === 'done' && charge.resultIds[0]) {
    const image = await ctx.images.get(userId, charge.resultIds[0]);
    if (image) return answerOf(ctx, userId, image, limit);
  }
  if (charge?.status === 'pending') throw new ConflictError(IMAGE_MESSAGES.pending, { cause: conflict });
  throw new ConflictError(IMAGE_MESSAGES.used, { cause: conflict });
}
