import { fixedClock } from '../core/clock';
import { jsonLogger } from '../core/logger';
import { BUSINESS_METRICS } from '../core/metrics';
import { activeStandings } from '../../test/support/deps';
import { startGeneration, type NewGeneration, type StartGenerationContext } from './generation-job';

describe('startGeneration counts the credits it charged (docs/INFRA-NOTES.md §operations)', () => {
  const job: NewGeneration = {
    userId: 'ana',
    generationId: 'gen-1',
    kind: 'script',
    chargeKind: 'generate',
    cost: 100,
    input: {},
    failureMessage: 'Erro ao gerar roteiro',
    conflicts: { running: 'em andamento', used: 'já usado' },
  };

  it('writes one EMF line with the cost and the stage once the job is charged and started', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const ctx = {
      generations: { start: async () => {} },
      dispatcher: { dispatch: async () => {} },
      ledger: { refund: async () => true, getCharge: async () => null },
      standings: activeStandings,
      clock: fixedClock('2026-03-15T09:30:00.000Z'),
      log: jsonLogger({}, (l) => lines.push(JSON.parse(l) as Record<string, unknown>)),
      stage: 'prod',
    } as unknown as StartGenerationContext;

    await startGeneration(ctx, job);

    expect(lines.filter((l) => l.message === 'credits metrics')).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: BUSINESS_METRICS.namespace,
              Dimensions: [['Stage']],
              Metrics: [{ Name: 'CreditsSpent', Unit: 'Count' }],
            },
          ],
        }),
        Stage: 'prod',
        CreditsSpent: 100,
      }),
    ]);
  });
});
