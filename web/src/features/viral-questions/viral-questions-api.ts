import {
  generateViralQuestionsResponseSchema,
  type GenerateViralQuestionsBody,
  type GenerateViralQuestionsResponse,
} from '@shared/viral-questions/viral-questions.schema';
import type { ApiClient } from '../../lib/api-client';

/** POST /viral-questions/generate (shared/src/viral-questions/viral-questions.schema.ts is the contract). */
export function generateViralQuestions(
  api: ApiClient,
  body: GenerateViralQuestionsBody,
): Promise<GenerateViralQuestionsResponse> {
  return api.request('/viral-questions/generate', generateViralQuestionsResponseSchema, { method: 'POST', body });
}
