import { paceResponseSchema, type PaceResponse, type PaceTake } from '@shared/teleprompter/pace.schema';
import type { ApiClient } from '../../../lib/api-client';

/** The measured pace API (shared/src/teleprompter/pace.schema.ts is the contract). */
export function fetchPace(api: ApiClient, signal?: AbortSignal): Promise<PaceResponse> {
  return api.get('/teleprompter/pace', paceResponseSchema, { signal });
}

/** Adds one take to the user's pace; answers the new average. */
export function recordPace(api: ApiClient, take: PaceTake): Promise<PaceResponse> {
  return api.request('/teleprompter/pace', paceResponseSchema, { method: 'POST', body: take });
}
