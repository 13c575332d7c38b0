import * as viralShortApi from '@shared/viral-short/viral-short.api';
import type {
  GenerateViralShortBody,
  GenerateViralShortResponse,
  SaveViralShortResponse,
} from '@shared/viral-short/viral-short.schema';
import type { ApiClient } from '../../lib/api-client';

/** The Viral Curto API (shared/src/viral-short/viral-short.api.ts is the contract). */
export function generateViralShort(api: ApiClient, body: GenerateViralShortBody): Promise<GenerateViralShortResponse> {
  return api.call(viralShortApi.generate, { body });
}

/** 'Salvar em Meus Roteiros': the kept result as a script, with the chosen hook (saved once per result). */
export function saveViralShort(
  api: ApiClient,
  operationId: string,
  selectedHook: string,
): Promise<SaveViralShortResponse> {
  return api.call(viralShortApi.save, { params: { operationId }, body: { selectedHook } });
}
