import * as z from 'zod/mini';
import { headlineSchema } from '@shared/news/news.schema';
import { NEWS_NICHE_IDS } from '@shared/news/news-options';
import { fixedClock } from '../../core/clock';
import { SampleNewsSource } from './sample-news-source';

const source = new SampleNewsSource(fixedClock('2026-11-24T12:00:00.000Z'));

it.each(NEWS_NICHE_IDS)('gives valid sample headlines for %s, newest first, dated from now', async (niche) => {
  const { headlines, sample } = await source.latest(niche);
  expect(sample).toBe(true);
  expect(headlines.length).toBeGreaterThanOrEqual(3);
  for (const h of headlines) {
    expect(z.safeParse(headlineSchema, h).success).toBe(true);
    expect(h.link.startsWith(`https://example.com/amostra/${niche}/`)).toBe(true);
    expect(Date.parse(h.publishedAt)).toBeLessThan(Date.parse('2026-11-24T12:00:00.000Z'));
  }
  const dates = headlines.map((h) => h.publishedAt);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(new Set(headlines.map((h) => h.id)).size).toBe(headlines.length);
});
