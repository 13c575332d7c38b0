import type { PaceResponse, PaceTake } from '@shared/teleprompter/pace.schema';
import * as teleprompterApi from '@shared/teleprompter/teleprompter.api';
import type { ApiClient } from '../../../lib/api-client';

/** The measured pace API (shared/src/teleprompter/teleprompter.api.ts is the contract). */
export function fetchPace(api: ApiClient, signal?: AbortSignal): Promise<PaceResponse> {
  return api.call(teleprompterApi.getPace, { signal });
}

/** Adds one take to the user's pace; answers the new average. */
export function recordPace(api: ApiClient, take: PaceTake): Promise<PaceResponse> {
  return api.call(teleprompterApi.recordPace, { body: take });
}
