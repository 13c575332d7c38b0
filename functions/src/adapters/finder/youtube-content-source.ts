import { FINDER_PLAYER_ORIGIN } from '@shared/finder/finder-options';
import * as z from 'zod/mini';
import { engagementRate } from '@shared/finder/finder-format';
import { outlierScore } from '@shared/finder/outlier';
import type { ViralItem } from '@shared/finder/finder.schema';
import type { Clock } from '../../core/ports';
import { ContentUnavailableError, type ContentQuery, type ContentSource, type FoundContent } from '../../finder/ports';

const API = 'https://www.googleapis.com/youtube/v3';
/** One search page: search.list costs 100 units of the 10 000 a day, whatever its size (docs/ARCHITECTURE.md §finder.cache). */
export const SEARCH_RESULTS = 25;
/** Each creator's latest uploads read for the outlier score's median (playlistItems.list, 1 unit per creator). */
export const RECENT_UPLOADS = 10;
/** videos.list takes at most 50 ids per call (1 unit). */
const IDS_PER_CALL = 50;
/** The search looks at the last 30 days: what is viral now. */
const WINDOW_DAYS = 30;

const count = z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0);
const thumbnail = z.optional(z.object({ url: z.string() }));
const searchSchema = z.object({
  items: z._default(z.array(z.object({ id: z.object({ videoId: z.optional(z.string()) }) })), []),
});
const videosSchema = z.object({
  items: z._default(
    z.array(
      z.object({
        id: z.string(),
        snippet: z.optional(
          z.object({
            publishedAt: z.string(),
            channelId: z.string(),
            channelTitle: z._default(z.string(), ''),
            title: z._default(z.string(), ''),
            description: z._default(z.string(), ''),
            thumbnails: z._default(z.object({ high: thumbnail, medium: thumbnail, default: thumbnail }), {}),
          }),
        ),
        statistics: z._default(z.object({ viewCount: count, likeCount: count, commentCount: count }), {
          viewCount: 0,
          likeCount: 0,
          commentCount: 0,
        }),
      }),
    ),
    [],
  ),
});
const uploadsSchema = z.object({
  items: z._default(z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })), []),
});
type Video = z.infer<typeof videosSchema>['items'][number];

/** A creator's uploads playlist: its channel id with 'UU' for 'UC' (no channels.list call). */
export const uploadsPlaylistOf = (channelId: string): string => `UU${channelId.slice(2)}`;

/** The description's opening sentence, else the title: the hook 'Remixar no meu roteiro' carries. */
function hookOf(description: string, title: string): string {
  const first = description.trim().split(/(?<=[.!?])\s|\r?\n/, 1)[0] ?? '';
  return (first || title).slice(0, 500);
}

/** The error's reason ('quotaExceeded', 'keyInvalid'…) from the API's error body, never the key. */
function reasonOf(body: string): string {
  try {
    const e = (JSON.parse(body) as { error?: { errors?: Array<{ reason?: string }>; status?: string } }).error;
    return e?.errors?.[0]?.reason ?? e?.status ?? 'unknown';
  } catch {
    return 'not JSON';
  }
}

