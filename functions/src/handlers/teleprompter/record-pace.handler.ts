import { paceTakeSchema } from '@shared/teleprompter/pace.schema';
import { authedHandler, json } from '../../http/http-handler';
import { getPaceStore } from '../../composition/pace-store';
import { recordPace } from '../../teleprompter/pace';

/** POST /api/teleprompter/pace — adds one measured take to the caller's pace; answers the new average. */
export const handler = authedHandler({ body: paceTakeSchema }, async ({ caller, body, deps, log }) =>
  json(200, await recordPace({ pace: getPaceStore(), clock: deps.clock, log }, caller.userId, body)),
);
