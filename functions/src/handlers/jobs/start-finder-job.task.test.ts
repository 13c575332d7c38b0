process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { JOB_TTL_SECONDS, type WaitingJob } from '../../jobs/ports';
import { makeHandler } from './start-finder-job.task';
import { testDeps } from '../../../test/support/jobs';

let saved: Array<[WaitingJob, number]>;
let lines: Array<Record<string, unknown>>;
let handler: ReturnType<typeof makeHandler>;

beforeEach(() => {
  saved = [];
  lines = [];
  handler = makeHandler({
    ...testDeps('2026-03-15T09:30:00.000Z', lines),
    jobs: { saveWaiting: async (job, ttl) => void saved.push([job, ttl]), get: async () => null },
  });
});

describe('start-finder-job task', () => {
  it('stores the task token under the job, with the job TTL, and logs ids only', async () => {
    const result = await handler(
      { taskToken: 'tok', jobId: 'job-1', userId: 'ana', request: { niche: 'culinária' } },
      { awsRequestId: 'aws-1' },
    );
    expect(result).toEqual({ accepted: true });
    expect(saved).toEqual([[{ jobId: 'job-1', userId: 'ana', taskToken: 'tok' }, JOB_TTL_SECONDS]]);
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
});
