import type { FinderJobView } from '@shared/finder/finder.schema';
import type { FinderJobRecord } from './ports';

/** A job as the page reads it: never its owner nor its task token. */
export function toJobView(job: FinderJobRecord): FinderJobView {
  return {
    jobId: job.jobId,
    platform: job.platform,
    niche: job.niche,
    status: job.status,
    received: job.received,
    startedAt: job.startedAt,
    ...(job.finishedAt ? { finishedAt: job.finishedAt } : {}),
    ...(job.message ? { message: job.message } : {}),
  };
}
