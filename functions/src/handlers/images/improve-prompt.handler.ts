import { randomUUID } from 'node:crypto';
import { improvePromptBodySchema } from '@shared/images/image.schema';
import { authedHandler, json } from '../../http/http-handler';
import { getRateLimiter } from '../../composition/rate-limiter';
import { getTextWriter } from '../../composition/text-writer';
import { getStandings } from '../../composition/standings';
import { improvePrompt } from '../../images/improve-prompt';

/** POST /api/images/improve-prompt — 'Melhorar prompt': the text model rewrites it; free, 20 a day. */
export const handler = authedHandler({ body: improvePromptBodySchema }, async ({ caller, body, deps, log }) =>
  json(
    200,
    await improvePrompt(
      { writer: getTextWriter(), limiter: getRateLimiter(), standings: getStandings(), clock: deps.clock, log },
      caller.userId,
      body,
      randomUUID(),
    ),
  ),
);
