import { generateViralQuestionsBodySchema } from '@shared/viral-questions/viral-questions.schema';
import { authedHandler, json } from '../../http/http-handler';
import { ideaContext, reconcileBeforeCharging } from '../../composition/idea-request';
import { generateViralQuestions } from '../../viral-questions/generate-viral-questions';

/** POST /api/viral-questions/generate — refunds dead generations, pays, writes the questions (streamed) and keeps them. */
export const handler = authedHandler(
  { feature: 'ideias-virais', body: generateViralQuestionsBodySchema, beforeAccess: reconcileBeforeCharging },
  async (req) => json(200, await generateViralQuestions(ideaContext(req), req.caller.userId, req.body)),
);
