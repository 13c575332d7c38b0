import * as z from 'zod/mini';
import { headlineId, newsResultSchema, type Headline, type NewsInput } from '@shared/news/news.schema';
import { NEWS_NICHE_IDS } from '@shared/news/news-options';
import { fixedClock } from '../../../../core/clock';
import { checkNews } from '../../../../news/news-tool';
import { SampleNewsSource } from '../../../news/sample-news-source';
import { composeNews } from './news';

const headline = (title: string, source: string): Headline => {
  const link = `https://example.com/t/${encodeURIComponent(title)}`;
  return { id: headlineId(link), title, source, link, publishedAt: '2026-11-24T10:00:00.000Z' };
};

/** Headlines without a digit, with proper nouns of their own. */
const HEADLINES = [
  headline('Prefeitura de Recife anuncia mutirão de renegociação de dívidas', 'Jornal do Capibaribe'),
  headline('Banco Central estuda mudanças no rotativo do cartão', 'Folha Econômica'),
  headline('Aplicativo Poupe Já lança cofrinho automático para autônomos', 'Portal Bolso Cheio'),
  headline('Feira de educação financeira reúne famílias em Curitiba', 'Gazeta do Paraná'),
];

const input = (com_cta: boolean, headlines = HEADLINES): NewsInput => ({
  nicho: 'financas',
  com_cta,
  headlines,
  sample: false,
});
const compose = (i: NewsInput, seed = 'op-1') => z.parse(newsResultSchema, JSON.parse(composeNews(i, seed)));

/** Capitalised words that do not open a sentence, a section or a quote: names, in practice. */
function properNouns(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\[.*\]$/.test(line.trim())) continue;
    const re = /(^|[.!?:…]\s+|\s)(\p{Lu}[\p{L}\p{M}'’-]*)/gu;
    for (const m of line.matchAll(re)) {
      const opensSentence = m.index === 0 || /[.!?:…]\s+$/.test(m[1]!);
      if (!opensSentence) found.push(m[2]!);
    }
  }
  return found;
}

it('writes answers valid against the schema and the tool check, for every niche, with and without a CTA', async () => {
  const sample = new SampleNewsSource(fixedClock('2026-11-24T12:00:00.000Z'));
  for (const nicho of NEWS_NICHE_IDS) {
    const { headlines } = await sample.latest(nicho);
    for (const com_cta of [true, false]) {
      const i: NewsInput = { nicho, com_cta, headlines, sample: true };
      const out = compose(i);
      expect([nicho, com_cta, checkNews(out, i)]).toEqual([nicho, com_cta, null]);
      expect(out.scripts).toHaveLength(3);
    }
  }
});

it('writes each script from its own headline, newest first, citing it in fontes', () => {
  const out = compose(input(true));
  expect(out.scripts.map((s) => s.fontes)).toEqual(HEADLINES.slice(0, 3).map((h) => [h.id]));
  out.scripts.forEach((s, i) => {
    expect(s.titulo).toBe(HEADLINES[i]!.title);
    expect(s.roteiro).toContain(HEADLINES[i]!.title);
    expect(s.roteiro).toContain(HEADLINES[i]!.source);
  });
});

it('ends with a CTA only when asked', () => {
  for (const s of compose(input(true)).scripts) expect(s.roteiro).toMatch(/\[CTA\]\n.*(Segue|segue)/);
  for (const s of compose(input(false)).scripts) {
    expect(s.roteiro).not.toContain('[CTA]');
    expect(s.roteiro).not.toMatch(/\b(segue|siga|comenta|comente|compartilha|compartilhe|curte|curta)\b/i);
  }
});

it('adds no digit and no proper noun its headline does not have', () => {
  for (const seed of ['a', 'b', 'c', 'd', 'e']) {
    for (const com_cta of [true, false]) {
      compose(input(com_cta), seed).scripts.forEach((s, i) => {
        const h = HEADLINES[i]!;
        const spoken = `${s.titulo}\n${s.roteiro}`;
        expect(spoken).not.toMatch(/\d/);
        const own = `${h.title} ${h.source}`.split(/\s+/);
        expect(properNouns(spoken).filter((w) => !own.includes(w))).toEqual([]);
      });
    }
  }
});

it('the proper-noun finder sees a name the headline lacks', () => {
  expect(properNouns('Saiu agora: algo. Quem publicou foi Maria Silva, diz o Jornal.')).toEqual([
    'Maria',
    'Silva',
    'Jornal',
  ]);
});

it('is the same for the same operation id and varies with another', () => {
  expect(composeNews(input(true), 'op-1')).toBe(composeNews(input(true), 'op-1'));
  const variants = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => composeNews(input(true), seed)));
  expect(variants.size).toBeGreaterThan(1);
});

it('writes one script per headline when the feed has fewer than three', () => {
  const out = compose(input(false, HEADLINES.slice(0, 2)));
  expect(out.scripts).toHaveLength(2);
  expect(checkNews(out, input(false, HEADLINES.slice(0, 2)))).toBeNull();
});

it('gives a duration between 20 and 60 seconds, as "N segundos"', () => {
  for (const s of compose(input(true)).scripts) expect(s.duracao).toMatch(/^(20|25|30|35|40|45|50|55|60) segundos$/);
});

it('retells its headline, attributed to the outlet, and never talks about itself', () => {
  for (const seed of ['op-1', 'op-2', 'op-3', 'op-4', 'op-5', 'op-6']) {
    const { scripts } = compose(input(seed.endsWith('1')), seed);
    scripts.forEach((s, i) => {
      const h = HEADLINES[i]!;
      const body = s.roteiro.split('[DESENVOLVIMENTO]')[1]!;
      expect(body).toContain(h.title);
      expect(body).toContain(h.source);
      // commentary about the script or the writer ('o resto ainda não foi contado, e eu prefiro não chutar')
      expect(s.roteiro).not.toMatch(
        /prefiro não chutar|ainda não foi contado|não estão na manchete|a manchete ainda não traz|o que dá para dizer|é isso que a notícia confirma/,
      );
    });
  }
});
