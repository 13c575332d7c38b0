import type { ApiRoute } from '../api/api-route';
import { generationViewSchema } from './generation.schema';

/** The generations API (docs/ARCHITECTURE.md §api-contract, §generation-jobs). */

/** Where one of the caller's generations stands: its status, the text so far and, when done, the result. */
export const get = {
  method: 'GET',
  path: '/generations/{id}',
  response: generationViewSchema,
} as const satisfies ApiRoute;
