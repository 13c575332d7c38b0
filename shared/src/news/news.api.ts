import type { ApiRoute } from '../api/api-route';
import { generationStartedSchema } from '../generations/generation.schema';
import { generateNewsBodySchema, saveNewsBodySchema, saveNewsResponseSchema } from './news.schema';

/** The news API, 'Últimas Notícias' (docs/ARCHITECTURE.md §api-contract); the scripts come from the job (docs/ARCHITECTURE.md §generation-jobs). */

export const generate = {
  method: 'POST',
  path: '/news/generate',
  request: generateNewsBodySchema,
  response: generationStartedSchema,
} as const satisfies ApiRoute;

/** One script of a kept result into 'Meus Roteiros' (the same script again when it was saved before). */
export const save = {
  method: 'POST',
  path: '/news/{operationId}/save',
  request: saveNewsBodySchema,
  response: saveNewsResponseSchema,
} as const satisfies ApiRoute;
