import * as z from 'zod/mini';
import { FINDER_PLATFORM_IDS } from '@shared/finder/finder-options';
import { finderSearchBodySchema, viralItemSchema, type ViralItem } from '@shared/finder/finder.schema';
import { RateLimitedError } from '../core/errors';
import type { Clock } from '../core/ports';
import { SampleContentSource, sampleItems } from '../adapters/finder/sample-content-source';
import { SAMPLE_CATALOGUE } from '../adapters/finder/sample-catalogue';
import type { ContentSource } from './ports';
import { rankItems } from './rank-items';
import { SEARCH_CACHE_MS, SearchCache } from './search-cache';
import { searchFinder } from './search-finder';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const body = (input: Record<string, unknown>) => z.parse(finderSearchBodySchema, input);

function item(over: Partial<ViralItem>): ViralItem {
  return {
    id: 'x',
    platform: 'youtube',
    title: 't',
    author: 'a',
    thumbnail: '',
    url: `https://example.com/${over.id ?? 'x'}`,
    videoUrl: '',
    views: 0,
    likes: 0,
    comments: 0,
    publishedAt: NOW.toISOString(),
    engagementRate: 0,
    outlierScore: null,
    hook: '',
    sample: false,
    ...over,
  };
}

describe('the sample catalogue (docs/LOCAL-MODE.md §finder)', () => {
  const all = Object.keys(SAMPLE_CATALOGUE).flatMap((niche) => sampleItems(niche, NOW));

  it('has at least 40 valid pt-BR sample items in several niches, on all four platforms', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(SAMPLE_CATALOGUE).length).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((i) => i.platform))).toEqual(new Set(FINDER_PLATFORM_IDS));
    for (const i of all) expect(z.parse(viralItemSchema, i)).toEqual(i);
    expect(all.every((i) => i.sample)).toBe(true);
    expect(new Set(all.map((i) => i.url)).size).toBe(all.length);
  });

  it("scores each video against its creator's usual views: the breakout is far above, the ordinary one near 1×", () => {
    const financas = sampleItems('finanças', NOW);
    // @financaspraticas' recent views: 38k, 40k, 42k, 45k, 51k (median 42k)
    expect(financas.find((i) => i.id === 'amostra-financas-regra-50-30-20')?.outlierScore).toBe(7.4);
    expect(financas.find((i) => i.id === 'amostra-financas-reserva-emergencia')?.outlierScore).toBe(1.2);
  });

  it('matches a niche by its words, without accents or case, and finds nothing for an unknown one', () => {
    expect(sampleItems('Finanças pessoais', NOW).length).toBe(8);
    expect(sampleItems('receitas fáceis', NOW).every((i) => i.id.startsWith('amostra-culinaria-'))).toBe(true);
    expect(sampleItems('astrofísica quântica', NOW)).toEqual([]);
  });

  it('dates each video so many days before now', async () => {
    const { items, sample } = await new SampleContentSource({ now: () => NOW }).search({
      niche: 'pets',
      platforms: ['tiktok'],
    });
    expect(sample).toBe(true);
    expect(items.map((i) => [i.author, i.publishedAt])).toEqual([
      ['@gatosdobrasil', '2026-03-13T12:00:00.000Z'],
      ['@gatosdobrasil', '2026-03-07T12:00:00.000Z'],
    ]);
  });
});

