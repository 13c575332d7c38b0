import { generateViralShortBodySchema } from '@shared/viral-short/viral-short.schema';
import { authedHandler, json } from '../../http/http-handler';
import { ideaContext, reconcileBeforeCharging } from '../../composition/idea-request';
import { generateViralShort } from '../../viral-short/generate-viral-short';
import { getTranscriptSource } from '../../composition/transcript-source';

/** POST /api/viral-short/generate — the transcript (pasted, or the video's captions), then pays, writes (streamed) and keeps the short. */
export const handler = authedHandler(
  { feature: 'viral-curto', body: generateViralShortBodySchema, beforeAccess: reconcileBeforeCharging },
  async (req) =>
    json(
      200,
      await generateViralShort(
        { ...ideaContext(req), transcripts: getTranscriptSource() },
        req.caller.userId,
        req.body,
      ),
    ),
);
