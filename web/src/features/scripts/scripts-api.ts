import {
  aiEditResponseSchema,
  deleteScriptResponseSchema,
  diagnosticModelResponseSchema,
  diagnosticRoundTripResponseSchema,
  generateScriptResponseSchema,
  listScriptsResponseSchema,
  scriptResponseSchema,
  type GenerateScriptBody,
  type GenerateScriptResponse,
  type Script,
  type UpdateScriptBody,
} from '@shared/scripts/script.schema';
import type * as z from 'zod/mini';
import type { ApiClient } from '../../lib/api-client';

/** The scripts API (shared/src/scripts/script.schema.ts is the contract). */
export function generateScripts(api: ApiClient, body: GenerateScriptBody): Promise<GenerateScriptResponse> {
  return api.request('/scripts/generate', generateScriptResponseSchema, { method: 'POST', body });
}

export async function listScripts(api: ApiClient, signal?: AbortSignal): Promise<Script[]> {
  return (await api.get('/scripts', listScriptsResponseSchema, { signal })).scripts;
}

export async function updateScript(api: ApiClient, id: string, body: UpdateScriptBody): Promise<Script> {
  return (await api.request(`/scripts/${encodeURIComponent(id)}`, scriptResponseSchema, { method: 'PATCH', body }))
    .script;
}

export async function deleteScript(api: ApiClient, id: string): Promise<void> {
  await api.request(`/scripts/${encodeURIComponent(id)}`, deleteScriptResponseSchema, { method: 'DELETE' });
}

export function aiEditScript(
  api: ApiClient,
  id: string,
  body: { generationId: string; editPrompt: string },
): Promise<z.infer<typeof aiEditResponseSchema>> {
  return api.request(`/scripts/${encodeURIComponent(id)}/ai-edit`, aiEditResponseSchema, { method: 'POST', body });
}

export function diagnoseModel(api: ApiClient) {
  return api.request('/scripts/diagnostics/model', diagnosticModelResponseSchema, { method: 'POST', body: {} });
}

export function diagnoseRoundTrip(api: ApiClient) {
  return api.request('/scripts/diagnostics/round-trip', diagnosticRoundTripResponseSchema, {
    method: 'POST',
    body: {},
  });
}
