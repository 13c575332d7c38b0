import { cleanScript } from '../teleprompter/clean-script';
import { newsScriptText, sourcesBlock, splitSources } from './news-script-text';
import type { Headline } from './news.schema';

const headlines: Headline[] = [
  {
    id: 'n1',
    title: 'Bolsa fecha em alta [atualizado] com otimismo externo',
    source: 'Agência Exemplo',
    link: 'https://news.google.com/rss/articles/abc?oc=5',
    publishedAt: '2026-11-23T14:05:00.000Z',
  },
  {
    id: 'n2',
    title: 'Juros — o que muda para quem tem dívidas',
    source: 'Portal Modelo',
    link: 'https://example.com/juros',
    publishedAt: '2026-11-22T02:00:00.000Z',
  },
];

const roteiro = '[GANCHO]\nOlha essa notícia.\n\n[DESENVOLVIMENTO]\nO que se sabe até agora é pouco.';

it('puts the sources after the script, one line each with title, source, pt-BR date and link', () => {
  expect(sourcesBlock(headlines)).toBe(
    [
      '[FONTES]',
      '[Bolsa fecha em alta (atualizado) com otimismo externo — Agência Exemplo, 23/11/2026: https://news.google.com/rss/articles/abc?oc=5]',
      // 02:00 UTC is still the 21st in São Paulo
      '[Juros — o que muda para quem tem dívidas — Portal Modelo, 21/11/2026: https://example.com/juros]',
    ].join('\n'),
  );
});

it('reads the script and its sources back from the saved text', () => {
  const { body, sources } = splitSources(newsScriptText(roteiro, headlines));
  expect(body).toBe(roteiro);
  expect(sources).toEqual([
    {
      title: 'Bolsa fecha em alta (atualizado) com otimismo externo',
      source: 'Agência Exemplo',
      date: '23/11/2026',
      link: 'https://news.google.com/rss/articles/abc?oc=5',
    },
    {
      title: 'Juros — o que muda para quem tem dívidas',
      source: 'Portal Modelo',
      date: '21/11/2026',
      link: 'https://example.com/juros',
    },
  ]);
});

it('leaves a text without sources as it is', () => {
  expect(splitSources('Só o roteiro.')).toEqual({ body: 'Só o roteiro.', sources: [] });
});

it('keeps the sources out of what the teleprompter reads aloud', () => {
  expect(cleanScript(newsScriptText(roteiro, headlines))).toBe(
    'Olha essa notícia.\n\nO que se sabe até agora é pouco.',
  );
});
