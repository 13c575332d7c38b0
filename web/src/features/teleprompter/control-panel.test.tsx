/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import { CONTENT_PRESETS, DEFAULT_SPEED } from '@shared/teleprompter/presets';
import { ControlPanel } from './control-panel';
import { INITIAL_TELEPROMPTER_STATE, useTeleprompterStore } from './teleprompter-store';

beforeEach(() => useTeleprompterStore.setState(INITIAL_TELEPROMPTER_STATE));

// The panel's first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

describe('the teleprompter controls', () => {
  it('estimates the reading time of the typed text', async () => {
    const { user } = renderWithApp(<ControlPanel />);
    const estimate = screen.getByTestId('tempo-estimado');
    const before = estimate.textContent;
    await user.click(screen.getByRole('textbox', { name: 'Roteiro' }));
    await user.paste('palavra '.repeat(600));
    expect(useTeleprompterStore.getState().text.trim().split(' ')).toHaveLength(600);
    await waitFor(() => expect(estimate.textContent).not.toBe(before));
  });

  it("a preset sets its speed, which the speed slider's label shows", async () => {
    const { user } = renderWithApp(<ControlPanel />);
    expect(screen.getByText(`Velocidade: ${DEFAULT_SPEED}`)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: new RegExp(CONTENT_PRESETS.fast.label) }));
    await waitFor(() => expect(useTeleprompterStore.getState().speed).toBe(CONTENT_PRESETS.fast.speed));
    expect(screen.getByText(`Velocidade: ${CONTENT_PRESETS.fast.speed}`)).toBeTruthy();
  });

  it('starts and pauses, mirrors and flips', async () => {
    const { user } = renderWithApp(<ControlPanel />);
    await user.click(screen.getByRole('button', { name: 'Iniciar' }));
    expect(useTeleprompterStore.getState().playing).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(useTeleprompterStore.getState().playing).toBe(false));

    await user.click(screen.getByRole('checkbox', { name: 'Espelhar' }));
    expect(useTeleprompterStore.getState().mirror).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Inverter' }));
    expect(useTeleprompterStore.getState().flip).toBe(true);
  });
});