const chunks = <T>(xs: readonly T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/**
 * The sync search's YouTube source (docs/ARCHITECTURE.md §finder): the YouTube Data API v3 with
 * the stack's key. search.list for the niche (Brazil, Portuguese, by views, the last 30 days),
 * then videos.list for the found videos' statistics, then each creator's latest uploads
 * (playlistItems.list) and their statistics (videos.list, 50 ids a call) for the outlier score:
 * about 130 of the day's 10 000 units per search, which the search cache spares. The other
 * platforms are not YouTube's: they give nothing here. Any failure of the search or the
 * statistics is a ContentUnavailableError; a creator whose uploads cannot be read has no outlier score.
 */
export class YouTubeContentSource implements ContentSource {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: { apiKey: string; clock: Clock; fetch?: typeof fetch }) {
    this.fetchFn = opts.fetch ?? ((input, init) => fetch(input, init));
  }

  async search(query: ContentQuery, signal?: AbortSignal): Promise<FoundContent> {
    if (!query.platforms.includes('youtube')) return { items: [], sample: false };
    const after = new Date(this.opts.clock.now().getTime() - WINDOW_DAYS * 86_400_000).toISOString();
    const found = searchSchema.parse(
      await this.get(
        'search',
        {
          part: 'snippet',
          type: 'video',
          q: query.niche,
          maxResults: String(SEARCH_RESULTS),
          order: 'viewCount',
          regionCode: 'BR',
          relevanceLanguage: 'pt',
          publishedAfter: after,
          safeSearch: 'moderate',
        },
        signal,
      ),
    );
    const ids = [...new Set(found.items.flatMap((i) => (i.id.videoId ? [i.id.videoId] : [])))];
    if (!ids.length) return { items: [], sample: false };
    const videos = (await this.videos(ids, 'snippet,statistics', signal)).filter((v) => v.snippet);
    const recent = await this.recentViews([...new Set(videos.map((v) => v.snippet!.channelId))], signal);
    return { items: videos.map((v) => this.toItem(v, recent.get(v.snippet!.channelId))), sample: false };
  }

  private toItem(v: Video, recentViews: readonly number[] | undefined): ViralItem {
    const s = v.snippet!;
    const { viewCount: views, likeCount: likes, commentCount: comments } = v.statistics;
    return {
      id: `youtube-${v.id}`,
      platform: 'youtube',
      title: s.title.slice(0, 500),
      author: s.channelTitle.slice(0, 200),
      thumbnail: (s.thumbnails.high ?? s.thumbnails.medium ?? s.thumbnails.default)?.url ?? '',
      url: `https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}`,
      videoUrl: `${FINDER_PLAYER_ORIGIN}/embed/${encodeURIComponent(v.id)}`,
      views,
      likes,
      comments,
      publishedAt: new Date(s.publishedAt).toISOString(),
      engagementRate: engagementRate(views, likes, comments),
      outlierScore: recentViews ? outlierScore(views, recentViews) : null,
      hook: hookOf(s.description, s.title),
      sample: false,
    };
  }

  /** Each creator's latest uploads' views; a creator whose playlist cannot be read is left out. */
  private async recentViews(channels: readonly string[], signal?: AbortSignal): Promise<Map<string, number[]>> {
    const uploads = await Promise.all(
      channels.map(async (channelId) => {
        try {
          const page = uploadsSchema.parse(
            await this.get(
              'playlistItems',
              { part: 'contentDetails', playlistId: uploadsPlaylistOf(channelId), maxResults: String(RECENT_UPLOADS) },
              signal,
            ),
          );
          return [channelId, page.items.map((i) => i.contentDetails.videoId)] as const;
        } catch {
          return [channelId, []] as const;
        }
      }),
    );
    const allIds = [...new Set(uploads.flatMap(([, ids]) => ids))];
    const stats = new Map((await this.videos(allIds, 'statistics', signal)).map((v) => [v.id, v.statistics.viewCount]));
    return new Map(
      uploads
        .map(([channelId, ids]) => [channelId, ids.flatMap((id) => (stats.has(id) ? [stats.get(id)!] : []))] as const)
        .filter(([, views]) => views.length > 0)
        .map(([channelId, views]) => [channelId, [...views]]),
    );
  }

  private async videos(ids: readonly string[], part: string, signal?: AbortSignal): Promise<Video[]> {
    const pages = await Promise.all(
      chunks(ids, IDS_PER_CALL).map((batch) =>
        this.get('videos', { part, id: batch.join(','), maxResults: String(IDS_PER_CALL) }, signal),
      ),
    );
    return pages.flatMap((p) => videosSchema.parse(p).items);
  }

  private async get(resource: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const url = `${API}/${resource}?${new URLSearchParams({ ...params, key: this.opts.apiKey })}`;
    try {
      const res = await this.fetchFn(url, { signal, headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`YouTube ${resource} answered ${res.status} (${reasonOf(await res.text())})`);
      return await res.json();
    } catch (err) {
      throw new ContentUnavailableError({ cause: err });
    }
  }
}
