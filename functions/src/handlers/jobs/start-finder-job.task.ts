import * as z from 'zod/mini';
import { jobIdSchema } from '@shared/jobs/finder-job.schema';
import { lazyDeps, loggerOf } from '../../composition/core';
import { jobStoreOf } from '../../composition/jobs';
import type { Logger } from '../../core/ports';
import { JOB_TTL_SECONDS, type JobStore } from '../../jobs/ports';

/** What the finder state machine passes to its waiting step (infra/lib/constructs/jobs.ts). */
export const startFinderJobInputSchema = z.object({
  taskToken: z.string().check(z.minLength(1)),
  jobId: jobIdSchema,
  userId: z.string().check(z.minLength(1)),
  request: z.optional(z.unknown()),
});
export type StartFinderJobInput = z.infer<typeof startFinderJobInputSchema>;

/**
 * Step Functions task (`.waitForTaskToken`), not an HTTP route: records the task token
 * under the job so the provider's webhook can resume the execution, then asks the
 * provider to start. The state machine waits until the webhook arrives or the step times out.
 * TODO(finder): call the provider here with the job id and the webhook URL.
 */
export const makeHandler =
  (deps: { logger: Logger; jobs: JobStore }) =>
  async (event: unknown, context?: { awsRequestId?: string }): Promise<{ accepted: true }> => {
    const input = startFinderJobInputSchema.parse(event);
    const log = deps.logger.child({ requestId: context?.awsRequestId, userId: input.userId, jobId: input.jobId });
    await deps.jobs.saveWaiting(
      { jobId: input.jobId, userId: input.userId, taskToken: input.taskToken },
      JOB_TTL_SECONDS,
    );
    log.info('finder job waiting for its webhook');
    return { accepted: true };
  };

export const handler = makeHandler(lazyDeps({ logger: loggerOf, jobs: jobStoreOf }));
