import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { paceOf } from '../../composition/pace-store';
import type { PaceStore } from '../../teleprompter/ports';
import { getPace } from '../../teleprompter/pace';

export interface GetPaceDeps extends HttpDeps {
  pace: PaceStore;
}

/** GET /api/teleprompter/pace — the caller's average pace and takes (the teleprompter's report, the hub's missions). */
export const makeHandler = (deps: GetPaceDeps) =>
  authedHandler({ deps }, async ({ caller, deps }) => json(200, await getPace({ pace: deps.pace }, caller.userId)));

export const handler = makeHandler(lazyDeps({ ...httpBuilders, pace: paceOf }));
