import { authedHandler, json } from '../../http/http-handler';
import { getRateLimiter } from '../../composition/rate-limiter';
import { getTextWriter } from '../../composition/text-writer';
import { diagnoseModel } from '../../scripts/diagnostics';

/** POST /api/scripts/diagnostics/model — a tiny prompt to the configured writer; no credits, 10 a day. */
export const handler = authedHandler({}, async ({ caller, deps, log }) =>
  json(
    200,
    await diagnoseModel({ writer: getTextWriter(), log, limiter: getRateLimiter(), clock: deps.clock }, caller.userId),
  ),
);
