import { fixedClock } from '../core/clock';
import { BUSINESS_METRICS } from '../core/metrics';
import { activeStandings } from '../../test/support/deps';
import { recordingLogger } from '../../test/support/logger';
import {
  runGeneration,
  startGeneration,
  type GenerationJob,
  type NewGeneration,
  type RunGenerationContext,
  type StartGenerationContext,
} from './generation-job';
import type { GenerationRecord } from './ports';

describe('the credits spent are counted when a charge settles, never when it is refunded (docs/INFRA-NOTES.md §operations)', () => {
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
  const record: GenerationRecord = {
    userId: 'ana',
    generationId: 'gen-1',
    kind: 'script',
    status: 'running',
    input: {},
    cost: 100,
    createdAt: '2026-03-15T09:30:00.000Z',
    parts: [],
  };

  let lines: Array<Record<string, unknown>>;
  let refunds: number;
  const metricLines = () => lines.filter((l) => l.message === 'credits metrics');
  const logger = () => recordingLogger(lines);
  const workerCtx = () =>
    ({
      generations: { claim: async () => record, finish: async () => {}, progress: async () => {} },
      ledger: {
        getCharge: async () => ({ status: refunds ? 'refunded' : 'pending' }),
        refund: async () => ((refunds += 1), true),
      },
      standings: activeStandings,
      realtime: { publish: async () => {} },
      clock: fixedClock('2026-03-15T09:30:00.000Z'),
      log: logger(),
      stage: 'prod',
    }) as unknown as RunGenerationContext;

  beforeEach(() => {
    lines = [];
    refunds = 0;
  });

  it('starting a job counts nothing yet: the charge may still be refunded', async () => {
    const ctx = {
      generations: { start: async () => {} },
      dispatcher: { dispatch: async () => {} },
      ledger: { refund: async () => true, getCharge: async () => null },
      standings: activeStandings,
      clock: fixedClock('2026-03-15T09:30:00.000Z'),
      log: logger(),
      stage: 'prod',
    } as unknown as StartGenerationContext;

    await startGeneration(ctx, job);

    expect(metricLines()).toEqual([]);
  });

  it('a job whose save settled the charge writes one EMF line with its cost and the stage', async () => {
    const done: GenerationJob = { failureMessage: 'Erro', run: async () => ({ replacedOldest: false }) };

    expect(await runGeneration(workerCtx(), { userId: 'ana', generationId: 'gen-1' }, { script: done })).toBe('done');

    expect(metricLines()).toEqual([
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

  it('a failed job is refunded and counts nothing', async () => {
    const failing: GenerationJob = {
      failureMessage: 'Erro ao gerar roteiro',
      run: () => Promise.reject(new Error('the model fell over')),
    };

    expect(await runGeneration(workerCtx(), { userId: 'ana', generationId: 'gen-1' }, { script: failing })).toBe(
      'failed',
    );

    expect(refunds).toBe(1);
    expect(metricLines()).toEqual([]);
  });
});
