import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import type { ObjectStore } from '../../core/ports';
import { lazyObjects, objectStoreOf } from '../../composition/object-store';
import { profilesOf } from '../../composition/profile';
import type { ProfileStore } from '../../profile/ports';
import { readProfile } from '../../profile/profile';

export interface GetProfileDeps extends HttpDeps {
  profiles: ProfileStore;
  objects: ObjectStore;
}

/** GET /api/profile — the caller's profile (name, e-mail, picture as a short-lived signed URL, join date). */
export const makeHandler = (deps: GetProfileDeps) =>
  authedHandler({ deps }, async ({ caller, deps }) =>
    json(200, await readProfile({ profiles: deps.profiles, objects: lazyObjects(() => deps.objects) }, caller)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, profiles: profilesOf, objects: objectStoreOf }));
