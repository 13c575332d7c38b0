import { COMPETITOR_PRICES, PLAN_CARDS, PRO_CREDITS_MULTIPLE, WHY_CHOOSE } from './plan-catalogue';

const NBSP = '\u00a0';

describe('the plan catalogue (docs/PRODUCT.md §data.plan-catalogue, §plans.inclusions)', () => {
  it('has Gratuito, Pro marked MAIS POPULAR, and Enterprise, in that order', () => {
    expect(PLAN_CARDS.map((c) => [c.name, c.badge ?? null, c.highlight])).toEqual([
      ['Gratuito', null, false],
      ['Pro', 'MAIS POPULAR', true],
      ['Enterprise', null, false],
    ]);
  });

  it('quotes the monthly credits and what they buy from the shared plans', () => {
    expect(PLAN_CARDS.map((c) => c.features[0]!.text)).toEqual([
      '200 créditos por mês (2 roteiros ou 1 imagem)',
      '15.000 créditos por mês (150 roteiros ou 75 imagens)',
      '40.000 créditos por mês (400 roteiros ou 200 imagens)',
    ]);
    expect(PRO_CREDITS_MULTIPLE).toBe(75);
  });

  it('marks the paid tools as not included on the free plan', () => {
    const free = PLAN_CARDS[0]!;
    expect(free.features.filter((f) => !f.included).map((f) => f.text)).toEqual([
      'Ideias Virais',
      'Últimas Notícias',
      'Viral Curto',
      'Missão Influencer',
      'Viral Finder',
    ]);
  });

  it('limits images by credits: Pro up to 75 a month, Enterprise up to 200, never unlimited (issue 27)', () => {
    const texts = (i: number) => PLAN_CARDS[i]!.features.map((f) => f.text);
    expect(texts(1)).toContain('Até 75 imagens por mês');
    expect(texts(2)).toContain('Até 200 imagens por mês');
    expect(PLAN_CARDS.flatMap((c) => c.features.map((f) => f.text)).join(' ')).not.toMatch(/ilimitadas/i);
  });

  it("sells Missão Influencer without 'em breve' now that the hub is built (issue 31)", () => {
    expect(PLAN_CARDS[1]!.features.map((f) => f.text)).toContain('Missão Influencer completa');
  });

  it('says 97%, 15k+ and 24/7 in the why-choose section', () => {
    expect(WHY_CHOOSE.map((w) => w.figure)).toEqual(['97%', '15k+', '24/7']);
  });

  it('writes competitor prices in reais with Intl', () => {
    expect(COMPETITOR_PRICES.map((c) => c.price)).toEqual([
      `R$${NBSP}249,00/mês`,
      `R$${NBSP}199,00/mês`,
      `R$${NBSP}50,00 a R$${NBSP}150,00 por roteiro`,
      `R$${NBSP}2.000,00 a R$${NBSP}5.000,00/mês`,
    ]);
  });
});
