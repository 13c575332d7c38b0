import { headlineId, type Headline } from '@shared/news/news.schema';
import { ideaFakes } from '../../test/support/ideas';
import { generateNews, type NewsContext } from './generate-news';
import { NewsUnavailableError, type NewsSource } from './ports';

const OP = '0b8e9c1e-7a51-4d8f-9e52-3f1a2b3c4d5e';
const link = (n: number) => `https://example.com/amostra/financas/${n}`;
const HEADLINES: Headline[] = [1, 2, 3, 4].map((n) => ({
  id: headlineId(link(n)),
  title: `Manchete de finanças número ${'um dois três quatro'.split(' ')[n - 1]}`,
  source: 'Folha Econômica',
  link: link(n),
  publishedAt: '2026-11-24T10:00:00.000Z',
}));

function fakes(news: NewsSource) {
  const f = ideaFakes({ now: '2026-11-24T12:00:00.000Z' });
  const ctx: NewsContext = { ...f.ctx, news };
  return { ...f, ctx };
}

const feed = (reads: string[]): NewsSource => ({
  latest: async (niche) => (reads.push(niche), { headlines: HEADLINES, sample: true }),
});

it('reads the headlines, charges 100, and answers the scripts with the headlines they came from', async () => {
  const reads: string[] = [];
  const f = fakes(feed(reads));
  const answer = await generateNews(f.ctx, 'ana', { operationId: OP, nicho: 'financas', com_cta: true });
  expect(reads).toEqual(['financas']);
  expect(f.calls).toEqual(['charge 100 news']);
  expect(answer).toMatchObject({ operationId: OP, nicho: 'financas', com_cta: true, sample: true, writer: 'offline' });
  expect(answer.headlines).toEqual(HEADLINES);
  expect(answer.scripts.map((s) => s.fontes)).toEqual(HEADLINES.slice(0, 3).map((h) => [h.id]));
  expect(answer.creditsRemaining).toBe(900);
  // the headlines are kept with the result (docs/DATA-MODEL.md I1)
  expect(f.kept.get(OP)?.input).toEqual({ nicho: 'financas', com_cta: true, headlines: HEADLINES, sample: true });
});

it('charges nothing when the feed cannot be read', async () => {
  const f = fakes({
    latest: async () => {
      throw new NewsUnavailableError({ cause: new Error('offline') });
    },
  });
  await expect(generateNews(f.ctx, 'ana', { operationId: OP, nicho: 'financas', com_cta: false })).rejects.toThrow(
    'Não foi possível carregar as notícias agora. Tente de novo em instantes.',
  );
  expect(f.calls).toEqual([]);
});

it('answers a retried operation id with the kept result, without reading the feed or charging again', async () => {
  const reads: string[] = [];
  const f = fakes(feed(reads));
  const first = await generateNews(f.ctx, 'ana', { operationId: OP, nicho: 'financas', com_cta: true });
  const again = await generateNews(f.ctx, 'ana', { operationId: OP, nicho: 'tecnologia', com_cta: false });
  expect(again).toEqual(first);
  expect(reads).toEqual(['financas']);
  expect(f.calls).toEqual(['charge 100 news']);
});
