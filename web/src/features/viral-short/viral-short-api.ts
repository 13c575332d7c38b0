import * as viralShortApi from '@shared/viral-short/viral-short.api';
import * as z from 'zod/mini';
import type { GenerationStarted, GenerationView } from '@shared/generations/generation.schema';
import {
  viralShortResultSchema,
  type GenerateViralShortBody,
  type GenerateViralShortResponse,
  type SaveViralShortResponse,
} from '@shared/viral-short/viral-short.schema';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** Starts the short's job: 202 { generationId } (shared/src/viral-short/viral-short.api.ts is the contract). */
export function generateViralShort(api: ApiClient, body: GenerateViralShortBody): Promise<GenerationStarted> {
  return api.call(viralShortApi.generate, { body });
}

/** The finished job's short (GET /api/generations/{id}), as the route answered it before jobs. */
export function shortOf(view: GenerationView): GenerateViralShortResponse {
  const parsed = view.idea ? z.safeParse(viralShortResultSchema, view.idea.result) : null;
  if (!view.idea || !parsed?.success) throw new ApiError(200, 'not_found', view.message ?? 'Resultado não encontrado.');
  return {
    operationId: view.generationId,
    result: parsed.data,
    writer: view.idea.writer,
    creditsRemaining: view.idea.creditsRemaining,
  };
}

/** 'Salvar em Meus Roteiros': the kept result as a script, with the chosen hook (saved once per result). */
export function saveViralShort(
  api: ApiClient,
  operationId: string,
  selectedHook: string,
): Promise<SaveViralShortResponse> {
  return api.call(viralShortApi.save, { params: { operationId }, body: { selectedHook } });
}
