import {
  generateNewsResponseSchema,
  saveNewsResponseSchema,
  type GenerateNewsBody,
  type GenerateNewsResponse,
  type SaveNewsResponse,
} from '@shared/news/news.schema';
import type { ApiClient } from '../../lib/api-client';

/** The news API (shared/src/news/news.schema.ts is the contract). */
export function generateNews(api: ApiClient, body: GenerateNewsBody): Promise<GenerateNewsResponse> {
  return api.request('/news/generate', generateNewsResponseSchema, { method: 'POST', body });
}

/** One script of a kept result into 'Meus Roteiros' (the same script again when it was saved before). */
export function saveNewsScript(api: ApiClient, operationId: string, index: number): Promise<SaveNewsResponse> {
  return api.request(`/news/${encodeURIComponent(operationId)}/save`, saveNewsResponseSchema, {
    method: 'POST',
    body: { index },
  });
}
