/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { screen, within } from '@testing-library/react';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { formatBRL } from '@shared/format/format';
import { PLANS } from '@shared/plans/plans';
import type { Subscription } from '@shared/subscription/subscription.schema';
import CreditsPage from './credits-page';
import { aSubscription } from './test-fixtures';
import { useSubscription } from './use-subscription';

// The subscription query at the feature's edge.
jest.mock('./use-subscription', () => ({ useSubscription: jest.fn() }));

const pro = aSubscription();

function renderPage(subscription: Subscription) {
  jest.mocked(useSubscription).mockReturnValue({ subscription, isLoading: false });
  return renderWithApp(<CreditsPage />, { path: '/entenda-creditos' });
}

// The page's first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

describe('/entenda-creditos (issue 27)', () => {
  it('lists the cost of every paid action, the idea tools included', () => {
    renderPage(pro);
    const costs = screen.getByRole('region', { name: 'Como os créditos funcionam' });
    for (const [tool, cost] of [
      ['Ideias Virais', IDEA_TOOL_COSTS.questions],
      ['Viral Curto', IDEA_TOOL_COSTS['viral-short']],
      ['Últimas Notícias', IDEA_TOOL_COSTS.news],
    ] as const) {
      const term = within(costs).getByText(new RegExp(`^${tool}:`));
      expect(term.nextElementSibling?.textContent).toBe(`${cost} créditos`);
    }
    expect(within(costs).getByText('Uma série de 3 vídeos').nextElementSibling?.textContent).toBe('300 créditos');
  });

  it('shows Pro at R$ 49,00 a month, what checkout charges', () => {
    renderPage(pro);
    const table = screen.getByRole('region', { name: 'Tabela de planos' });
    expect(table.textContent).toContain('R$\u00a049,00/mês');
    expect(table.textContent).not.toContain('49,90');
  });

  it('reads the prices it shows from the plan table', () => {
    jest.replaceProperty(PLANS.pro, 'priceMonthly', 59.5);
    renderPage(pro);
    const table = screen.getByRole('region', { name: 'Tabela de planos' });
    expect(table.textContent).toContain(`${formatBRL(59.5)}/mês`);
  });

  it("shows no 'Próxima renovação' on a cancelled plan whose access ends first", () => {
    const { container } = renderPage({ ...pro, status: 'canceled', cancelAtPeriodEnd: true });
    expect(container.textContent).not.toMatch(/Próxima renovação/);
    expect(container.textContent).toContain('Plano cancelado: os créditos deste plano não renovam mais.');
  });

  it("shows 'Próxima renovação' on an active plan", () => {
    const { container } = renderPage(pro);
    expect(container.textContent).toMatch(/Próxima renovação: 22 de dezembro de 2026/);
  });
});
