import { authedHandler, json } from '../../http/http-handler';
import { getPaceStore } from '../../composition/pace-store';
import { getPace } from '../../teleprompter/pace';

/** GET /api/teleprompter/pace — the caller's average pace and takes (the teleprompter's report, the hub's missions). */
export const handler = authedHandler({}, async ({ caller }) =>
  json(200, await getPace({ pace: getPaceStore() }, caller.userId)),
);
