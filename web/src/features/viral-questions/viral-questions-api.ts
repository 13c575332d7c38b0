import type { GenerationStarted, GenerationView } from '@shared/generations/generation.schema';
import * as z from 'zod/mini';
import {
  viralQuestionsResultSchema,
  type GenerateViralQuestionsBody,
  type GenerateViralQuestionsResponse,
} from '@shared/viral-questions/viral-questions.schema';
import * as viralQuestionsApi from '@shared/viral-questions/viral-questions.api';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** Starts the questions' job: 202 { generationId } (shared/src/viral-questions/viral-questions.api.ts is the contract). */
export function generateViralQuestions(api: ApiClient, body: GenerateViralQuestionsBody): Promise<GenerationStarted> {
  return api.call(viralQuestionsApi.generate, { body });
}

/** The finished job's questions (GET /api/generations/{id}), as the route answered them before jobs. */
export function questionsOf(view: GenerationView): GenerateViralQuestionsResponse {
  const parsed = view.idea ? z.safeParse(viralQuestionsResultSchema, view.idea.result) : null;
  if (!view.idea || !parsed?.success) throw new ApiError(200, 'not_found', view.message ?? 'Resultado não encontrado.');
  return {
    operationId: view.generationId,
    questions: parsed.data.questions,
    writer: view.idea.writer,
    creditsRemaining: view.idea.creditsRemaining,
  };
}
