import type { ApiRoute } from '../api/api-route';
import {
  generateNewsBodySchema,
  generateNewsResponseSchema,
  saveNewsBodySchema,
  saveNewsResponseSchema,
} from './news.schema';

/** The news API, 'Últimas Notícias' (docs/ARCHITECTURE.md §api-contract). */

export const generate = {
  method: 'POST',
  path: '/news/generate',
  request: generateNewsBodySchema,
  response: generateNewsResponseSchema,
} as const satisfies ApiRoute;

/** One script of a kept result into 'Meus Roteiros' (the same script again when it was saved before). */
export const save = {
  method: 'POST',
  path: '/news/{operationId}/save',
  request: saveNewsBodySchema,
  response: saveNewsResponseSchema,
} as const satisfies ApiRoute;
