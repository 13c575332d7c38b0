import { generateViralShortBodySchema } from '@shared/viral-short/viral-short.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import {
  ideaStartBuilders,
  ideaStartContext,
  reconcileBeforeCharging,
  type IdeaStartDeps,
} from '../../composition/idea-request';
import { startViralShort } from '../../viral-short/generate-viral-short';
import { transcriptsOf } from '../../composition/transcript-source';
import type { TranscriptSource } from '../../viral-short/ports';

export interface GenerateViralShortDeps extends IdeaStartDeps {
  transcripts: TranscriptSource;
}

/** POST /api/viral-short/generate — the transcript (pasted, or the video's captions), then pays, records the job and starts its worker: 202 { generationId }. */
export const makeHandler = (deps: GenerateViralShortDeps) =>
  authedHandler(
    { deps, feature: 'viral-curto', body: generateViralShortBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(
        202,
        await startViralShort({ ...ideaStartContext(deps, log), transcripts: deps.transcripts }, caller.userId, body),
      ),
  );

export const handler = makeHandler(lazyDeps({ ...ideaStartBuilders, transcripts: transcriptsOf }));
