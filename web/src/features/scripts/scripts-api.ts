import type { GenerationStarted } from '@shared/generations/generation.schema';
import type {
  GenerateScriptBody,
  GetScriptResponse,
  ListScriptsResponse,
  Script,
  UpdateScriptBody,
} from '@shared/scripts/script.schema';
import type { ScriptFilter } from '@shared/scripts/script-filter';
import * as scriptsApi from '@shared/scripts/scripts.api';
import type { ApiClient } from '../../lib/api-client';

/** The scripts API (shared/src/scripts/scripts.api.ts is the contract). Starts the job: 202 { generationId }. */
export function generateScripts(api: ApiClient, body: GenerateScriptBody): Promise<GenerationStarted> {
  return api.call(scriptsApi.generate, { body });
}

/** One page of the saved scripts, newest first; `cursor` is the previous page's `nextCursor` (of the same filter). */
export function listScriptsPage(
  api: ApiClient,
  page: { cursor?: string | null; limit?: number; filter?: ScriptFilter } = {},
  signal?: AbortSignal,
): Promise<ListScriptsResponse> {
  const filter = page.filter ?? {};
  const query = {
    cursor: page.cursor || undefined,
    limit: page.limit ? String(page.limit) : undefined,
    q: filter.q?.trim() || undefined,
    favorites: filter.favorites ? 'true' : undefined,
    kind: filter.kind || undefined,
    platform: filter.platform || undefined,
    origin: filter.origin || undefined,
  };
  return api.call(scriptsApi.list, { query, signal });
}

/** One saved script and, for a series, its parts in order (a reload of /criar/roteiro/:id). */
export function getScript(api: ApiClient, id: string, signal?: AbortSignal): Promise<GetScriptResponse> {
  return api.call(scriptsApi.get, { params: { id }, signal });
}

export async function updateScript(api: ApiClient, id: string, body: UpdateScriptBody): Promise<Script> {
  return (await api.call(scriptsApi.update, { params: { id }, body })).script;
}

/** 'Desfazer': restores the latest kept version (409 when there is none). */
export async function undoScript(api: ApiClient, id: string): Promise<Script> {
  return (await api.call(scriptsApi.undo, { params: { id }, body: {} })).script;
}

export async function deleteScript(api: ApiClient, id: string): Promise<void> {
  await api.call(scriptsApi.remove, { params: { id } });
}

export function aiEditScript(
  api: ApiClient,
  id: string,
  body: { generationId: string; editPrompt: string },
): Promise<GenerationStarted> {
  return api.call(scriptsApi.aiEdit, { params: { id }, body });
}

export function diagnoseModel(api: ApiClient) {
  return api.call(scriptsApi.diagnoseModel, { body: {} });
}

export function diagnoseRoundTrip(api: ApiClient) {
  return api.call(scriptsApi.diagnoseRoundTrip, { body: {} });
}
