import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { rateLimiterOf } from '../../composition/rate-limiter';
import { writerOf } from '../../composition/text-writer';
import type { TextWriter } from '../../core/ports';
import type { RateLimiter } from '../../credits/ports';
import { diagnoseModel } from '../../scripts/diagnostics';

export interface DiagnosticModelDeps extends HttpDeps {
  writer: TextWriter;
  limiter: RateLimiter;
}

/** POST /api/scripts/diagnostics/model — a tiny prompt to the configured writer; no credits, 10 a day. */
export const makeHandler = (deps: DiagnosticModelDeps) =>
  authedHandler({ deps }, async ({ caller, deps, log }) =>
    json(
      200,
      await diagnoseModel({ writer: deps.writer, log, limiter: deps.limiter, clock: deps.clock }, caller.userId),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, writer: writerOf, limiter: rateLimiterOf }));
