import {
  headlineId,
  type GenerateNewsBody,
  type Headline,
  type NewsInput,
  type NewsResult,
} from '@shared/news/news.schema';
import { ideaJobFakes } from '../../test/support/ideas';
import { startNews, type NewsContext } from './generate-news';
import { newsTool } from './news-tool';
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

const jobsOf = new WeakMap<NewsContext, ReturnType<typeof ideaJobFakes>>();

function fakes(news: NewsSource) {
  const f = ideaJobFakes(newsTool, { now: '2026-11-24T12:00:00.000Z' });
  const ctx: NewsContext = { ...f.start, news };
  jobsOf.set(ctx, f);
  return { ...f, ctx };
}

/** The route's start, then its job run to the end: the kept answer as the page reads it. */
async function generateNews(ctx: NewsContext, userId: string, body: GenerateNewsBody) {
  const f = jobsOf.get(ctx)!;
  const { generationId } = await startNews(ctx, userId, body);
  await f.run();
  const kept = f.kept.get(generationId)!;
  return {
    operationId: generationId,
    ...(kept.input as NewsInput),
    scripts: (kept.result as NewsResult).scripts,
    writer: kept.writer,
    creditsRemaining: await f.ctx.ledger.balance(userId),
  };
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
