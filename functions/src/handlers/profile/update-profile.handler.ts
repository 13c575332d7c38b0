import { randomUUID } from 'node:crypto';
import { updateProfileRequestSchema } from '@shared/profile/profile.schema';
import { authedHandler, json } from '../../http/http-handler';
import { getObjectStore } from '../../composition/object-store';
import { getProfileStore } from '../../composition/profile';
import { updateProfile } from '../../profile/profile';

/** PATCH /api/profile — the name and/or the picture (docs/PRODUCT.md §screens.perfil). */
export const handler = authedHandler({ body: updateProfileRequestSchema }, async ({ caller, body, deps, log }) =>
  json(
    200,
    await updateProfile(
      {
        profiles: getProfileStore(),
        objects: getObjectStore(),
        clock: deps.clock,
        log,
        newId: () => randomUUID().replaceAll('-', ''),
      },
      caller,
      body,
    ),
  ),
);
