import { authedHandler, json } from '../../http/http-handler';
import { lazyObjectStore } from '../../composition/object-store';
import { getImageStore } from '../../composition/image-store';
import { deleteImage } from '../../images/manage-images';

/** DELETE /api/images/{id} — the row and its PNG; the count of images generated stays. */
export const handler = authedHandler({}, async ({ caller, pathParameters, log }) => {
  await deleteImage({ images: getImageStore(), objects: lazyObjectStore, log }, caller.userId, pathParameters.id);
  return json(200, { deleted: true });
});
