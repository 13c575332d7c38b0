import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import type { ObjectStore } from '../../core/ports';
import { lazyObjects, objectStoreOf } from '../../composition/object-store';
import { identityReaderOf, profilesOf } from '../../composition/profile';
import type { IdentityReader, ProfileStore } from '../../profile/ports';
import { syncVerifiedEmail } from '../../profile/profile';

export interface SyncEmailDeps extends HttpDeps {
  profiles: ProfileStore;
  objects: ObjectStore;
  identity: IdentityReader;
}

/** POST /api/profile/email — the profile takes the pool's verified e-mail, read with the caller's own token. */
export const makeHandler = (deps: SyncEmailDeps) =>
  authedHandler({ deps }, async ({ caller, accessToken, deps }) =>
    json(
      200,
      await syncVerifiedEmail(
        {
          profiles: deps.profiles,
          objects: lazyObjects(() => deps.objects),
          identity: deps.identity,
          clock: deps.clock,
        },
        caller,
        accessToken,
      ),
    ),
  );

export const handler = makeHandler(
  lazyDeps({ ...httpBuilders, profiles: profilesOf, objects: objectStoreOf, identity: identityReaderOf }),
);
