import { authedHandler, json } from '../../http/http-handler';
import { lazyObjectStore } from '../../composition/object-store';
import { getProfileStore } from '../../composition/profile';
import { readProfile } from '../../profile/profile';

/** GET /api/profile — the caller's profile (name, e-mail, picture as a short-lived signed URL, join date). */
export const handler = authedHandler({}, async ({ caller }) =>
  json(200, await readProfile({ profiles: getProfileStore(), objects: lazyObjectStore }, caller)),
);
