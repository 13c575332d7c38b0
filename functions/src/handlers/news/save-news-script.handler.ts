import * as z from 'zod/mini';
import { IDEA_ERRORS, operationIdSchema } from '@shared/ideas/idea-tools';
import { saveNewsBodySchema } from '@shared/news/news.schema';
import { NotFoundError } from '../../core/errors';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { ideaResultsOf, type IdeaResultsDeps } from '../../composition/idea-results';
import { saveNewsScript } from '../../news/save-news-script';

/** POST /api/news/{operationId}/save { index } — one script of a kept news result into 'Meus Roteiros', once. */
export const makeHandler = (deps: IdeaResultsDeps) =>
  authedHandler(
    { deps, feature: 'ultimas-noticias', body: saveNewsBodySchema },
    async ({ caller, deps, body, pathParameters }) => {
      const operationId = z.safeParse(operationIdSchema, pathParameters.operationId);
      if (!operationId.success) throw new NotFoundError(IDEA_ERRORS.resultGone);
      const ctx = { results: deps.results, accounts: deps.accounts, clock: deps.clock };
      const saved = await saveNewsScript(ctx, caller.userId, operationId.data, body.index);
      return json(saved.created ? 201 : 200, saved);
    },
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, results: ideaResultsOf }));
