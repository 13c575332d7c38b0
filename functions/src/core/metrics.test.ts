import { emfFields, GENERATION_METRICS } from './metrics';

describe('emfFields (docs/ARCHITECTURE.md §generation-jobs.metrics)', () => {
  // The logger writes these fields at its line's top level (adapters/logging/powertools-logger.test.ts).
  it('gives the fields of one log line CloudWatch reads as metrics: in total and per each dimension', () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    const metrics = { GenerationDuration: [61_000, 'Milliseconds'], GenerationFailed: [1, 'Count'] } as const;
    const fields = emfFields('Viraliza/Generations', metrics, { Writer: 'bedrock', Kind: 'image' }, now);

    expect(fields).toEqual({
      _aws: {
        Timestamp: now.getTime(),
        CloudWatchMetrics: [
          {
            Namespace: GENERATION_METRICS.namespace,
            Dimensions: [[], ['Writer'], ['Kind']],
            Metrics: [
              { Name: 'GenerationDuration', Unit: 'Milliseconds' },
              { Name: 'GenerationFailed', Unit: 'Count' },
            ],
          },
        ],
      },
      // EMF reads the values and the dimensions from the line's top level
      Writer: 'bedrock',
      Kind: 'image',
      GenerationDuration: 61_000,
      GenerationFailed: 1,
    });
  });

  it('scopes every set to the stage, the whole included, when a scope is given', () => {
    const fields = emfFields(
      GENERATION_METRICS.namespace,
      { GenerationFailed: [0, 'Count'] },
      { Writer: 'offline' },
      new Date(0),
      { Stage: 'prod' },
    ) as { _aws: { CloudWatchMetrics: Array<{ Dimensions: string[][] }> }; Stage: string };
    expect(fields._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['Stage'], ['Stage', 'Writer']]);
    expect(fields.Stage).toBe('prod');
  });
});
