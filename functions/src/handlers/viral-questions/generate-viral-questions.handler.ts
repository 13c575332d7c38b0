import { generateViralQuestionsBodySchema } from '@shared/viral-questions/viral-questions.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import {
  ideaStartBuilders,
  ideaStartContext,
  reconcileBeforeCharging,
  type IdeaStartDeps,
} from '../../composition/idea-request';
import { startViralQuestions } from '../../viral-questions/generate-viral-questions';

/** POST /api/viral-questions/generate — refunds dead generations, pays, records the job, starts its worker: 202 { generationId }. */
export const makeHandler = (deps: IdeaStartDeps) =>
  authedHandler(
    { deps, feature: 'ideias-virais', body: generateViralQuestionsBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(202, await startViralQuestions(ideaStartContext(deps, log), caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps(ideaStartBuilders));
