import { createDiaryEntryBodySchema } from '@shared/hub/hub.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { addDiaryEntry } from '../../hub/diary';

/** POST /api/hub/diary — a diary entry (blank text: '✍️ Escreva algo antes de salvar!'). */
export const makeHandler = (deps: HubDeps) =>
  authedHandler(
    { deps, feature: 'missao-influencer', body: createDiaryEntryBodySchema },
    async ({ caller, body, deps, log }) =>
      json(201, await addDiaryEntry(hubContext(deps, log), caller.userId, body.content)),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
