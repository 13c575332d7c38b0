import type { ApiRoute } from '../api/api-route';
import {
  generateViralShortBodySchema,
  generateViralShortResponseSchema,
  saveViralShortBodySchema,
  saveViralShortResponseSchema,
} from './viral-short.schema';

/** The Viral Curto API (docs/ARCHITECTURE.md §api-contract). */

export const generate = {
  method: 'POST',
  path: '/viral-short/generate',
  request: generateViralShortBodySchema,
  response: generateViralShortResponseSchema,
} as const satisfies ApiRoute;

/** 'Salvar em Meus Roteiros': the kept result as a script, with the chosen hook (saved once per result). */
export const save = {
  method: 'POST',
  path: '/viral-short/{operationId}/save',
  request: saveViralShortBodySchema,
  response: saveViralShortResponseSchema,
} as const satisfies ApiRoute;
