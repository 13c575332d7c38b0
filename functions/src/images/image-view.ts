import type { Image } from '@shared/images/image.schema';
import type { ObjectStore } from '../core/ports';
import { objectKeys } from '../objects/object-keys';
import type { StoredImage } from './ports';

/**
 * How long an image's signed URL works (docs/ARCHITECTURE.md §ports): long enough to view and
 * download the history, short enough that a leaked URL soon stops working; the page reloads the
 * history well before (web/src/features/images/use-images.ts).
 */
export const IMAGE_URL_TTL_SECONDS = 15 * 60;

/** The API's view of a row: a signed URL of its PNG, only for a key under the caller's own prefix. */
export async function toImageView(
  objects: Pick<ObjectStore, 'signedGetUrl'>,
  userId: string,
  image: StoredImage,
): Promise<Image> {
  if (!objectKeys.ownedBy(userId, image.objectKey)) throw new Error('image object outside its owner prefix');
  const { objectKey: _key, operationId: _op, ...fields } = image;
  return { ...fields, url: await objects.signedGetUrl(image.objectKey, IMAGE_URL_TTL_SECONDS) };
}
