import { jsonLogger } from './logger';
import { emfFields, GENERATION_METRICS } from './metrics';

describe('emfFields (docs/ARCHITECTURE.md §generation-jobs.metrics)', () => {
  it('writes one log line CloudWatch reads as metrics: in total and per each dimension', () => {
    const lines: string[] = [];
    const log = jsonLogger({ generationId: 'g-1' }, (l) => lines.push(l));
    const now = new Date('2026-11-28T10:00:00.000Z');
    const metrics = { GenerationDuration: [61_000, 'Milliseconds'], GenerationFailed: [1, 'Count'] } as const;
    log.info(
      'generation metrics',
      emfFields('Viraliza/Generations', metrics, { Writer: 'bedrock', Kind: 'image' }, now),
    );

    expect(JSON.parse(lines[0]!)).toMatchObject({
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
      generationId: 'g-1',
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
