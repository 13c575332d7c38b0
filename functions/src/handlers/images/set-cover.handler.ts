import { setCoverBodySchema } from '@shared/images/image.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { imageStoreOf } from '../../composition/image-store';
import type { ImageStore } from '../../images/ports';
import { setCover } from '../../images/manage-images';

export interface SetCoverDeps extends HttpDeps {
  images: ImageStore;
}

/** POST /api/images/{id}/cover — 'Usar como capa': the image becomes the cover of one of the caller's scripts. */
export const makeHandler = (deps: SetCoverDeps) =>
  authedHandler({ deps, body: setCoverBodySchema }, async ({ caller, pathParameters, body, deps }) =>
    json(
      200,
      await setCover({ images: deps.images, clock: deps.clock }, caller.userId, pathParameters.id, body.scriptId),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, images: imageStoreOf }));