describe('rankItems', () => {
  const items = [
    item({
      id: 'a',
      views: 100,
      likes: 50,
      comments: 1,
      engagementRate: 0.51,
      outlierScore: 2,
      publishedAt: '2026-03-10T00:00:00Z',
    }),
    item({
      id: 'b',
      views: 300,
      likes: 10,
      comments: 9,
      engagementRate: 0.06,
      outlierScore: null,
      publishedAt: '2026-03-14T00:00:00Z',
    }),
    item({
      id: 'c',
      views: 200,
      likes: 20,
      comments: 30,
      engagementRate: 0.25,
      outlierScore: 9.5,
      platform: 'tiktok',
      publishedAt: '2026-03-12T00:00:00Z',
    }),
  ];
  const ids = (input: Record<string, unknown>) =>
    rankItems(items, body({ niche: 'n', platforms: ['youtube', 'tiktok'], ...input })).map((i) => i.id);

  it.each([
    ['views', ['b', 'c', 'a']],
    ['likes', ['a', 'c', 'b']],
    ['comments', ['c', 'b', 'a']],
    ['engagement', ['a', 'c', 'b']],
    ['recent', ['b', 'c', 'a']],
    ['outlier', ['c', 'a', 'b']],
  ])('sorts by %s, highest first (an unknown outlier last)', (sortBy, expected) => {
    expect(ids({ sortBy })).toEqual(expected);
  });

  it('keeps only the platforms asked for and at least minViews (0: no minimum)', () => {
    expect(ids({ platforms: ['youtube'] })).toEqual(['b', 'a']);
    expect(ids({ minViews: 200 })).toEqual(['b', 'c']);
    expect(ids({ minViews: 0 })).toHaveLength(3);
  });

  it('drops a repeated url and answers at most 60', () => {
    const many = Array.from({ length: 70 }, (_, n) => item({ id: `i${n}`, views: n }));
    expect(
      rankItems([...many, item({ id: 'i69', views: 1 })], body({ niche: 'n', platforms: ['youtube'] })),
    ).toHaveLength(60);
    expect(
      rankItems([items[0]!, { ...items[0]!, id: 'copy' }], body({ niche: 'n', platforms: ['youtube'] })),
    ).toHaveLength(1);
  });
});

describe('searchFinder', () => {
  let now: number;
  const clock: Clock = { now: () => new Date(now) };
  let reads: number;
  let taken: string[];
  const sample = new SampleContentSource(clock);
  const counting: ContentSource = { search: (q) => (reads++, sample.search(q)) };
  const ctx = (over: Partial<Parameters<typeof searchFinder>[0]> = {}) => ({
    source: counting,
    cache: new SearchCache(clock),
    limiter: { take: async (u: string) => void taken.push(u), countDaily: async () => {} },
    clock,
    ...over,
  });

  beforeEach(() => {
    now = NOW.getTime();
    reads = 0;
    taken = [];
  });

  it("answers the source's items ranked, labelled sample, after taking a token of the user's bucket", async () => {
    const answer = await searchFinder(
      ctx(),
      'ana',
      body({ niche: 'finanças', platforms: ['instagram', 'youtube'], sortBy: 'outlier' }),
    );
    expect(answer.source).toBe('sample');
    expect(answer.items.map((i) => i.platform)).not.toContain('tiktok');
    expect(answer.items[0]?.id).toBe('amostra-financas-regra-50-30-20');
    expect(taken).toEqual(['ana']);
  });

  it('reuses the answer of the same query and filters for ten minutes, then reads the source again', async () => {
    const c = ctx();
    await searchFinder(c, 'ana', body({ niche: 'Finanças', platforms: ['youtube', 'instagram'] }));
    await searchFinder(c, 'bia', body({ niche: ' finanças ', platforms: ['instagram', 'youtube'] }));
    expect(reads).toBe(1);
    await searchFinder(c, 'ana', body({ niche: 'finanças', platforms: ['instagram', 'youtube'], minViews: 1000 }));
    expect(reads).toBe(2);
    now += SEARCH_CACHE_MS;
    await searchFinder(c, 'ana', body({ niche: 'finanças', platforms: ['instagram', 'youtube'] }));
    expect(reads).toBe(3);
  });

  it('reads nothing when the user is over the limit', async () => {
    const limiter = {
      take: async () => Promise.reject(new RateLimitedError('Muitas buscas seguidas.', 3)),
      countDaily: async () => {},
    };
    await expect(
      searchFinder(ctx({ limiter }), 'ana', body({ niche: 'pets', platforms: ['tiktok'] })),
    ).rejects.toBeInstanceOf(RateLimitedError);
    expect(reads).toBe(0);
  });
});
