import type { ApiRoute } from '../api/api-route';
import { generationStartedSchema } from '../generations/generation.schema';
import { generateViralQuestionsBodySchema } from './viral-questions.schema';

/** The viral questions API (docs/ARCHITECTURE.md §api-contract); the questions come from the job (docs/ARCHITECTURE.md §generation-jobs). */

export const generate = {
  method: 'POST',
  path: '/viral-questions/generate',
  request: generateViralQuestionsBodySchema,
  response: generationStartedSchema,
} as const satisfies ApiRoute;
