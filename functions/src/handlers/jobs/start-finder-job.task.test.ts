process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { ProviderRunRequest } from '../../finder/ports';
import type { WaitingJob } from '../../jobs/ports';
import { makeHandler } from './start-finder-job.task';
import { testDeps } from '../../../test/support/jobs';

let saved: WaitingJob[];
let runs: ProviderRunRequest[];
let lines: Array<Record<string, unknown>>;
let handler: ReturnType<typeof makeHandler>;

beforeEach(() => {
  saved = [];
  runs = [];
  lines = [];
  handler = makeHandler({
    ...testDeps('2026-03-15T09:30:00.000Z', lines),
    jobs: { saveWaiting: async (job) => void saved.push(job) },
    provider: { startRun: async (run) => void runs.push(run) },
  });
});

describe('start-finder-job task', () => {
  it("stores the task token on the job, then starts the provider's run, and logs ids only", async () => {
    const result = await handler(
      {
        taskToken: 'tok',
        jobId: 'job-1',
        userId: 'ana',
        request: { platform: 'tiktok', niche: 'culinária', minViews: 1000 },
      },
      { awsRequestId: 'aws-1' },
    );
    expect(result).toEqual({ accepted: true });
    expect(saved).toEqual([{ jobId: 'job-1', userId: 'ana', taskToken: 'tok' }]);
    expect(runs).toEqual([{ jobId: 'job-1', platform: 'tiktok', niche: 'culinária', minViews: 1000 }]);
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'finder job waiting for its webhook',
        requestId: 'aws-1',
        userId: 'ana',
        jobId: 'job-1',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('culinária');
  });

  it('fails the task (so the state machine takes its failure path) on a malformed input', async () => {
    await expect(handler({ jobId: 'job-1', userId: 'ana' })).rejects.toThrow();
    expect(saved).toEqual([]);
  });

  it('fails the task when the provider does not accept the run', async () => {
    const failing = makeHandler({
      ...testDeps('2026-03-15T09:30:00.000Z', lines),
      jobs: { saveWaiting: async (job) => void saved.push(job) },
      provider: { startRun: async () => Promise.reject(new Error('503')) },
    });
    await expect(
      failing({ taskToken: 'tok', jobId: 'job-1', userId: 'ana', request: { platform: 'tiktok', niche: 'pets' } }),
    ).rejects.toThrow('503');
  });
});
