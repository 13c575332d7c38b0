import * as fs from 'node:fs';
import * as path from 'node:path';
import * as z from 'zod/mini';
import { viralItemSchema } from '@shared/finder/finder.schema';
import { fixedClock } from '../../core/clock';
import { ContentUnavailableError } from '../../finder/ports';
import { uploadsPlaylistOf, YouTubeContentSource } from './youtube-content-source';

/** YouTube Data API v3 answers in the API's documented shape (fixtures/), served by an injected fetch: no test touches the network. */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const NOW = '2026-03-15T12:00:00.000Z';

let requests: URL[];
function fakeFetch(answers: Record<string, () => Response>): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    requests.push(url);
    const key = `${url.pathname.split('/').pop()}:${url.searchParams.get('part')}:${url.searchParams.get('playlistId') ?? ''}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    return answer();
  };
}
const ok = (name: string) => () => new Response(fixture(name), { status: 200 });
const RECORDED = {
  'search:snippet:': ok('youtube-search.json'),
  'videos:snippet,statistics:': ok('youtube-videos.json'),
  [`playlistItems:contentDetails:${uploadsPlaylistOf('UCinvesteja0000000000001')}`]: ok(
    'youtube-uploads-investeja.json',
  ),
  [`playlistItems:contentDetails:${uploadsPlaylistOf('UCfinancasdamaria00000002')}`]: ok('youtube-uploads-maria.json'),
  'videos:statistics:': ok('youtube-recent-videos.json'),
};
const source = (answers: Record<string, () => Response> = RECORDED) =>
  new YouTubeContentSource({ apiKey: 'chave-de-teste', clock: fixedClock(NOW), fetch: fakeFetch(answers) });

beforeEach(() => {
  requests = [];
});

describe('YouTubeContentSource', () => {
  it("maps the search's videos with their statistics, and scores each against its creator's recent uploads", async () => {
    const { items, sample } = await source().search({ niche: 'finanças pessoais', platforms: ['youtube', 'tiktok'] });
    expect(sample).toBe(false);
    for (const item of items) expect(z.parse(viralItemSchema, item)).toEqual(item);
    expect(items.map((i) => [i.id, i.views, i.likes, i.comments, i.outlierScore])).toEqual([
      // Investe Já's recent uploads: 410K, 80K, 77K, 90K (median 85K)
      ['youtube-dQ2w9WgXcQ1', 410_000, 21_500, 1_870, 4.8],
      ['youtube-kP9rT2mLx04', 77_000, 0, 390, 0.9], // no likeCount: hidden likes read as 0
      // Finanças da Maria's: 96K, 12K, 16K (median 16K)
      ['youtube-Zx81cVbN3aQ', 96_000, 5_100, 0, 6],
    ]);
    expect(items[0]).toMatchObject({
      platform: 'youtube',
      title: 'Tesouro Selic explicado em 8 minutos',
      author: 'Investe Já',
      thumbnail: 'https://i.ytimg.com/vi/dQ2w9WgXcQ1/hqdefault.jpg',
      url: 'https://www.youtube.com/watch?v=dQ2w9WgXcQ1',
      // the privacy-enhanced player, the one origin the CSP's frame-src allows
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQ2w9WgXcQ1',
      publishedAt: '2026-03-10T14:00:07.000Z',
      engagementRate: (21_500 + 1_870) / 410_000,
      hook: 'Se o seu dinheiro está na poupança, assista isso.',
    });
    // the statistics' title, not the search's HTML-escaped one; the title as hook when there is no description
    expect(items[2]).toMatchObject({
      title: 'Como sair das dívidas em 2026 & não voltar',
      hook: 'Como sair das dívidas em 2026 & não voltar',
      thumbnail: 'https://i.ytimg.com/vi/Zx81cVbN3aQ/mqdefault.jpg',
    });
  });

  it('asks Brazil in Portuguese, by views, for the last 30 days, with the key, and batches the ids (5 calls, ~103 units)', async () => {
    await source().search({ niche: 'finanças', platforms: ['youtube'] });
    expect(requests).toHaveLength(5);
    const search = requests[0]!.searchParams;
    expect(Object.fromEntries(search)).toMatchObject({
      q: 'finanças',
      type: 'video',
      order: 'viewCount',
      regionCode: 'BR',
      relevanceLanguage: 'pt',
      maxResults: '25',
      publishedAfter: '2026-02-13T12:00:00.000Z',
      key: 'chave-de-teste',
    });
    expect(requests[1]!.searchParams.get('id')).toBe('dQ2w9WgXcQ1,kP9rT2mLx04,Zx81cVbN3aQ');
    expect(requests[4]!.searchParams.get('id')?.split(',')).toHaveLength(7);
  });

  it('answers nothing, and calls nothing, when YouTube is not among the platforms', async () => {
    expect(await source().search({ niche: 'pets', platforms: ['instagram', 'tiktok'] })).toEqual({
      items: [],
      sample: false,
    });
    expect(requests).toEqual([]);
  });

  it("fails with 'Falha na busca' when the quota is spent", async () => {
    const quota = () => new Response(fixture('youtube-quota-exceeded.json'), { status: 403 });
    const err = await source({ ...RECORDED, 'search:snippet:': quota })
      .search({ niche: 'pets', platforms: ['youtube'] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentUnavailableError);
    expect(err).toMatchObject({ message: 'Falha na busca' });
    expect(String((err as Error).cause)).toContain('quotaExceeded');
  });

  it("leaves a creator's outlier score unknown when its uploads cannot be read, and keeps the video", async () => {
    const gone = () => new Response('{"error":{"code":404}}', { status: 404 });
    const answers = {
      ...RECORDED,
      [`playlistItems:contentDetails:${uploadsPlaylistOf('UCfinancasdamaria00000002')}`]: gone,
    };
    const { items } = await source(answers).search({ niche: 'finanças', platforms: ['youtube'] });
    expect(items.map((i) => i.outlierScore)).toEqual([4.8, 0.9, null]);
  });
});
