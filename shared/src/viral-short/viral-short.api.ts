import type { ApiRoute } from '../api/api-route';
import { generationStartedSchema } from '../generations/generation.schema';
import {
  generateViralShortBodySchema,
  saveViralShortBodySchema,
  saveViralShortResponseSchema,
} from './viral-short.schema';

/** The Viral Curto API (docs/ARCHITECTURE.md §api-contract); the short comes from the job (docs/ARCHITECTURE.md §generation-jobs). */

export const generate = {
  method: 'POST',
  path: '/viral-short/generate',
  request: generateViralShortBodySchema,
  response: generationStartedSchema,
} as const satisfies ApiRoute;

/** 'Salvar em Meus Roteiros': the kept result as a script, with the chosen hook (saved once per result). */
export const save = {
  method: 'POST',
  path: '/viral-short/{operationId}/save',
  request: saveViralShortBodySchema,
  response: saveViralShortResponseSchema,
} as const satisfies ApiRoute;
