import { generateImageBodySchema } from '@shared/images/image.schema';
import { authedHandler, json } from '../../http/http-handler';
import { generateImage } from '../../images/generate-image';
import { beforeGeneratingImage, imageContext } from '../../composition/image-request';

/** POST /api/images/generate — pays 200 credits, draws, stores and answers the image (docs/PRODUCT.md §flows.images). */
export const handler = authedHandler(
  { body: generateImageBodySchema, beforeAccess: beforeGeneratingImage },
  async (req) => json(200, await generateImage(imageContext(req), req.caller.userId, req.body)),
);
