import type { ApiRoute } from '../api/api-route';
import { generationStartedSchema } from '../generations/generation.schema';
import {
  deleteImageResponseSchema,
  generateImageBodySchema,
  getImageResponseSchema,
  improvePromptBodySchema,
  improvePromptResponseSchema,
  listImagesResponseSchema,
  setCoverBodySchema,
  setCoverResponseSchema,
} from './image.schema';

/** The image generator's API (docs/ARCHITECTURE.md §api-contract). */

/**
 * 'Gerar variação' is the same call with the source's settings and a new operation id. It answers
 * 202 { generationId } (the operation id); GET /api/generations/{id} gives the image once drawn
 * (docs/ARCHITECTURE.md §generation-jobs).
 */
export const generate = {
  method: 'POST',
  path: '/images/generate',
  request: generateImageBodySchema,
  response: generationStartedSchema,
} as const satisfies ApiRoute;

/** The history, newest first, a page at a time (?cursor=). */
export const list = { method: 'GET', path: '/images', response: listImagesResponseSchema } as const satisfies ApiRoute;

export const get = {
  method: 'GET',
  path: '/images/{id}',
  response: getImageResponseSchema,
} as const satisfies ApiRoute;

export const remove = {
  method: 'DELETE',
  path: '/images/{id}',
  response: deleteImageResponseSchema,
} as const satisfies ApiRoute;

/** 'Usar como capa': the image becomes the cover of one of the user's scripts. */
export const setCover = {
  method: 'POST',
  path: '/images/{id}/cover',
  request: setCoverBodySchema,
  response: setCoverResponseSchema,
} as const satisfies ApiRoute;

/** 'Melhorar prompt': the text model rewrites the prompt, free of credits. */
export const improvePrompt = {
  method: 'POST',
  path: '/images/improve-prompt',
  request: improvePromptBodySchema,
  response: improvePromptResponseSchema,
} as const satisfies ApiRoute;
