import { generateImageBodySchema } from '@shared/images/image.schema';
import { authedHandler, json } from '../../http/http-handler';
import { generateImage } from '../../images/generate-image';
import { lazyDeps } from '../../composition/core';
import {
  beforeGeneratingImage,
  imageContext,
  imageDrawingBuilders,
  type ImageDrawingDeps,
} from '../../composition/image-request';

/** POST /api/images/generate — pays 200 credits, draws, stores and answers the image (docs/PRODUCT.md §flows.images). */
export const makeHandler = (deps: ImageDrawingDeps) =>
  authedHandler(
    { deps, body: generateImageBodySchema, beforeAccess: beforeGeneratingImage },
    async ({ caller, deps, body, log }) => json(200, await generateImage(imageContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps(imageDrawingBuilders));
