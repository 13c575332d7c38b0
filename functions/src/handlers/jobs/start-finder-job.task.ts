import * as z from 'zod/mini';
import { FINDER_PLATFORM_IDS } from '@shared/finder/finder-options';
import { jobIdSchema } from '@shared/jobs/finder-job.schema';
import { lazyDeps, loggerOf } from '../../composition/core';
import { finderProviderOf, jobStoreOf } from '../../composition/jobs';
import type { InvocationContext, Logger } from '../../core/ports';
import type { FinderProvider } from '../../finder/ports';
import type { JobStore } from '../../jobs/ports';

/** What the finder state machine passes to its waiting step (infra/lib/constructs/jobs.ts). */
export const startFinderJobInputSchema = z.object({
  taskToken: z.string().check(z.minLength(1)),
  jobId: jobIdSchema,
  userId: z.string().check(z.minLength(1)),
  request: z.object({
    platform: z.enum(FINDER_PLATFORM_IDS),
    niche: z.string().check(z.minLength(1)),
    minViews: z._default(z.number(), 0),
  }),
});
export type StartFinderJobInput = z.infer<typeof startFinderJobInputSchema>;

/**
 * Step Functions task (`.waitForTaskToken`), not an HTTP route: records the task token
 * under the job so the provider's webhook can resume the execution (J1), then asks the
 * provider to start its run. The state machine waits until the last delivery arrives or the
 * step times out (docs/ARCHITECTURE.md §finder.deep-search).
 */
export const makeHandler =
  (deps: { logger: Logger; jobs: JobStore; provider: FinderProvider }) =>
  async (event: unknown, context?: InvocationContext): Promise<{ accepted: true }> => {
    if (context) deps.logger.invocation?.(context); // docs/INFRA-NOTES.md §operations.logs
    const input = startFinderJobInputSchema.parse(event);
    const log = deps.logger.child({ requestId: context?.awsRequestId, userId: input.userId, jobId: input.jobId });
    await deps.jobs.saveWaiting({ jobId: input.jobId, userId: input.userId, taskToken: input.taskToken });
    await deps.provider.startRun({ jobId: input.jobId, ...input.request });
    log.info('finder job waiting for its webhook', { platform: input.request.platform });
    return { accepted: true };
  };

export const handler = makeHandler(lazyDeps({ logger: loggerOf, jobs: jobStoreOf, provider: finderProviderOf }));
