import type {
  GenerateViralQuestionsBody,
  GenerateViralQuestionsResponse,
} from '@shared/viral-questions/viral-questions.schema';
import * as viralQuestionsApi from '@shared/viral-questions/viral-questions.api';
import type { ApiClient } from '../../lib/api-client';

/** Generates the questions (shared/src/viral-questions/viral-questions.api.ts is the contract). */
export function generateViralQuestions(
  api: ApiClient,
  body: GenerateViralQuestionsBody,
): Promise<GenerateViralQuestionsResponse> {
  return api.call(viralQuestionsApi.generate, { body });
}
