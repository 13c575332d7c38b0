import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headlineId } from '@shared/news/news.schema';
import { parseGoogleNewsRss, splitTitle } from './google-news-rss';

const FIXTURE = readFileSync(path.join(__dirname, 'fixtures/google-news-financas.xml'), 'utf8');

describe('parseGoogleNewsRss, on a recorded Google News search', () => {
  const headlines = parseGoogleNewsRss(FIXTURE);

  it('keeps the newest eight, newest first, each with its outlet, link and ISO date', () => {
    expect(headlines).toHaveLength(8);
    expect(headlines[0]).toEqual({
      id: headlineId('https://news.google.com/rss/articles/CBMiiwFBVV95cUxNY29wb20tbWFudGVtLXNlbGlj?oc=5'),
      title: 'Copom mantém a Selic e sinaliza cautela com a inflação de serviços',
      source: 'Valor Econômico',
      link: 'https://news.google.com/rss/articles/CBMiiwFBVV95cUxNY29wb20tbWFudGVtLXNlbGlj?oc=5',
      publishedAt: '2026-11-23T22:40:00.000Z',
    });
    const dates = headlines.map((h) => h.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("splits 'Manchete - Fonte' and decodes the entities", () => {
    expect(headlines.map((h) => [h.title, h.source])).toContainEqual([
      '"Tarifa zero" no Pix: o que muda para quem vende pela internet',
      'g1',
    ]);
    expect(headlines.map((h) => h.title)).toContain('Dólar & juros: por que o câmbio voltou a oscilar nesta semana');
    expect(headlines.every((h) => !/ - (g1|Exame|InfoMoney)$/.test(h.title))).toBe(true);
  });

  it('keeps a story told by two outlets once, and drops an http link and an item without a date', () => {
    expect(headlines.filter((h) => h.title.startsWith('Copom mantém'))).toHaveLength(1);
    expect(headlines.some((h) => h.source === 'UOL')).toBe(false);
    expect(headlines.some((h) => h.title.startsWith('Poupança'))).toBe(false);
  });

  it('gives nothing for a document that is not a feed', () => {
    expect(parseGoogleNewsRss('<html><body>Erro</body></html>')).toEqual([]);
    expect(parseGoogleNewsRss('não é xml')).toEqual([]);
  });

  it('decodes entities the feed escaped twice', () => {
    const xml = `<rss><channel><item><title>Alta de &amp;quot;juros&amp;quot; - Fonte</title><link>https://x.example/a</link><pubDate>Mon, 23 Nov 2026 10:00:00 GMT</pubDate><source url="https://x.example">Fonte</source></item></channel></rss>`;
    expect(parseGoogleNewsRss(xml)[0]?.title).toBe('Alta de "juros"');
  });
});

describe('splitTitle', () => {
  it('uses the <source> name when the title ends with it', () => {
    expect(splitTitle('Bolsa sobe - Notícias - InfoMoney', 'InfoMoney')).toEqual({
      title: 'Bolsa sobe - Notícias',
      source: 'InfoMoney',
    });
  });

  it("takes the outlet after the last ' - ' when there is no <source>", () => {
    expect(splitTitle('Bolsa sobe - InfoMoney', '')).toEqual({ title: 'Bolsa sobe', source: 'InfoMoney' });
  });
});
