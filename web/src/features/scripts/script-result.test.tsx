/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { screen } from '@testing-library/react';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { GenerateBlockedProvider, generateBlockedReason } from './credits-status';
import { ScriptResult } from './script-result';
import { aScript } from './test-fixtures';

// The result's own actions only: each script's panel and the AI-edit dialog have their own tests.
jest.mock('./script-panel', () => ({ ScriptPanel: () => null }));
jest.mock('./ai-edit-dialog', () => ({ AiEditDialog: () => null }));

const NOW = new Date('2026-03-10T12:00:00.000Z');
const balance = (creditsRemaining: number) =>
  ({ creditsRemaining, creditsResetAt: '2026-03-22T12:00:00.000Z' }) as Subscription;

function renderResult(creditsRemaining: number, onRegenerate = jest.fn()) {
  renderWithApp(
    <GenerateBlockedProvider value={(cost) => generateBlockedReason(balance(creditsRemaining), cost, NOW)}>
      <ScriptResult scripts={[aScript()]} onOpenSaved={() => undefined} onRegenerate={onRegenerate} />
    </GenerateBlockedProvider>,
  );
  return screen.getByRole('button', { name: /Gerar outra versão · 100 créditos/ }) as HTMLButtonElement;
}

// The result view's first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

describe("'Gerar outra versão' (issue 27: no action the user cannot pay for)", () => {
  it('is disabled at 0 credits, with the price, the balance and the renewal as its description', () => {
    const button = renderResult(0);
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'Créditos insuficientes: custa 100 créditos e você tem 0. Seus créditos renovam em 22/03/2026 (em 12 dias).',
    );
  });

  it('is offered when the balance pays for it', () => {
    const onRegenerate = jest.fn();
    const button = renderResult(100, onRegenerate);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    button.click();
    expect(onRegenerate).toHaveBeenCalledWith(aScript().request);
  });
});
