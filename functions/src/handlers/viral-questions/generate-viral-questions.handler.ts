import { generateViralQuestionsBodySchema } from '@shared/viral-questions/viral-questions.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import {
  ideaContext,
  ideaWritingBuilders,
  reconcileBeforeCharging,
  type IdeaWritingDeps,
} from '../../composition/idea-request';
import { generateViralQuestions } from '../../viral-questions/generate-viral-questions';

/** POST /api/viral-questions/generate — refunds dead generations, pays, writes the questions (streamed) and keeps them. */
export const makeHandler = (deps: IdeaWritingDeps) =>
  authedHandler(
    { deps, feature: 'ideias-virais', body: generateViralQuestionsBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(200, await generateViralQuestions(ideaContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps(ideaWritingBuilders));
