import * as newsApi from '@shared/news/news.api';
import * as z from 'zod/mini';
import type { GenerationStarted, GenerationView } from '@shared/generations/generation.schema';
import {
  newsInputSchema,
  newsResultSchema,
  type GenerateNewsBody,
  type GenerateNewsResponse,
  type SaveNewsResponse,
} from '@shared/news/news.schema';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** Starts the news' job: 202 { generationId } (shared/src/news/news.api.ts is the contract). */
export function generateNews(api: ApiClient, body: GenerateNewsBody): Promise<GenerationStarted> {
  return api.call(newsApi.generate, { body });
}

/** The finished job's scripts with the headlines they came from (GET /api/generations/{id}), as the route answered them before jobs. */
export function newsOf(view: GenerationView): GenerateNewsResponse {
  const input = view.idea ? z.safeParse(newsInputSchema, view.idea.input) : null;
  const result = view.idea ? z.safeParse(newsResultSchema, view.idea.result) : null;
  if (!view.idea || !input?.success || !result?.success)
    throw new ApiError(200, 'not_found', view.message ?? 'Resultado não encontrado.');
  return {
    operationId: view.generationId,
    ...input.data,
    scripts: result.data.scripts,
    writer: view.idea.writer,
    creditsRemaining: view.idea.creditsRemaining,
  };
}

/** One script of a kept result into 'Meus Roteiros' (the same script again when it was saved before). */
export function saveNewsScript(api: ApiClient, operationId: string, index: number): Promise<SaveNewsResponse> {
  return api.call(newsApi.save, { params: { operationId }, body: { index } });
}
