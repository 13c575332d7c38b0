/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { formatBRL } from '@shared/format/format';
import { PLANS } from '@shared/plans/plans';
import { LockedFeatureScreen } from './locked-feature-screen';

// The card's first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

describe('the locked-feature screen (issue 27: one price)', () => {
  it('quotes Pro at R$ 49,00 a month, what checkout charges, not 49,90', () => {
    const { container } = renderWithApp(<LockedFeatureScreen feature="ideias-virais" />);
    expect(container.textContent).toContain('R$\u00a049,00/mês');
    expect(container.textContent).not.toContain('49,90');
    expect(container.textContent).toContain('Até 75 imagens por mês');
    expect(container.textContent).not.toMatch(/ilimitadas/);
  });

  it('reads the price it shows from the plan table', () => {
    jest.replaceProperty(PLANS.pro, 'priceMonthly', 59.5);
    const { container } = renderWithApp(<LockedFeatureScreen feature="ideias-virais" />);
    expect(container.textContent).toContain(`${formatBRL(59.5)}/mês`);
  });

  it("no longer says 'em breve' on Viral Finder, now built (issue 32)", () => {
    const { container } = renderWithApp(<LockedFeatureScreen feature="viral-finder" />);
    expect(container.querySelector('h1')?.textContent).toBe('Viral Finder');
  });
});
