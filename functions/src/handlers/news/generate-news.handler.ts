import { generateNewsBodySchema } from '@shared/news/news.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import {
  ideaContext,
  ideaWritingBuilders,
  reconcileBeforeCharging,
  type IdeaWritingDeps,
} from '../../composition/idea-request';
import { generateNews } from '../../news/generate-news';
import { newsSourceOf } from '../../composition/news-source';
import type { NewsSource } from '../../news/ports';

export interface GenerateNewsDeps extends IdeaWritingDeps {
  news: NewsSource;
}

/** POST /api/news/generate — reads the niche's headlines (uncharged on failure), then pays, writes (streamed) and keeps the scripts. */
export const makeHandler = (deps: GenerateNewsDeps) =>
  authedHandler(
    { deps, feature: 'ultimas-noticias', body: generateNewsBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(200, await generateNews({ ...ideaContext(deps, log), news: deps.news }, caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps({ ...ideaWritingBuilders, news: newsSourceOf }));
