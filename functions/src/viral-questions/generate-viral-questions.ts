import type { GenerationStarted } from '@shared/generations/generation.schema';
import type { ViralQuestionsRequest } from '@shared/viral-questions/viral-questions.schema';
import type { StartGenerationContext } from '../generation/generation-job';
import { startStructured } from '../ideas/generate-structured';
import { questionsTool } from './questions-tool';

/**
 * Starts the questions of a niche as a job (docs/PRODUCT.md §flows.idea-tools;
 * docs/ARCHITECTURE.md §generation-jobs): 100 credits charged with the job's record, 202 with the operation id at once;
 * the worker writes them (the model's JSON validated, repaired or retried once), refunds on failure
 * and keeps the result a week; the same operation id again answers the same id, charging nothing.
 *
 * @example await startViralQuestions(ctx, 'user-sub', { operationId, niche: 'confeitaria', quantity: 10 })
 */
export function startViralQuestions(
  ctx: StartGenerationContext,
  userId: string,
  { operationId, niche, quantity }: ViralQuestionsRequest & { operationId: string },
): Promise<GenerationStarted> {
  return startStructured(ctx, userId, questionsTool, { operationId, input: { niche, quantity } });
}
