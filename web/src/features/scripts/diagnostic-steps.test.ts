import { ApiError } from '../../lib/api-error';
import { DIAGNOSTIC_CHECKS, type DiagnosticContext } from './diagnostic-checks';
import { runDiagnostics, type DiagnosticStepState } from './diagnostic-steps';

const session = { user: { sub: 'u', email: 'ana@x.com', name: 'Ana' }, accessTokenExpiresAt: 0 };
const subscription = {
  userId: 'u',
  plan: 'pro' as const,
  status: 'active',
  creditsRemaining: 15_000,
  creditsTotal: 15_000,
  creditsResetAt: '2026-12-22T00:00:00Z',
  currentPeriodEnd: '2026-12-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
};

function context(overrides: { credits?: number; modelFails?: boolean; noSession?: boolean } = {}): DiagnosticContext {
  const call = jest.fn(async ({ method, path }: { method: string; path: string }) => {
    if (method === 'GET') return { ...subscription, creditsRemaining: overrides.credits ?? 15_000 };
    if (path.endsWith('/model')) {
      if (overrides.modelFails) throw new ApiError(503, 'internal', 'Modelo fora do ar.');
      return { ok: true, writer: 'offline', latencyMs: 12.4, sample: 'Olá', maxTokens: 4000 };
    }
    return { ok: true, latencyMs: 30 };
  });
  return {
    auth: { currentSession: async () => (overrides.noSession ? null : session) },
    api: { call } as never,
  };
}

describe('runDiagnostics', () => {
  it('runs the five checks one at a time and reports each change', async () => {
    const seen: DiagnosticStepState[][] = [];
    const steps = await runDiagnostics(DIAGNOSTIC_CHECKS, context(), (s) => seen.push(s));
    expect(steps.map((s) => s.status)).toEqual(['success', 'success', 'success', 'success', 'success']);
    expect(steps.map((s) => s.detail)).toEqual([
      'Conectado como ana@x.com',
      'Plano Pro',
      '15.000 créditos disponíveis',
      'Gerador offline (modo local) · 12 ms',
      'Gravado e lido em 30 ms',
    ]);
    // Never more than one step running at a time.
    for (const snapshot of seen) expect(snapshot.filter((s) => s.status === 'running').length).toBeLessThanOrEqual(1);
    expect(seen[0]!.every((s) => s.status === 'pending')).toBe(true);
  });

  it('marks failures with their message and keeps going', async () => {
    const steps = await runDiagnostics(
      DIAGNOSTIC_CHECKS,
      context({ credits: 50, modelFails: true, noSession: true }),
      () => {},
    );
    expect(steps.map((s) => s.status)).toEqual(['error', 'success', 'error', 'error', 'success']);
    expect(steps[2]!.detail).toBe('50 créditos disponíveis; são necessários 100 créditos por roteiro.');
    expect(steps[3]!.detail).toBe('Modelo fora do ar.');
  });
});
