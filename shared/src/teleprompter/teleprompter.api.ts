import type { ApiRoute } from '../api/api-route';
import { paceResponseSchema, paceTakeSchema } from './pace.schema';
import { createPairingBodySchema, pairingSchema } from './remote.schema';

/** The teleprompter's API: the phone remote's pairing and the measured pace (docs/ARCHITECTURE.md §api-contract). */

/** A code for this tab (docs/PRODUCT.md §flows.teleprompter-remote). */
export const createPairing = {
  method: 'POST',
  path: '/teleprompter/remote',
  request: createPairingBodySchema,
  response: pairingSchema,
} as const satisfies ApiRoute;

/** The user's average pace. */
export const getPace = {
  method: 'GET',
  path: '/teleprompter/pace',
  response: paceResponseSchema,
} as const satisfies ApiRoute;

/** Adds one take to the user's pace; answers the new average. */
export const recordPace = {
  method: 'POST',
  path: '/teleprompter/pace',
  request: paceTakeSchema,
  response: paceResponseSchema,
} as const satisfies ApiRoute;
