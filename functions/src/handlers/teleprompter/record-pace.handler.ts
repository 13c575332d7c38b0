import { paceTakeSchema } from '@shared/teleprompter/pace.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { paceOf } from '../../composition/pace-store';
import type { PaceStore } from '../../teleprompter/ports';
import { recordPace } from '../../teleprompter/pace';

export interface RecordPaceDeps extends HttpDeps {
  pace: PaceStore;
}

/** POST /api/teleprompter/pace — adds one measured take to the caller's pace; answers the new average. */
export const makeHandler = (deps: RecordPaceDeps) =>
  authedHandler({ deps, body: paceTakeSchema }, async ({ caller, body, deps, log }) =>
    json(200, await recordPace({ pace: deps.pace, clock: deps.clock, log }, caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, pace: paceOf }));
