import { Match } from 'aws-cdk-lib/assertions';
import { GENERATION_WORKER, HTTP_ROUTES } from '../../functions/src/routes';
import { WORKER_WRITE_TIMEOUT_MS } from '../../functions/src/generation/job-timing';
import { NEAR_TIMEOUT_SHARE } from '../lib/constructs/observability';
import { logicalIdOf, resources, synth, type Synthesized } from './support/synth';

// Template only (no bundling): the worker's configuration and the HTTP functions' timeouts.

let s: Synthesized;
beforeAll(() => {
  s = synth({ stage: 'dev' });
});

const fnProps = (logicalId: string) =>
  resources(s.template, 'AWS::Lambda::Function')[logicalId]!.Properties as Record<string, unknown>;
const workerId = () => logicalIdOf(s.stack, s.stack.generationWorker.fn);

describe('the generation worker (docs/ARCHITECTURE.md §generation-jobs)', () => {
  it('has a timeout above the longest generation allowed (the model call and the save after it)', () => {
    const timeout = fnProps(workerId()).Timeout as number;
    expect(timeout).toBe(GENERATION_WORKER.timeoutSeconds);
    expect(timeout * 1000).toBeGreaterThan(WORKER_WRITE_TIMEOUT_MS);
    // a 30-minute script on a model writing ~30 tokens a second (~9,000 tokens) fits, with room
    expect(timeout).toBeGreaterThanOrEqual(300);
  });

  it('is invoked asynchronously with no retry, a maximum event age and a failure destination', () => {
    s.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: workerId() },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: GENERATION_WORKER.maxEventAgeSeconds,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    // no other function is invoked asynchronously with retries left
    const configs = Object.values(resources(s.template, 'AWS::Lambda::EventInvokeConfig'));
    expect(configs.every((c) => c.Properties?.MaximumRetryAttempts === 0)).toBe(true);
  });

  it("may be started only by the routes that run jobs (the paying ones, and the hub coach's free note), which know its name", () => {
    const starters = HTTP_ROUTES.filter((r) => r.access.generationWorker).map((r) => `${r.method} ${r.path}`);
    expect(starters.sort()).toEqual([
      'POST /api/hub/coach/retry',
      'POST /api/hub/diary',
      'POST /api/hub/missions/{id}/complete',
      'POST /api/images/generate',
      'POST /api/news/generate',
      'POST /api/scripts/generate',
      'POST /api/scripts/{id}/ai-edit',
      'POST /api/viral-questions/generate',
      'POST /api/viral-short/generate',
    ]);
    for (const key of starters) {
      const env = (fnProps(logicalIdOf(s.stack, s.stack.api.functions[key]!)).Environment as { Variables: object })
        .Variables;
      expect(env).toMatchObject({ GENERATION_WORKER_FUNCTION: { Ref: workerId() } });
    }
  });

  it('raises an alarm on its errors and on a run near its timeout', () => {
    const alarms = Object.values(resources(s.template, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties ?? {});
    const worker = JSON.stringify({ Ref: workerId() });
    // its errors: in one of the grouped errors alarms' math (infra/lib/constructs/observability.ts)
    const errors = alarms.filter((a) => {
      const metrics = JSON.stringify(a.Metrics ?? []);
      return metrics.includes('"MetricName":"Errors"') && metrics.includes(worker);
    });
    expect(errors.length).toBeGreaterThanOrEqual(1);
    const onWorker = alarms.filter((a) => JSON.stringify(a.Dimensions ?? []).includes(worker));
    expect(onWorker.map((a) => [a.MetricName, a.Statistic])).toEqual(expect.arrayContaining([['Duration', 'Maximum']]));
    const near = onWorker.find((a) => a.MetricName === 'Duration')!;
    expect(near.Threshold).toBe(GENERATION_WORKER.timeoutSeconds * 1000 * NEAR_TIMEOUT_SHARE);
  });
});

describe('the HTTP functions', () => {
  it('never wait longer than API Gateway does: no timeout over 29 s', () => {
    const over = Object.values(s.stack.api.functions)
      .map((fn) => [fn.node.path, fnProps(logicalIdOf(s.stack, fn)).Timeout as number] as const)
      .filter(([, timeout]) => timeout > 29);
    expect(over).toEqual([]);
  });
});
