import { operationIdSchema } from '@shared/ideas/idea-tools';
import { saveViralShortBodySchema } from '@shared/viral-short/viral-short.schema';
import * as z from 'zod/mini';
import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import { NotFoundError } from '../../core/errors';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { authedHandler, json } from '../../http/http-handler';
import { ideaResultsOf, type IdeaResultsDeps } from '../../composition/idea-results';
import { saveViralShort } from '../../viral-short/save-viral-short';

/**
 * POST /api/viral-short/{operationId}/save { selectedHook } — the kept short as a script in 'Meus Roteiros'.
 * It takes the result store alone (not the whole idea context), so its bundle holds no text model.
 */
export const makeHandler = (deps: IdeaResultsDeps) =>
  authedHandler({ deps, feature: 'viral-curto', body: saveViralShortBodySchema }, async (req) => {
    const operationId = z.safeParse(operationIdSchema, req.pathParameters.operationId);
    if (!operationId.success) throw new NotFoundError(IDEA_ERRORS.resultGone);
    const ctx = { results: req.deps.results, accounts: req.deps.accounts, clock: req.deps.clock, log: req.log };
    return json(200, await saveViralShort(ctx, req.caller.userId, operationId.data, req.body.selectedHook));
  });

export const handler = makeHandler(lazyDeps({ ...httpBuilders, results: ideaResultsOf }));
