import { randomUUID } from 'node:crypto';
import { updateProfileRequestSchema } from '@shared/profile/profile.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import type { ObjectStore } from '../../core/ports';
import { objectStoreOf } from '../../composition/object-store';
import { profilesOf } from '../../composition/profile';
import type { ProfileStore } from '../../profile/ports';
import { updateProfile } from '../../profile/profile';

export interface UpdateProfileDeps extends HttpDeps {
  profiles: ProfileStore;
  objects: ObjectStore;
}

/** PATCH /api/profile — the name and/or the picture (docs/PRODUCT.md §screens.perfil). */
export const makeHandler = (deps: UpdateProfileDeps) =>
  authedHandler({ deps, body: updateProfileRequestSchema }, async ({ caller, body, deps, log }) =>
    json(
      200,
      await updateProfile(
        {
          profiles: deps.profiles,
          objects: deps.objects,
          clock: deps.clock,
          log,
          newId: () => randomUUID().replaceAll('-', ''),
        },
        caller,
        body,
      ),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, profiles: profilesOf, objects: objectStoreOf }));
