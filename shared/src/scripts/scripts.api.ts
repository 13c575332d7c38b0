import type { ApiRoute } from '../api/api-route';
import { generationStartedSchema } from '../generations/generation.schema';
import {
  aiEditBodySchema,
  deleteScriptResponseSchema,
  diagnosticModelResponseSchema,
  diagnosticRoundTripResponseSchema,
  generateScriptBodySchema,
  getScriptResponseSchema,
  listScriptsQuerySchema,
  listScriptsResponseSchema,
  scriptResponseSchema,
  updateScriptBodySchema,
} from './script.schema';

/** The scripts API (docs/ARCHITECTURE.md §api-contract). */

/**
 * Charges and answers 202 { generationId } at once; a worker writes (streaming over the WebSocket)
 * and saves the script(s), which GET /api/generations/{id} gives back (docs/ARCHITECTURE.md §generation-jobs).
 */
export const generate = {
  method: 'POST',
  path: '/scripts/generate',
  request: generateScriptBodySchema,
  response: generationStartedSchema,
} as const satisfies ApiRoute;

/** One page of the saved scripts, newest first; the request is the query string (cursor, limit, filters). */
export const list = {
  method: 'GET',
  path: '/scripts',
  request: listScriptsQuerySchema,
  response: listScriptsResponseSchema,
} as const satisfies ApiRoute;

/** One saved script and, for a series, its parts in order. */
export const get = {
  method: 'GET',
  path: '/scripts/{id}',
  response: getScriptResponseSchema,
} as const satisfies ApiRoute;

/** A manual edit, a favorite toggle, or both. */
export const update = {
  method: 'PATCH',
  path: '/scripts/{id}',
  request: updateScriptBodySchema,
  response: scriptResponseSchema,
} as const satisfies ApiRoute;

export const remove = {
  method: 'DELETE',
  path: '/scripts/{id}',
  response: deleteScriptResponseSchema,
} as const satisfies ApiRoute;

/** Charges and answers 202 { generationId }, as `generate` does; the edited script comes from GET /api/generations/{id}. */
export const aiEdit = {
  method: 'POST',
  path: '/scripts/{id}/ai-edit',
  request: aiEditBodySchema,
  response: generationStartedSchema,
} as const satisfies ApiRoute;

/** 'Desfazer': the latest kept version back (409 when there is none). */
export const undo = {
  method: 'POST',
  path: '/scripts/{id}/undo',
  response: scriptResponseSchema,
} as const satisfies ApiRoute;

/** /diagnostico-criar: a tiny prompt to the text writer, then a write read back. */
export const diagnoseModel = {
  method: 'POST',
  path: '/scripts/diagnostics/model',
  response: diagnosticModelResponseSchema,
} as const satisfies ApiRoute;

export const diagnoseRoundTrip = {
  method: 'POST',
  path: '/scripts/diagnostics/round-trip',
  response: diagnosticRoundTripResponseSchema,
} as const satisfies ApiRoute;
