import { generateNewsBodySchema } from '@shared/news/news.schema';
import { authedHandler, json } from '../../http/http-handler';
import { ideaContext, reconcileBeforeCharging } from '../../composition/idea-request';
import { generateNews } from '../../news/generate-news';
import { getNewsSource } from '../../composition/news-source';

/** POST /api/news/generate — reads the niche's headlines (uncharged on failure), then pays, writes (streamed) and keeps the scripts. */
export const handler = authedHandler(
  { feature: 'ultimas-noticias', body: generateNewsBodySchema, beforeAccess: reconcileBeforeCharging },
  async (req) =>
    json(200, await generateNews({ ...ideaContext(req), news: getNewsSource() }, req.caller.userId, req.body)),
);
