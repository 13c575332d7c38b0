/**
 * The /diagnostico-criar checks (docs/PRODUCT.md §screens.diagnostico-criar, §flows.diagnostic: pending, success, error):
 * run one at a time, in order, each reporting a pt-BR detail. The runner is pure so it is
 * tested without a browser; the page gives it the real checks.
 */
export type DiagnosticStatus = 'pending' | 'running' | 'success' | 'error';

export interface DiagnosticStepState {
  id: string;
  label: string;
  status: DiagnosticStatus;
  detail?: string;
}

export interface DiagnosticCheck<C> {
  id: string;
  label: string;
  /** Resolves with the detail to show, or throws an Error whose message is shown. */
  run: (context: C) => Promise<string>;
}

export function initialSteps<C>(checks: readonly DiagnosticCheck<C>[]): DiagnosticStepState[] {
  return checks.map((c) => ({ id: c.id, label: c.label, status: 'pending' }));
}

export function updateStep(
  steps: readonly DiagnosticStepState[],
  id: string,
  patch: Partial<DiagnosticStepState>,
): DiagnosticStepState[] {
  return steps.map((s) => (s.id === id ? { ...s, ...patch } : s));
}

/** Runs every check in order (a failure does not stop the later ones); reports each change. */
export async function runDiagnostics<C>(
  checks: readonly DiagnosticCheck<C>[],
  context: C,
  onChange: (steps: DiagnosticStepState[]) => void,
): Promise<DiagnosticStepState[]> {
  let steps = initialSteps(checks);
  onChange(steps);
  for (const check of checks) {
    steps = updateStep(steps, check.id, { status: 'running', detail: undefined });
    onChange(steps);
    try {
      const detail = await check.run(context);
      steps = updateStep(steps, check.id, { status: 'success', detail });
    } catch (err) {
      const detail = err instanceof Error && err.message ? err.message : 'Falha inesperada.';
      steps = updateStep(steps, check.id, { status: 'error', detail });
    }
    onChange(steps);
  }
  return steps;
}

export const STATUS_TEXT: Record<DiagnosticStatus, string> = {
  pending: 'Pendente',
  running: 'Verificando…',
  success: 'OK',
  error: 'Erro',
};
