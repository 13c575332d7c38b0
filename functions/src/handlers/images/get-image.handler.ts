import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { lazyObjects, objectStoreOf } from '../../composition/object-store';
import { imageStoreOf, type ImageStoreDeps } from '../../composition/image-store';
import { getImage } from '../../images/manage-images';

/** GET /api/images/{id} — one of the caller's images with a fresh signed URL (a script's cover). */
export const makeHandler = (deps: ImageStoreDeps) =>
  authedHandler({ deps }, async ({ caller, deps, pathParameters, log }) =>
    json(200, {
      image: await getImage(
        { images: deps.images, objects: lazyObjects(() => deps.objects), log },
        caller.userId,
        pathParameters.id,
      ),
    }),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, images: imageStoreOf, objects: objectStoreOf }));
