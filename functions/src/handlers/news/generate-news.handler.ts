import { generateNewsBodySchema } from '@shared/news/news.schema';
import { authedHandler, json } from '../../http/http-handler';
import { lazyDeps } from '../../composition/core';
import {
  ideaStartBuilders,
  ideaStartContext,
  reconcileBeforeCharging,
  type IdeaStartDeps,
} from '../../composition/idea-request';
import { startNews } from '../../news/generate-news';
import { newsSourceOf } from '../../composition/news-source';
import type { NewsSource } from '../../news/ports';

export interface GenerateNewsDeps extends IdeaStartDeps {
  news: NewsSource;
}

/** POST /api/news/generate — reads the niche's headlines (uncharged on failure), then pays, records the job and starts its worker: 202 { generationId }. */
export const makeHandler = (deps: GenerateNewsDeps) =>
  authedHandler(
    { deps, feature: 'ultimas-noticias', body: generateNewsBodySchema, beforeAccess: reconcileBeforeCharging },
    async ({ caller, deps, body, log }) =>
      json(202, await startNews({ ...ideaStartContext(deps, log), news: deps.news }, caller.userId, body)),
  );

export const handler = makeHandler(lazyDeps({ ...ideaStartBuilders, news: newsSourceOf }));
