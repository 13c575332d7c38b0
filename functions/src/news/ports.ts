import type { Headline } from '@shared/news/news.schema';
import type { NewsNiche } from '@shared/news/news-options';
import { NEWS_MESSAGES } from '@shared/news/news-options';
import { DomainError } from '../core/errors';

/** The headlines of a niche, newest first, and whether they are the local sample rather than real news. */
export interface LatestHeadlines {
  headlines: Headline[];
  sample: boolean;
}

/**
 * Where the news comes from (docs/ARCHITECTURE.md §ports): on AWS Google News' RSS search in
 * pt-BR, cached a few minutes per warm Lambda; locally an embedded sample feed (docs/LOCAL-MODE.md §news).
 * A feed that cannot be read throws `NewsUnavailableError`; it is read before anything is charged.
 *
 * @example const { headlines, sample } = await news.latest('financas', AbortSignal.timeout(5000));
 */
export interface NewsSource {
  latest(niche: NewsNiche, signal?: AbortSignal): Promise<LatestHeadlines>;
}

/** The feed could not be read (network, timeout, an answer that is not a feed, no headlines). */
export class NewsUnavailableError extends DomainError {
  constructor(options?: { cause?: unknown }) {
    super('internal', NEWS_MESSAGES.feedUnavailable, options);
    this.name = 'NewsUnavailableError';
  }
}
