import { authedHandler, json } from '../http/http-handler';
import { lazyObjectStore } from '../objects/object-store-deps';
import { getProfileStore } from './profile-deps';
import { readProfile } from './profile';

/** GET /api/profile — the caller's profile (name, e-mail, picture as a short-lived signed URL, join date). */
export const handler = authedHandler({}, async ({ caller }) =>
  json(200, await readProfile({ profiles: getProfileStore(), objects: lazyObjectStore }, caller)),
);
