import * as z from 'zod/mini';
import { FINDER_MESSAGES, FINDER_RESULT_LIMIT } from '@shared/finder/finder-options';
import { finderSearchResponseSchema } from '@shared/finder/finder.schema';
import { SampleContentSource } from '../../src/adapters/finder/sample-content-source';
import { systemClock } from '../../src/core/clock';
import { SearchCache } from '../../src/finder/search-cache';
import { makeHandler as makeSearch } from '../../src/handlers/finder/search-finder.handler';
import { apiEvent, makeHarness, subscribedUser, type Harness } from './harness';

/** The Viral Finder end to end on DynamoDB Local (docs/PRODUCT.md §screens.viral-finder). */
let h: Harness;
let search: ReturnType<typeof makeSearch>;

beforeAll(async () => {
  h = await makeHarness();
  search = makeSearch({
    ...h.deps,
    finderSource: new SampleContentSource(systemClock),
    searchCache: new SearchCache(systemClock),
  });
});

const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
const searchAs = async (token: string, body: unknown) =>
  parse(await search(apiEvent('POST /api/finder/search', { token, body })));

describe('POST /api/finder/search', () => {
  it("answers the sample catalogue's items for the niche, labelled sample, in the chosen order", async () => {
    const { token } = await subscribedUser(h, 'pro', 100);
    const res = await searchAs(token, {
      niche: 'Finanças',
      platforms: ['instagram', 'tiktok', 'youtube'],
      sortBy: 'views',
    });
    expect(res.status).toBe(200);
    const answer = z.parse(finderSearchResponseSchema, res.body);
    expect(answer.source).toBe('sample');
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.length).toBeLessThanOrEqual(FINDER_RESULT_LIMIT);
    expect(answer.items.every((i) => i.sample && i.platform !== 'linkedin')).toBe(true);
    const views = answer.items.map((i) => i.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('keeps only the videos with at least minViews', async () => {
    const { token } = await subscribedUser(h, 'pro', 100);
    const res = await searchAs(token, {
      niche: 'pets',
      platforms: ['tiktok', 'youtube', 'instagram'],
      minViews: 300_000,
    });
    expect(res.body.items.map((i: { views: number }) => i.views).every((v: number) => v >= 300_000)).toBe(true);
    expect(res.body.items).toHaveLength(3); // 4,2M, 410K and 360K; the 295K video is left out
  });

  it.each([
    [{ niche: '  ', platforms: ['youtube'] }, FINDER_MESSAGES.nicheRequired],
    [{ platforms: ['youtube'] }, FINDER_MESSAGES.nicheRequired],
    [{ niche: 'pets', platforms: [] }, FINDER_MESSAGES.platformRequired],
    [{ niche: 'pets', platforms: ['orkut'] }, FINDER_MESSAGES.platformRequired],
    [{ niche: 'pets', platforms: ['youtube'], minViews: -1 }, FINDER_MESSAGES.minViews],
    [{ niche: 'pets', platforms: ['youtube'], minViews: 'muitas' }, FINDER_MESSAGES.minViews],
    [{ niche: 'pets', platforms: ['youtube'], sortBy: 'shares' }, FINDER_MESSAGES.sort],
    [{ niche: 'x'.repeat(101), platforms: ['youtube'] }, FINDER_MESSAGES.nicheTooLong],
  ])('refuses %j with 400 and the pt-BR message', async (body, message) => {
    const { token } = await subscribedUser(h, 'pro', 100);
    expect(await searchAs(token, body)).toEqual({ status: 400, body: { error: 'validation_failed', message } });
  });

  it('is a paid feature: the free plan gets 403 feature_locked, and no token gets 401', async () => {
    const { token } = await subscribedUser(h, 'free', 10);
    const res = await searchAs(token, { niche: 'pets', platforms: ['youtube'] });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('feature_locked');
    expect(
      (await search(apiEvent('POST /api/finder/search', { body: { niche: 'pets', platforms: ['youtube'] } })))
        .statusCode,
    ).toBe(401);
  });

  it("counts the user's searches in their own bucket: the 11th at once is 429, another user still searches", async () => {
    const ana = await subscribedUser(h, 'pro', 100);
    const bia = await subscribedUser(h, 'pro', 100);
    const body = { niche: 'culinária', platforms: ['youtube'] };
    for (let n = 0; n < 10; n++) expect((await searchAs(ana.token, body)).status).toBe(200);
    const refused = await searchAs(ana.token, body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Muitas buscas seguidas. Aguarde alguns segundos e tente de novo.');
    expect((await searchAs(bia.token, body)).status).toBe(200);
  });
});
