import type { GenerateNewsResponse, Headline } from '@shared/news/news.schema';
import { readPartial } from '@shared/ideas/structured-output';
import { copyTextOf, formatHeadlineDate, prepareNewsRequest, sourcesOf, streamingScripts } from './news-state';

const headline = (id: string, title: string): Headline => ({
  id,
  title,
  source: 'Folha Econômica',
  link: `https://example.com/${id}`,
  publishedAt: '2026-11-23T22:40:00.000Z',
});
const H = [headline('na', 'Bolsa fecha em alta'), headline('nb', 'Juros ficam estáveis')];
const script = {
  titulo: 'Bolsa em alta',
  duracao: '40 segundos',
  roteiro: '[GANCHO]\nSaiu agora: Bolsa fecha em alta.\n\n[DESENVOLVIMENTO]\nÉ o que se sabe.',
  fontes: ['nb', 'na'],
};
const result = { headlines: H } as Pick<GenerateNewsResponse, 'headlines'>;

describe('prepareNewsRequest', () => {
  it("asks for the niche with 'Selecione um nicho'", () => {
    expect(prepareNewsRequest({ nicho: '', cta: 'sim' })).toEqual({ ok: false, error: 'Selecione um nicho' });
  });

  it('turns the CTA choice into the boolean the API takes', () => {
    expect(prepareNewsRequest({ nicho: 'financas', cta: 'sim' })).toEqual({
      ok: true,
      body: { nicho: 'financas', com_cta: true },
    });
    expect(prepareNewsRequest({ nicho: 'fofocas', cta: 'nao' })).toEqual({
      ok: true,
      body: { nicho: 'fofocas', com_cta: false },
    });
  });
});

describe('streamingScripts', () => {
  it('shows what is written so far of each script of a half-streamed answer', () => {
    const partial = readPartial(
      '{"scripts": [{"titulo": "Bolsa em alta", "duracao": "40 segundos", "roteiro": "[GANCHO]\\nSaiu',
    );
    expect(streamingScripts(partial)).toEqual([
      { titulo: 'Bolsa em alta', duracao: '40 segundos', roteiro: '[GANCHO]\nSaiu' },
    ]);
  });

  it('gives nothing before the scripts start, or for another shape', () => {
    expect(streamingScripts(undefined)).toEqual([]);
    expect(streamingScripts(readPartial('{"scr'))).toEqual([]);
    expect(streamingScripts({ scripts: [null, 3, { titulo: 7 }] })).toEqual([{}]);
  });
});

it("lists a script's sources in its fontes order", () => {
  expect(sourcesOf(script, H).map((h) => h.id)).toEqual(['nb', 'na']);
});

it('copies the speech and then the sources with their links', () => {
  expect(copyTextOf(script, result)).toBe(
    [
      'Saiu agora: Bolsa fecha em alta.',
      '',
      'É o que se sabe.',
      '',
      'Fontes:',
      '- Juros ficam estáveis (Folha Econômica): https://example.com/nb',
      '- Bolsa fecha em alta (Folha Econômica): https://example.com/na',
    ].join('\n'),
  );
});

it('dates a headline in pt-BR, São Paulo time', () => {
  expect(formatHeadlineDate('2026-11-23T22:40:00.000Z')).toBe('23/11/2026, 19:40');
  expect(formatHeadlineDate('ontem')).toBe('');
});
