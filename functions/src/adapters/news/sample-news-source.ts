import { headlineId, type Headline } from '@shared/news/news.schema';
import { NEWS_HEADLINE_COUNT, type NewsNiche } from '@shared/news/news-options';
import type { Clock } from '../../core/ports';
import type { LatestHeadlines, NewsSource } from '../../news/ports';
import { SAMPLE_FEED } from './sample-feed';

/** The local NewsSource (docs/LOCAL-MODE.md §news): the embedded sample feed, dated from now, always `sample: true`. */
export class SampleNewsSource implements NewsSource {
  constructor(private readonly clock: Clock) {}

  async latest(niche: NewsNiche): Promise<LatestHeadlines> {
    const now = this.clock.now().getTime();
    const headlines: Headline[] = [...SAMPLE_FEED[niche]]
      .sort((a, b) => a.minutesAgo - b.minutesAgo)
      .slice(0, NEWS_HEADLINE_COUNT)
      .map((item) => {
        const link = `https://example.com/amostra/${niche}/${item.slug}`;
        return {
          id: headlineId(link),
          title: item.title,
          source: item.source,
          link,
          publishedAt: new Date(now - item.minutesAgo * 60_000).toISOString(),
        };
      });
    return { headlines, sample: true };
  }
}
