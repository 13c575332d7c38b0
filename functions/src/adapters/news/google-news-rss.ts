import { XMLParser } from 'fast-xml-parser';
import * as z from 'zod/mini';
import { headlineId, headlineSchema, type Headline } from '@shared/news/news.schema';
import { NEWS_HEADLINE_COUNT } from '@shared/news/news-options';

/**
 * Reads a Google News RSS document (`<rss><channel><item>` with `title` 'Manchete - Fonte', `link`,
 * an RFC 822 `pubDate` and `<source url>`) into headlines, newest first. fast-xml-parser decodes the
 * XML and HTML entities; items without an https link, a date or a title are dropped, and the same
 * story from several outlets is kept once.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  htmlEntities: true,
  // a headline that is only digits must stay a string
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, jpath) => jpath === 'rss.channel.item',
});

const text = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' && '#text' in v ? String(v['#text']) : '';

/** Entities escaped twice in the feed ('&amp;quot;') are left as '&quot;' by one decoding: decode those once more. */
const ENTITY = /&(quot|amp|apos|lt|gt|#\d{1,6}|#x[0-9a-f]{1,6});/gi;
const NAMED: Record<string, string> = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>' };
function decodeLeftovers(s: string): string {
  return s.replace(ENTITY, (_, e: string) => {
    const lower = e.toLowerCase();
    if (NAMED[lower]) return NAMED[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const clean = (s: string) => decodeLeftovers(s).replace(/\s+/g, ' ').trim();

/** 'Manchete - Fonte' → the headline and its outlet (the `<source>` element wins when there is one). */
export function splitTitle(raw: string, sourceName: string): { title: string; source: string } {
  if (sourceName && raw.endsWith(` - ${sourceName}`))
    return { title: raw.slice(0, -sourceName.length - 3).trim(), source: sourceName };
  const cut = raw.lastIndexOf(' - ');
  if (!sourceName && cut > 0) return { title: raw.slice(0, cut).trim(), source: raw.slice(cut + 3).trim() };
  return { title: raw, source: sourceName || 'Google Notícias' };
}

const storyKey = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function parseGoogleNewsRss(xml: string, limit = NEWS_HEADLINE_COUNT): Headline[] {
  const doc = parser.parse(xml) as { rss?: { channel?: { item?: unknown[] } } };
  const items = doc?.rss?.channel?.item ?? [];
  const headlines: Headline[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const fields = item as Record<string, unknown>;
    const link = text(fields.link).trim();
    const date = new Date(text(fields.pubDate));
    if (Number.isNaN(date.getTime())) continue;
    const { title, source } = splitTitle(clean(text(fields.title)), clean(text(fields.source)));
    const parsed = z.safeParse(headlineSchema, {
      id: headlineId(link),
      title,
      source,
      link,
      publishedAt: date.toISOString(),
    });
    if (parsed.success) headlines.push(parsed.data);
  }
  headlines.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const seen = new Set<string>();
  return headlines
    .filter((h) => {
      const keys = [h.id, storyKey(h.title)];
      if (keys.some((k) => seen.has(k))) return false;
      keys.forEach((k) => seen.add(k));
      return true;
    })
    .slice(0, limit);
}
