import { emfFields } from '../../core/metrics';
import { lambdaContext, linesWrittenBy } from '../../../test/support/logger';
import { powertoolsLogger, SERVICE_NAME } from './powertools-logger';

/** Sets environment variables for one test (Powertools reads them when a Logger is made). */
function withEnv(vars: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

/**
 * What CloudWatch checks before it turns a log line into metrics (the embedded metric format's
 * specification): `_aws` at the top level with a Timestamp and its directives; every dimension and
 * every metric a member of the line's top level, a string and a number. Answers what is wrong.
 */
function emfProblems(line: Record<string, unknown>): string[] {
  const aws = line._aws as { Timestamp?: unknown; CloudWatchMetrics?: unknown } | undefined;
  if (typeof aws !== 'object' || aws === null) return ['no _aws object at the top level'];
  const problems: string[] = [];
  if (typeof aws.Timestamp !== 'number') problems.push('_aws.Timestamp is not a number');
  if (!Array.isArray(aws.CloudWatchMetrics) || aws.CloudWatchMetrics.length === 0)
    return [...problems, '_aws.CloudWatchMetrics is not a list of directives'];
  for (const directive of aws.CloudWatchMetrics as Array<Record<string, unknown>>) {
    if (typeof directive.Namespace !== 'string') problems.push('a directive without a Namespace');
    const dimensions = directive.Dimensions as unknown[][];
    const metrics = directive.Metrics as Array<{ Name?: unknown }>;
    if (!Array.isArray(dimensions) || !dimensions.every(Array.isArray))
      problems.push('Dimensions is not a list of sets');
    else
      for (const name of dimensions.flat())
        if (typeof line[name as string] !== 'string')
          problems.push(`dimension ${String(name)} is not a top-level string`);
    if (!Array.isArray(metrics)) problems.push('Metrics is not a list');
    else
      for (const { Name } of metrics)
        if (typeof line[Name as string] !== 'number') problems.push(`metric ${String(Name)} is not a top-level number`);
  }
  return problems;
}

describe('powertoolsLogger (docs/INFRA-NOTES.md §operations.logs)', () => {
  let restoreEnv: () => void;
  beforeEach(() => {
    // As on Lambda: an on-demand environment, where Powertools reports cold starts.
    restoreEnv = withEnv({ AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand', POWERTOOLS_LOG_LEVEL: 'INFO' });
  });
  afterEach(() => restoreEnv());

  it('writes one JSON line per entry with the level, message, time, service and the fields at the top level', async () => {
    const log = powertoolsLogger();
    const written = await linesWrittenBy(() => {
      log.info('script saved', { userId: 'ana', words: 120 });
      log.warn('slow model', { ms: 1200 });
      log.error('unhandled error', { errorName: 'TypeError' });
    });
    expect(written).toEqual([
      {
        stream: 'stdout',
        line: {
          level: 'INFO',
          message: 'script saved',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}/),
          service: SERVICE_NAME,
          sampling_rate: 0,
          userId: 'ana',
          words: 120,
        },
      },
      { stream: 'stderr', line: expect.objectContaining({ level: 'WARN', message: 'slow model', ms: 1200 }) },
      {
        stream: 'stderr',
        line: expect.objectContaining({ level: 'ERROR', message: 'unhandled error', errorName: 'TypeError' }),
      },
    ]);
  });

  it('keeps an EMF line’s _aws, dimensions and values at the top level, where CloudWatch reads them', async () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    const fields = emfFields(
      'Viraliza/Generations',
      { GenerationDuration: [61_000, 'Milliseconds'], GenerationFailed: [1, 'Count'] },
      { Writer: 'bedrock', Kind: 'image' },
      now,
      { Stage: 'prod' },
    );
    const log = powertoolsLogger().child({ generationId: 'g-1' });
    const [written] = await linesWrittenBy(() => log.info('generation metrics', fields));
    const line = written!.line;
    expect(emfProblems(line)).toEqual([]);
    expect(line).toMatchObject({
      _aws: {
        Timestamp: now.getTime(),
        CloudWatchMetrics: [
          {
            Namespace: 'Viraliza/Generations',
            Dimensions: [['Stage'], ['Stage', 'Writer'], ['Stage', 'Kind']],
            Metrics: [
              { Name: 'GenerationDuration', Unit: 'Milliseconds' },
              { Name: 'GenerationFailed', Unit: 'Count' },
            ],
          },
        ],
      },
      Stage: 'prod',
      Writer: 'bedrock',
      Kind: 'image',
      GenerationDuration: 61_000,
      GenerationFailed: 1,
      generationId: 'g-1',
    });
  });

  it('finds a line that is not EMF (the check above can fail)', () => {
    expect(emfProblems({ metrics: { _aws: {} } })).toEqual(['no _aws object at the top level']);
    expect(
      emfProblems({
        _aws: {
          Timestamp: 0,
          CloudWatchMetrics: [{ Namespace: 'N', Dimensions: [['Writer']], Metrics: [{ Name: 'M' }] }],
        },
        nested: { Writer: 'bedrock', M: 1 },
      }),
    ).toEqual(['dimension Writer is not a top-level string', 'metric M is not a top-level number']);
  });

  it('lets a child add fields without changing its parent', async () => {
    const parent = powertoolsLogger();
    const written = await linesWrittenBy(() => {
      parent.child({ requestId: 'r1' }).child({ userId: 'ana' }).info('a', { extra: 1 });
      parent.info('b');
    });
    expect(written.map((w) => w.line)).toEqual([
      expect.objectContaining({ message: 'a', requestId: 'r1', userId: 'ana', extra: 1 }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('marks every line with the Lambda invocation, a cold start only on the first, children and parent alike', async () => {
    const root = powertoolsLogger();
    const written = await linesWrittenBy(() => {
      root.invocation!(lambdaContext('req-1'));
      root.child({ route: 'GET /api/health' }).info('first');
      root.invocation!(lambdaContext('req-2'));
      // A child made during the warm invocation: a Powertools child would report a cold start here.
      root.child({ route: 'GET /api/health' }).info('second');
      root.info('second, from the root');
    });
    const invocation = (requestId: string, coldStart: boolean) =>
      expect.objectContaining({
        cold_start: coldStart,
        function_name: 'viraliza-dev-Health',
        function_request_id: requestId,
        function_memory_size: '256',
        function_arn: 'arn:aws:lambda:us-west-2:123456789012:function:viraliza-dev-Health',
      });
    expect(written.map((w) => w.line)).toEqual([
      invocation('req-1', true),
      invocation('req-2', false),
      invocation('req-2', false),
    ]);
  });

  it('marks nothing for the local server’s context, a request id without a function', async () => {
    const log = powertoolsLogger();
    const [written] = await linesWrittenBy(() => {
      log.invocation!({ awsRequestId: 'local-1' });
      log.info('local');
    });
    expect(Object.keys(written!.line).filter((k) => k.startsWith('function_') || k === 'cold_start')).toEqual([]);
  });

  it('writes only what POWERTOOLS_LOG_LEVEL lets through', async () => {
    const restore = withEnv({ POWERTOOLS_LOG_LEVEL: 'WARN' });
    const log = powertoolsLogger();
    restore();
    const written = await linesWrittenBy(() => {
      log.info('quiet');
      log.warn('loud');
    });
    expect(written.map((w) => w.line.message)).toEqual(['loud']);
  });
});
