import { generateViralShortBodySchema } from '@shared/viral-short/viral-short.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import {
  ideaContext,
  ideaWritingBuilders,
  reconcileBeforeCharging,
  type IdeaWritingDeps,
} from '../../composition/idea-request';
import { generateViralShort } from '../../viral-short/generate-viral-short';
import { transcriptsOf } from '../../composition/transcript-source';
import type { TranscriptSource } from '../../viral-short/ports';

export interface GenerateViralShortDeps extends IdeaWritingDeps {
  transcripts: TranscriptSource;
}

/** POST /api/viral-short/generate — the transcript (pasted, or the video's captions), then pays, writes (streamed) and keeps the short. */
export const makeHandler = (deps: GenerateViralShortDeps) =>
  authedHandler(
    { deps, feature: 'viral-curto', body: generateViralShortBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(
        200,
        await generateViralShort({ ...ideaContext(deps, log), transcripts: deps.transcripts }, caller.userId, body),
      ),
  );

export const handler = makeHandler(lazyDeps({ ...ideaWritingBuilders, transcripts: transcriptsOf }));
