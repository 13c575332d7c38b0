/** @jest-environment jsdom */
import { renderWithApp } from '../test/dom';
import { Badge, Text } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its h2, the heading first', () => {
    renderWithApp(
      <SectionCard id="saldo" title="Seu saldo">
        <Text>42 créditos</Text>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Seu saldo' });
    expect(region.tagName).toBe('SECTION');
    const heading = within(region).getByRole('heading', { level: 2, name: 'Seu saldo' });
    expect(heading.id).toBe('saldo');
    expect(region.textContent).toBe('Seu saldo42 créditos');
  });

  it('puts its aside beside the heading, and keeps the row when the aside is null', () => {
    const { rerender } = renderWithApp(<SectionCard id="plano" title="Seu plano" aside={<Badge>Pro</Badge>} />);
    const heading = screen.getByRole('heading', { name: 'Seu plano' });
    expect(heading.parentElement!.textContent).toBe('Seu planoPro');
    rerender(<SectionCard id="plano" title="Seu plano" aside={null} />);
    expect(screen.getByRole('heading', { name: 'Seu plano' }).parentElement!.tagName).toBe('DIV');
    expect(screen.getByRole('region', { name: 'Seu plano' }).textContent).toBe('Seu plano');
  });
});
