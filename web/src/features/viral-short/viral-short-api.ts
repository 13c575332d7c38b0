import {
  generateViralShortResponseSchema,
  saveViralShortResponseSchema,
  type GenerateViralShortBody,
  type GenerateViralShortResponse,
  type SaveViralShortResponse,
} from '@shared/viral-short/viral-short.schema';
import type { ApiClient } from '../../lib/api-client';

/** The Viral Curto API (shared/src/viral-short/viral-short.schema.ts is the contract). */
export function generateViralShort(api: ApiClient, body: GenerateViralShortBody): Promise<GenerateViralShortResponse> {
  return api.request('/viral-short/generate', generateViralShortResponseSchema, { method: 'POST', body });
}

/** 'Salvar em Meus Roteiros': the kept result as a script, with the chosen hook (saved once per result). */
export function saveViralShort(
  api: ApiClient,
  operationId: string,
  selectedHook: string,
): Promise<SaveViralShortResponse> {
  return api.request(`/viral-short/${encodeURIComponent(operationId)}/save`, saveViralShortResponseSchema, {
    method: 'POST',
    body: { selectedHook },
  });
}
