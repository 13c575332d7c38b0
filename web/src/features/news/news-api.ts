import * as newsApi from '@shared/news/news.api';
import type { GenerateNewsBody, GenerateNewsResponse, SaveNewsResponse } from '@shared/news/news.schema';
import type { ApiClient } from '../../lib/api-client';

/** The news API (shared/src/news/news.api.ts is the contract). */
export function generateNews(api: ApiClient, body: GenerateNewsBody): Promise<GenerateNewsResponse> {
  return api.call(newsApi.generate, { body });
}

/** One script of a kept result into 'Meus Roteiros' (the same script again when it was saved before). */
export function saveNewsScript(api: ApiClient, operationId: string, index: number): Promise<SaveNewsResponse> {
  return api.call(newsApi.save, { params: { operationId }, body: { index } });
}
