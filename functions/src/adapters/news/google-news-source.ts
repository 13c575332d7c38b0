import type { Headline } from '@shared/news/news.schema';
import type { NewsNiche } from '@shared/news/news-options';
import type { Clock } from '../../core/ports';
import { NewsUnavailableError, type LatestHeadlines, type NewsSource } from '../../news/ports';
import { parseGoogleNewsRss } from './google-news-rss';

/**
 * What each niche searches on Google News (data, so a niche's query changes without code): a few
 * terms joined with OR and `when:` to keep the search to the last days.
 */
export const NICHE_QUERIES: Readonly<Record<NewsNiche, string>> = {
  financas: 'economia OR "finanças pessoais" OR investimentos when:2d',
  imobiliario: '"mercado imobiliário" OR imóveis OR "financiamento imobiliário" when:3d',
  fofocas: 'celebridades OR famosos OR novela OR reality when:1d',
  tecnologia: 'tecnologia OR "inteligência artificial" OR celulares OR aplicativos when:2d',
  comportamento: 'comportamento OR relacionamentos OR "saúde mental" OR "estilo de vida" when:3d',
};

/** Google News' RSS search in Brazilian Portuguese. */
export function googleNewsUrl(niche: NewsNiche): string {
  const q = encodeURIComponent(NICHE_QUERIES[niche]);
  return `https://news.google.com/rss/search?q=${q}&hl=pt-BR&gl=BR&ceid=BR:pt-419`;
}

/** How long a niche's headlines are reused by one warm Lambda (docs/INFRA-NOTES.md §news-feed). */
export const FEED_CACHE_MS = 10 * 60_000;
/** The feed answers in well under a second; past this the generation gives up, uncharged. */
export const FEED_TIMEOUT_MS = 5_000;
/** A search answer is ~100 items, ~60 KB; anything far bigger is not the feed. */
const MAX_FEED_BYTES = 2_000_000;

/**
 * The AWS NewsSource: fetches the niche's RSS search, parses it (google-news-rss.ts) and keeps the
 * result in memory for FEED_CACHE_MS, per niche. The cache lives as long as the warm Lambda (one
 * process), so a burst of generations reads the feed once per niche, and news is at most ten minutes
 * old; a cold start reads it again. Concurrent misses of one niche share one fetch. Any failure
 * (network, timeout, not 2xx, no headlines) is a NewsUnavailableError and is not cached.
 */
export class GoogleNewsSource implements NewsSource {
  private readonly cache = new Map<NewsNiche, { until: number; headlines: Headline[] }>();
  private readonly inflight = new Map<NewsNiche, Promise<Headline[]>>();
  private readonly fetchFn: typeof fetch;
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private readonly timeoutMs: number;

  constructor(opts: { clock: Clock; fetch?: typeof fetch; ttlMs?: number; timeoutMs?: number }) {
    this.clock = opts.clock;
    this.fetchFn = opts.fetch ?? ((input, init) => fetch(input, init));
    this.ttlMs = opts.ttlMs ?? FEED_CACHE_MS;
    this.timeoutMs = opts.timeoutMs ?? FEED_TIMEOUT_MS;
  }

  async latest(niche: NewsNiche, signal?: AbortSignal): Promise<LatestHeadlines> {
    const hit = this.cache.get(niche);
    if (hit && hit.until > this.clock.now().getTime()) return { headlines: hit.headlines, sample: false };
    let pending = this.inflight.get(niche);
    if (!pending) {
      pending = this.read(niche, signal).finally(() => this.inflight.delete(niche));
      this.inflight.set(niche, pending);
    }
    return { headlines: await pending, sample: false };
  }

  private async read(niche: NewsNiche, signal?: AbortSignal): Promise<Headline[]> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let xml: string;
    try {
      const res = await this.fetchFn(googleNewsUrl(niche), {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: { accept: 'application/rss+xml, application/xml;q=0.9', 'user-agent': 'Viraliza/1.0 (news scripts)' },
      });
      if (!res.ok) throw new Error(`Google News answered ${res.status}`);
      xml = await res.text();
    } catch (err) {
      throw new NewsUnavailableError({ cause: err });
    }
    if (xml.length > MAX_FEED_BYTES) throw new NewsUnavailableError({ cause: new Error('feed too large') });
    const headlines = parseGoogleNewsRss(xml);
    if (!headlines.length) throw new NewsUnavailableError({ cause: new Error(`no headlines for ${niche}`) });
    this.cache.set(niche, { until: this.clock.now().getTime() + this.ttlMs, headlines });
    return headlines;
  }
}
