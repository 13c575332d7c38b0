import type { ApiRoute } from '../api/api-route';
import { profileSchema, signOutEverywhereResponseSchema, updateProfileRequestSchema } from './profile.schema';

/** The profile's API, /perfil (docs/ARCHITECTURE.md §api-contract). */

/** The row and a short-lived signed URL of the uploaded picture. */
export const get = { method: 'GET', path: '/profile', response: profileSchema } as const satisfies ApiRoute;

/** The name and/or the picture (resized in the browser, base64). */
export const update = {
  method: 'PATCH',
  path: '/profile',
  request: updateProfileRequestSchema,
  response: profileSchema,
} as const satisfies ApiRoute;

/** The server copies the pool's verified e-mail onto the profile. */
export const syncEmail = {
  method: 'POST',
  path: '/profile/email',
  response: profileSchema,
} as const satisfies ApiRoute;

/** The server refuses every older token (docs/ARCHITECTURE.md §revocation). */
export const signOutEverywhere = {
  method: 'POST',
  path: '/account/sign-out-everywhere',
  response: signOutEverywhereResponseSchema,
} as const satisfies ApiRoute;
