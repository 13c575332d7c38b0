import { authedHandler, json } from '../../http/http-handler';
import { lazyObjectStore } from '../../composition/object-store';
import { getImageStore } from '../../composition/image-store';
import { getImage } from '../../images/manage-images';

/** GET /api/images/{id} — one of the caller's images with a fresh signed URL (a script's cover). */
export const handler = authedHandler({}, async ({ caller, pathParameters, log }) =>
  json(200, {
    image: await getImage({ images: getImageStore(), objects: lazyObjectStore, log }, caller.userId, pathParameters.id),
  }),
);
