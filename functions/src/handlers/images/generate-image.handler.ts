import { generateImageBodySchema } from '@shared/images/image.schema';
import { authedHandler, json } from '../../http/http-handler';
import { startImageGeneration } from '../../images/generate-image';
import { lazyDeps } from '../../composition/core';
import {
  beforeGeneratingImage,
  imageDrawingBuilders,
  imageStartContext,
  type ImageDrawingDeps,
} from '../../composition/image-request';

/**
 * POST /api/images/generate — reserves 200 credits (and the free plan's slot), records the job and
 * answers 202 { generationId }; the worker draws (docs/PRODUCT.md §flows.images, docs/ARCHITECTURE.md §generation-jobs).
 */
export const makeHandler = (deps: ImageDrawingDeps) =>
  authedHandler(
    { deps, body: generateImageBodySchema, beforeAccess: beforeGeneratingImage },
    async ({ caller, deps, body, log }) =>
      json(202, await startImageGeneration(imageStartContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps(imageDrawingBuilders));
