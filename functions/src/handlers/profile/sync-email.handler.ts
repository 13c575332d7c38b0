import { authedHandler, json } from '../../http/http-handler';
import { lazyObjectStore } from '../../composition/object-store';
import { getIdentityReader, getProfileStore } from '../../composition/profile';
import { syncVerifiedEmail } from '../../profile/profile';

/** POST /api/profile/email — the profile takes the pool's verified e-mail, read with the caller's own token. */
export const handler = authedHandler({}, async ({ caller, accessToken, deps }) =>
  json(
    200,
    await syncVerifiedEmail(
      { profiles: getProfileStore(), objects: lazyObjectStore, identity: getIdentityReader(), clock: deps.clock },
      caller,
      accessToken,
    ),
  ),
);
