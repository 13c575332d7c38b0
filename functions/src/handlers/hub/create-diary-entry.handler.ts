import { createDiaryEntryBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import { coachingBuilders, coachingContext, type CoachingDeps } from '../../composition/coach-request';
import { addDiaryEntry } from '../../hub/diary';

/** POST /api/hub/diary — a diary entry (blank text: '✍️ Escreva algo antes de salvar!'). */
export const makeHandler = (deps: CoachingDeps) =>
  authedHandler(
    { deps, feature: 'missao-influencer', body: createDiaryEntryBodySchema },
    async ({ caller, body, deps, log }) =>
      json(201, await addDiaryEntry(coachingContext(deps, log), caller.userId, body.content)),
  );

export const handler = makeHandler(lazyDeps(coachingBuilders));
