/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import { OBJECTIVE_REQUIRED_MESSAGE, SUBJECT_REQUIRED_MESSAGE } from '@shared/scripts/script.schema';
import { AdvancedWizard } from './advanced-wizard';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { GenerateBlockedProvider, generateBlockedReason, OUT_OF_CREDITS_REASON_ID } from './credits-status';
import { INITIAL_CREATOR_STATE, type AdvancedStep } from './creator-state';
import { creatorStore, useCreator } from './creator-store';

// The steps as the creator page drives them: the step lives in the store ('Próximo' validates it).
function Wizard({ onGenerate = () => undefined }: { onGenerate?: (mode: string) => void }) {
  const step = useCreator((s) => s.step);
  return (
    <AdvancedWizard
      step={step}
      generating={null}
      onGenerate={onGenerate}
      onNext={() => void creatorStore.getState().next()}
      onBack={() => creatorStore.getState().back()}
    />
  );
}

function startAt(step: AdvancedStep, advanced: Partial<typeof INITIAL_CREATOR_STATE.advanced> = {}) {
  creatorStore.setState({
    ...INITIAL_CREATOR_STATE,
    view: 'advanced',
    step,
    advanced: { ...INITIAL_CREATOR_STATE.advanced, ...advanced },
  });
}

const stepTitle = () => screen.getByRole('heading', { level: 2 });

// The wizard's first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

describe('the advanced creator wizard', () => {
  it('walks from step 1, refusing step 2 without a subject, and the new step takes the focus', async () => {
    startAt(1);
    const { user } = renderWithApp(<Wizard />);
    expect(screen.getByText('Passo 1 de 6')).toBeTruthy();
    expect(stepTitle().textContent).toBe('Persona e nicho');

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(stepTitle().textContent).toBe('Abordagem'));
    expect(document.activeElement).toBe(stepTitle());

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText(SUBJECT_REQUIRED_MESSAGE)).toBeTruthy();
    expect(stepTitle().textContent).toBe('Abordagem');

    await user.type(screen.getByRole('textbox', { name: /Tema do vídeo/ }), 'reserva de emergência{Enter}');
    await waitFor(() => expect(stepTitle().textContent).toBe('Objetivo'));
    expect(screen.getByText('Passo 3 de 6')).toBeTruthy();
    expect(screen.queryByText(SUBJECT_REQUIRED_MESSAGE)).toBeNull();
  });

  it('asks for the objective on step 3, then goes on once one is chosen; Voltar goes back', async () => {
    startAt(3, { tema: 'reserva de emergência' });
    const { user } = renderWithApp(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText(OBJECTIVE_REQUIRED_MESSAGE)).toBeTruthy();

    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(stepTitle().textContent).toBe('Formato'));

    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(stepTitle().textContent).toBe('Objetivo'));
  });

  it('generates in the mode clicked on step 6, which has no Próximo', async () => {
    startAt(6);
    const onGenerate = jest.fn();
    const { user } = renderWithApp(<Wizard onGenerate={onGenerate} />);
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Gerar no estilo tendência/ }));
    expect(onGenerate).toHaveBeenCalledWith('trend');
  });

  it('disables the generate buttons out of credits and says why', () => {
    startAt(6);
    renderWithApp(
      <GenerateBlockedProvider value={() => 'Créditos insuficientes para gerar.'}>
        <Wizard />
      </GenerateBlockedProvider>,
    );
    const complete = screen.getByRole('button', { name: /Gerar roteiro completo/ }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    expect(complete.getAttribute('aria-describedby')).toContain(OUT_OF_CREDITS_REASON_ID);
    expect(document.getElementById(OUT_OF_CREDITS_REASON_ID)!.textContent).toBe('Créditos insuficientes para gerar.');
  });

  it('offers 200 credits the 100-credit modes but not the 300-credit series, and says why (issue 27)', () => {
    startAt(6);
    const balance = { creditsRemaining: 200, creditsResetAt: '2026-03-22T12:00:00.000Z' } as Subscription;
    renderWithApp(
      <GenerateBlockedProvider value={(cost) => generateBlockedReason(balance, cost, new Date('2026-03-10T12:00:00Z'))}>
        <Wizard />
      </GenerateBlockedProvider>,
    );
    const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button(/Gerar roteiro completo · 100 créditos/).disabled).toBe(false);
    const series = button(/Gerar série de 3 vídeos · 300 créditos/);
    expect(series.disabled).toBe(true);
    const reasonId = series.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    expect(document.getElementById(reasonId)!.textContent).toBe(
      'Créditos insuficientes: custa 300 créditos e você tem 200. Seus créditos renovam em 22/03/2026 (em 12 dias).',
    );
    expect(document.getElementById(OUT_OF_CREDITS_REASON_ID)).toBeNull();
  });
});
