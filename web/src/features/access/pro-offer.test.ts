import { formatBRL } from '@shared/format/format';
import { PRO_MARKETING_PRICE_MONTHLY } from '@shared/plans/plans';
import { backTarget, PRO_PRICE_LABEL, proBullets } from './pro-offer';

describe('Pro offer on the locked-feature screen', () => {
  it('quotes the marketing price per month', () => {
    expect(PRO_PRICE_LABEL).toBe(`${formatBRL(PRO_MARKETING_PRICE_MONTHLY)}/mês`);
    expect(PRO_PRICE_LABEL.replace(/\s/g, ' ')).toBe('R$ 49,90/mês');
  });

  it('takes the credits and history figures from the shared plans', () => {
    expect(proBullets()).toContain('15.000 créditos mensais');
    expect(proBullets()).toContain('Histórico de 90 dias');
  });
});

describe("the locked screen's 'Voltar' (issue 10 defect 1)", () => {
  it('never leads back to the page that locked', () => {
    expect(backTarget('criar')).toBe('/perfil');
    expect(backTarget('viral-finder')).toBe('/criar');
  });
});
