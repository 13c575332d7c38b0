import { randomUUID } from 'node:crypto';
import { improvePromptBodySchema } from '@shared/images/image.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { rateLimiterOf } from '../../composition/rate-limiter';
import { writerOf } from '../../composition/text-writer';
import { standingsOf } from '../../composition/standings';
import type { AccountStandings } from '../../accounts/ports';
import type { TextWriter } from '../../core/ports';
import type { RateLimiter } from '../../credits/ports';
import { improvePrompt } from '../../images/improve-prompt';

export interface ImprovePromptDeps extends HttpDeps {
  writer: TextWriter;
  limiter: RateLimiter;
  standings: Pick<AccountStandings, 'getStanding'>;
}

/** POST /api/images/improve-prompt — 'Melhorar prompt': the text model rewrites it; free, 20 a day. */
export const makeHandler = (deps: ImprovePromptDeps) =>
  authedHandler({ deps, body: improvePromptBodySchema }, async ({ caller, body, deps, log }) =>
    json(
      200,
      await improvePrompt(
        { writer: deps.writer, limiter: deps.limiter, standings: deps.standings, clock: deps.clock, log },
        caller.userId,
        body,
        randomUUID(),
      ),
    ),
  );

export const handler = makeHandler(
  lazyDeps({ ...httpBuilders, writer: writerOf, limiter: rateLimiterOf, standings: standingsOf }),
);
