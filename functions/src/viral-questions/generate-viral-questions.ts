import type {
  GenerateViralQuestionsResponse,
  ViralQuestionsRequest,
} from '@shared/viral-questions/viral-questions.schema';
import { generateStructured } from '../ideas/generate-structured';
import type { IdeaContext } from '../ideas/idea-context';
import { questionsTool } from './questions-tool';

/**
 * Pays for and writes the questions of a niche (docs/PRODUCT.md §flows.idea-tools): 100 credits
 * charged first, the model's JSON validated (repaired or retried once), refunded on failure,
 * the result kept a week; the same operation id again answers the kept questions for free.
 *
 * @example await generateViralQuestions(ctx, 'user-sub', { operationId, niche: 'confeitaria', quantity: 10 })
 */
export async function generateViralQuestions(
  ctx: IdeaContext,
  userId: string,
  { operationId, niche, quantity }: ViralQuestionsRequest & { operationId: string },
): Promise<GenerateViralQuestionsResponse> {
  const answer = await generateStructured(ctx, userId, questionsTool, { operationId, input: { niche, quantity } });
  return {
    operationId,
    questions: answer.result.questions,
    writer: answer.writer,
    creditsRemaining: answer.creditsRemaining,
  };
}
