import {
  aiEditResponseSchema,
  deleteScriptResponseSchema,
  diagnosticModelResponseSchema,
  diagnosticRoundTripResponseSchema,
  generateScriptResponseSchema,
  getScriptResponseSchema,
  listScriptsResponseSchema,
  scriptResponseSchema,
  type GenerateScriptBody,
  type GenerateScriptResponse,
  type GetScriptResponse,
  type ListScriptsResponse,
  type Script,
  type UpdateScriptBody,
} from '@shared/scripts/script.schema';
import type { ScriptFilter } from '@shared/scripts/script-filter';
import type * as z from 'zod/mini';
import type { ApiClient } from '../../lib/api-client';

/** The scripts API (shared/src/scripts/script.schema.ts is the contract). */
export function generateScripts(api: ApiClient, body: GenerateScriptBody): Promise<GenerateScriptResponse> {
  return api.request('/scripts/generate', generateScriptResponseSchema, { method: 'POST', body });
}

/** One page of the saved scripts, newest first; `cursor` is the previous page's `nextCursor` (of the same filter). */
export function listScriptsPage(
  api: ApiClient,
  page: { cursor?: string | null; limit?: number; filter?: ScriptFilter } = {},
  signal?: AbortSignal,
): Promise<ListScriptsResponse> {
  const query = new URLSearchParams();
  if (page.cursor) query.set('cursor', page.cursor);
  if (page.limit) query.set('limit', String(page.limit));
  const filter = page.filter ?? {};
  if (filter.q?.trim()) query.set('q', filter.q.trim());
  if (filter.favorites) query.set('favorites', 'true');
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.platform) query.set('platform', filter.platform);
  if (filter.origin) query.set('origin', filter.origin);
  const qs = query.toString();
  return api.get(qs ? `/scripts?${qs}` : '/scripts', listScriptsResponseSchema, { signal });
}

/** One saved script and, for a series, its parts in order (a reload of /criar/roteiro/:id). */
export function getScript(api: ApiClient, id: string, signal?: AbortSignal): Promise<GetScriptResponse> {
  return api.get(`/scripts/${encodeURIComponent(id)}`, getScriptResponseSchema, { signal });
}

export async function updateScript(api: ApiClient, id: string, body: UpdateScriptBody): Promise<Script> {
  return (await api.request(`/scripts/${encodeURIComponent(id)}`, scriptResponseSchema, { method: 'PATCH', body }))
    .script;
}

/** 'Desfazer': POST /scripts/{id}/undo restores the latest kept version (409 when there is none). */
export async function undoScript(api: ApiClient, id: string): Promise<Script> {
  return (
    await api.request(`/scripts/${encodeURIComponent(id)}/undo`, scriptResponseSchema, { method: 'POST', body: {} })
  ).script;
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
