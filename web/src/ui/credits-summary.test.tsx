/** @jest-environment jsdom */
import { renderWithApp } from '../test/dom';
import { Text } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { CreditsSummary } from './credits-summary';

const summary = { remaining: 1_250, total: 2_000, percentAvailable: 63, isLow: false };

describe('CreditsSummary', () => {
  it('shows the balance out of the total and a bar of the share left', () => {
    const { container } = renderWithApp(<CreditsSummary summary={summary} testId="perfil-creditos" />);
    expect(container.textContent).toContain('1.250 de 2.000 créditos disponíveis');
    expect(screen.getByTestId('perfil-creditos').textContent).toBe('1.250');
    const bar = screen.getByRole('progressbar', { name: '63%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('63');
    expect(screen.getByText('Créditos disponíveis')).toBeTruthy(); // the bar's label, for screen readers
  });

  it('compact, as the header popover shows it, with the note between the count and the bar', () => {
    const { container } = renderWithApp(
      <CreditsSummary compact summary={{ ...summary, isLow: true }} note={<Text>10 em uso</Text>} />,
    );
    expect(container.textContent).toMatch(/^1\.250 de 2\.000 créditos10 em uso/);
    const note = screen.getByText('10 em uso');
    const bar = screen.getByRole('progressbar');
    expect(note.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
