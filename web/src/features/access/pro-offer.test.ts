import { backTarget, proBullets, proPriceLabel } from './pro-offer';

describe('Pro offer on the locked-feature screen (issue 27: one price)', () => {
  it('quotes the price checkout charges, R$ 49,00 a month, not 49,90', () => {
    expect(proPriceLabel().replace(/\s/g, ' ')).toBe('R$ 49,00/mês');
  });

  it('takes the credits, history and images figures from the shared plans', () => {
    expect(proBullets()).toContain('15.000 créditos mensais');
    expect(proBullets()).toContain('Histórico de 90 dias');
    expect(proBullets()).toContain('Até 75 imagens por mês e suporte prioritário');
    expect(proBullets().join(' ')).not.toMatch(/ilimitadas/);
  });
});

describe("the locked screen's 'Voltar' (issue 10 defect 1)", () => {
  it('never leads back to the page that locked', () => {
    expect(backTarget('criar')).toBe('/perfil');
    expect(backTarget('viral-finder')).toBe('/criar');
  });
});
