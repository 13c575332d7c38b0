import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  isImageId,
  type Image,
  type ListImagesResponse,
} from '@shared/images/image.schema';
import { imageLimitFor } from '@shared/images/image-usage';
import { DomainError, NotFoundError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { AccountStore, Clock, Logger, ObjectStore } from '../core/ports';
import type { CreditLedger } from '../credits/ports';
import { staleCutoff } from '../generation/reconcile-generations';
import { isScriptId } from '../generation/script-id';
import { toImageView } from './image-view';
import type { ImageStore } from './ports';

type Ctx = { images: ImageStore; objects: Pick<ObjectStore, 'signedGetUrl' | 'delete'>; log: Logger };

/** GET /api/images: a page of the history, newest first, with the count the free plan is limited on. */
export async function listImages(
  ctx: Ctx & { accounts: Pick<AccountStore, 'getSubscription'> },
  userId: string,
  cursor: string | undefined,
): Promise<ListImagesResponse> {
  if (cursor !== undefined && !isImageId(cursor)) throw new DomainError('validation_failed', 'Cursor inválido.');
  const [page, total, generated, sub] = await Promise.all([
    ctx.images.listPage(userId, { limit: IMAGE_LIMITS.page, ...(cursor ? { after: cursor } : {}) }),
    ctx.images.count(userId),
    ctx.images.generated(userId),
    ctx.accounts.getSubscription(userId),
  ]);
  const items = await Promise.all(page.items.map((i) => toImageView(ctx.objects, userId, i)));
  return {
    items,
    nextCursor: page.more ? (page.items.at(-1)?.id ?? null) : null,
    total,
    usage: { generated, limit: imageLimitFor(sub?.plan) },
  };
}

/** GET /api/images/{id}: one image with a fresh signed URL (a script's cover, a reload). */
export async function getImage(ctx: Ctx, userId: string, imageId: string | undefined): Promise<Image> {
  if (!isImageId(imageId)) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  const image = await ctx.images.get(userId, imageId);
  if (!image) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  return toImageView(ctx.objects, userId, image);
}

/**
 * DELETE /api/images/{id}: the row, then its PNG. The count of images generated stays: deleting
 * the free plan's one image gives no other (docs/PRODUCT.md §defects).
 */
export async function deleteImage(ctx: Ctx, userId: string, imageId: string | undefined): Promise<void> {
  if (!isImageId(imageId)) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  const removed = await ctx.images.delete(userId, imageId);
  if (!removed) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  // the row is gone, so no URL is signed for it again; a failed object delete leaves an orphan
  // under the user's prefix, which account deletion erases
  try {
    await ctx.objects.delete(removed.objectKey);
  } catch (err) {
    ctx.log.warn('could not delete an image object', { imageId, ...errorFields(err) });
  }
}

/** POST /api/images/{id}/cover: the image becomes the cover of one of the caller's saved scripts. */
export async function setCover(
  ctx: { images: ImageStore; clock: Clock },
  userId: string,
  imageId: string | undefined,
  scriptId: string,
): Promise<{ scriptId: string; coverImageId: string }> {
  if (!isImageId(imageId)) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  if (!isScriptId(scriptId)) throw new NotFoundError(IMAGE_MESSAGES.scriptNotFound);
  if (!(await ctx.images.get(userId, imageId))) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  if (!(await ctx.images.setCover(userId, imageId, scriptId, ctx.clock.now())))
    throw new NotFoundError(IMAGE_MESSAGES.scriptNotFound);
  return { scriptId, coverImageId: imageId };
}

/**
 * Gives back the free plan's slot of generations that died (docs/DATA-MODEL.md IM3, IM4): a
 * reservation older than a live generation can be whose charge is no longer pending (refunded by
 * the ledger's stale sweep, L6, which runs just before) is released, each at most once. Best
 * effort, as the credits' own reconcile is.
 */
export async function releaseStaleReservations(
  ctx: { images: ImageStore; ledger: Pick<CreditLedger, 'getCharge'>; clock: Clock; log: Logger },
  userId: string,
): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = staleCutoff(now).toISOString();
  let released = 0;
  try {
    for (const r of await ctx.images.openReservations(userId)) {
      if (r.createdAt >= cutoff) continue;
      const charge = await ctx.ledger.getCharge(userId, r.operationId, now);
      if (charge?.status === 'pending' || charge?.status === 'done') continue;
      if (await ctx.images.release(userId, r.operationId)) {
        released++;
        ctx.log.warn('stale image reservation released', { operationId: r.operationId, createdAt: r.createdAt });
      }
    }
  } catch (err) {
    ctx.log.error('stale image reservations not released', errorFields(err));
  }
  return released;
}
