import * as z from 'zod/mini';
import '../zod-locale';
import {
  generateNewsBodySchema,
  headlineId,
  headlineSchema,
  newsInputSchema,
  newsResultSchema,
  parseDuracao,
  saveNewsBodySchema,
} from './news.schema';
import { NEWS_NICHES } from './news-options';

const OP = '0b8e9c1e-7a51-4d8f-9e52-3f1a2b3c4d5e';
const firstMessage = (r: { success: boolean; error?: z.core.$ZodError }) => r.error?.issues[0]?.message;

const headline = {
  id: headlineId('https://news.google.com/rss/articles/abc'),
  title: 'Governo anuncia novas regras para o crédito consignado',
  source: 'Agência Exemplo',
  link: 'https://news.google.com/rss/articles/abc',
  publishedAt: '2026-11-23T14:05:00.000Z',
};

const script = {
  titulo: 'Novas regras do consignado',
  duracao: '45 segundos',
  roteiro: '[GANCHO]\nSaiu uma notícia sobre o crédito consignado que vale a sua atenção.',
  fontes: [headline.id],
};

describe('the generate request', () => {
  it('takes every niche of the spec with a boolean CTA', () => {
    for (const { id } of NEWS_NICHES)
      expect(z.safeParse(generateNewsBodySchema, { operationId: OP, nicho: id, com_cta: false }).success).toBe(true);
  });

  it.each([
    ['missing', { operationId: OP, com_cta: true }],
    ['blank', { operationId: OP, nicho: '', com_cta: true }],
    ['unknown', { operationId: OP, nicho: 'esportes', com_cta: true }],
  ])("answers 'Selecione um nicho' when the niche is %s", (_, body) => {
    expect(firstMessage(z.safeParse(generateNewsBodySchema, body))).toBe('Selecione um nicho');
  });

  it('refuses a CTA that is not a boolean, and a missing operation id', () => {
    expect(z.safeParse(generateNewsBodySchema, { operationId: OP, nicho: 'financas', com_cta: 'sim' }).success).toBe(
      false,
    );
    expect(z.safeParse(generateNewsBodySchema, { nicho: 'financas', com_cta: true }).success).toBe(false);
  });
});

describe('a headline', () => {
  it('accepts an https link and an ISO date', () => {
    expect(z.safeParse(headlineSchema, headline).success).toBe(true);
  });

  it.each([
    ['an http link', { link: 'http://news.google.com/x' }],
    ['a javascript: link', { link: 'javascript:alert(1)' }],
    ['an RFC 822 date', { publishedAt: 'Mon, 23 Nov 2026 14:05:00 GMT' }],
    ['an empty title', { title: '  ' }],
  ])('refuses %s', (_, change) => {
    expect(z.safeParse(headlineSchema, { ...headline, ...change }).success).toBe(false);
  });

  it('gets the same id for the same link, another for another', () => {
    expect(headlineId('https://a.example/1')).toBe(headlineId('https://a.example/1'));
    expect(headlineId('https://a.example/1')).not.toBe(headlineId('https://a.example/2'));
    expect(headlineId('https://a.example/1')).toMatch(/^n[0-9a-z]+$/);
  });
});

describe("the model's answer", () => {
  it('accepts scripts with titulo, duracao, roteiro and their sources', () => {
    expect(z.safeParse(newsResultSchema, { scripts: [script, script, script] }).success).toBe(true);
  });

  it.each([
    ['no scripts', { scripts: [] }],
    ['four scripts', { scripts: [script, script, script, script] }],
    ['a script without sources', { scripts: [{ ...script, fontes: [] }] }],
    ['a duration in minutes', { scripts: [{ ...script, duracao: '1 minuto' }] }],
    ['a duration too long', { scripts: [{ ...script, duracao: '300 segundos' }] }],
    ['a script of one line', { scripts: [{ ...script, roteiro: 'Curto.' }] }],
  ])('refuses %s', (_, answer) => {
    expect(z.safeParse(newsResultSchema, answer).success).toBe(false);
  });

  it('reads a duration to seconds in the forms a model writes it', () => {
    expect(parseDuracao('45 segundos')).toBe(45);
    expect(parseDuracao(' 30s ')).toBe(30);
    expect(parseDuracao('60 seg.')).toBe(60);
    expect(parseDuracao('um minuto')).toBeNull();
  });
});

describe('the kept input and the save', () => {
  it('keeps the request with its headlines and whether they are a sample', () => {
    const input = { nicho: 'financas', com_cta: true, headlines: [headline], sample: true };
    expect(z.safeParse(newsInputSchema, input).success).toBe(true);
    expect(z.safeParse(newsInputSchema, { ...input, headlines: [] }).success).toBe(false);
  });

  it('saves one of the three scripts by its index', () => {
    expect(z.safeParse(saveNewsBodySchema, { index: 2 }).success).toBe(true);
    for (const index of [-1, 3, 1.5, '0'])
      expect(firstMessage(z.safeParse(saveNewsBodySchema, { index }))).toBe('Roteiro não encontrado.');
  });
});
