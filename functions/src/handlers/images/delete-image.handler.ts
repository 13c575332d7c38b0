import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { lazyObjects, objectStoreOf } from '../../composition/object-store';
import { imageStoreOf, type ImageStoreDeps } from '../../composition/image-store';
import { deleteImage } from '../../images/manage-images';

/** DELETE /api/images/{id} — the row and its PNG; the count of images generated stays. */
export const makeHandler = (deps: ImageStoreDeps) =>
  authedHandler({ deps }, async ({ caller, deps, pathParameters, log }) => {
    await deleteImage(
      { images: deps.images, objects: lazyObjects(() => deps.objects), log },
      caller.userId,
      pathParameters.id,
    );
    return json(200, { deleted: true });
  });

export const handler = makeHandler(lazyDeps({ ...httpBuilders, images: imageStoreOf, objects: objectStoreOf }));
