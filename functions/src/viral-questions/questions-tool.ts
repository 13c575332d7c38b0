import {
  VIRAL_QUESTION_MESSAGES,
  repeatedQuestion,
  viralQuestionsResultSchema,
  type ViralQuestionsRequest,
} from '@shared/viral-questions/viral-questions.schema';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import type { StructuredTool } from '../ideas/generate-structured';
import * as questionsPrompt from './prompts/questions.v2';

/**
 * 'Ideias Virais por Dúvidas' as an idea tool (docs/PRODUCT.md §flows.idea-tools): its versioned
 * prompt, the shared schema of its JSON, and the rules the schema cannot know (exactly the
 * quantity asked for, no question twice), which the retry's prompt states when broken.
 */
export const questionsTool: StructuredTool<ViralQuestionsRequest, typeof viralQuestionsResultSchema> = {
  tool: 'questions',
  cost: IDEA_TOOL_COSTS.questions,
  prompt: (input, { seed, repair }) => ({
    version: questionsPrompt.version,
    ...questionsPrompt.build(input, repair),
    task: { kind: 'structured', tool: 'questions', input, seed },
  }),
  schema: viralQuestionsResultSchema,
  check: ({ questions }, { quantity }) => {
    if (questions.length !== quantity)
      return `a lista "questions" tem ${questions.length} dúvidas; eram pedidas exatamente ${quantity}`;
    const repeated = repeatedQuestion(questions);
    return repeated === null ? null : `a dúvida "${repeated}" se repete; todas devem ser diferentes`;
  },
  failedMessage: VIRAL_QUESTION_MESSAGES.failed,
};
