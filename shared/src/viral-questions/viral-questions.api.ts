import type { ApiRoute } from '../api/api-route';
import { generateViralQuestionsBodySchema, generateViralQuestionsResponseSchema } from './viral-questions.schema';

/** The viral questions API (docs/ARCHITECTURE.md §api-contract). */

export const generate = {
  method: 'POST',
  path: '/viral-questions/generate',
  request: generateViralQuestionsBodySchema,
  response: generateViralQuestionsResponseSchema,
} as const satisfies ApiRoute;
