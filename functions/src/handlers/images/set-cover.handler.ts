import { setCoverBodySchema } from '@shared/images/image.schema';
import { authedHandler, json } from '../../http/http-handler';
import { getImageStore } from '../../composition/image-store';
import { setCover } from '../../images/manage-images';

/** POST /api/images/{id}/cover — 'Usar como capa': the image becomes the cover of one of the caller's scripts. */
export const handler = authedHandler({ body: setCoverBodySchema }, async ({ caller, pathParameters, body, deps }) =>
  json(
    200,
    await setCover({ images: getImageStore(), clock: deps.clock }, caller.userId, pathParameters.id, body.scriptId),
  ),
);
