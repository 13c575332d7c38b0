import { engagementRate } from '@shared/finder/finder-format';
import { outlierScore } from '@shared/finder/outlier';
import type { ViralItem } from '@shared/finder/finder.schema';
import type { Clock } from '../../core/ports';
import type { ContentQuery, ContentSource, FoundContent } from '../../finder/ports';
import { SAMPLE_CATALOGUE, type SampleNiche } from './sample-catalogue';

const DAY_MS = 86_400_000;

/** Lower case, no accents, words only: 'Finanças Pessoais!' → ['financas', 'pessoais']. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

/** A niche matches when a word of the search starts with one of its keywords, or a keyword with the word (3+ letters). */
function matches(niche: SampleNiche, words: readonly string[]): boolean {
  return words.some((w) => niche.keywords.some((k) => w.startsWith(k) || (w.length >= 3 && k.startsWith(w))));
}

/** Every item of the catalogue's niches that the search matches, on any platform, dated from `now`. */
export function sampleItems(niche: string, now: Date): ViralItem[] {
  const words = searchWords(niche);
  return Object.entries(SAMPLE_CATALOGUE)
    .filter(([, n]) => matches(n, words))
    .flatMap(([id, n]) =>
      n.videos.map((video): ViralItem => {
        const creator = n.creators[video.creator]!;
        return {
          id: `amostra-${id}-${video.slug}`,
          platform: creator.platform,
          title: video.title,
          author: creator.author,
          thumbnail: '',
          url: `https://example.com/amostra/${creator.platform}/${video.slug}`,
          videoUrl: '',
          views: video.views,
          likes: video.likes,
          comments: video.comments,
          publishedAt: new Date(now.getTime() - video.daysAgo * DAY_MS).toISOString(),
          engagementRate: engagementRate(video.views, video.likes, video.comments),
          outlierScore: outlierScore(video.views, creator.recentViews),
          hook: video.hook,
          sample: true,
        };
      }),
    );
}

/**
 * The local ContentSource (docs/LOCAL-MODE.md §finder): the embedded sample catalogue, no
 * network, always `sample: true`. A search that names none of its niches finds nothing.
 */
export class SampleContentSource implements ContentSource {
  constructor(private readonly clock: Clock) {}

  async search(query: ContentQuery): Promise<FoundContent> {
    const platforms = new Set(query.platforms);
    const items = sampleItems(query.niche, this.clock.now()).filter((i) => platforms.has(i.platform));
    return { items, sample: true };
  }
}
