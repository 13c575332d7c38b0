import * as z from 'zod/mini';
import type { StoredJob, WaitingJob } from '../../jobs/ports';
import { keys } from './keys';
import { epochSeconds, type Item } from './table-io';

/**
 * The finder job item (docs/DATA-MODEL.md, `finder job`: J1–J3), outside any user's partition.
 * The state machine's own steps write J3 (infra/lib/constructs/jobs.ts), from `keys.jobPkPrefix`.
 */
export const JOB_TYPE = 'job';
export const jobKey = keys.job;

/** The item J1 puts: waiting for its provider's webhook. */
export function waitingJobItem(job: WaitingJob, now: Date, ttlSeconds: number): Item {
  return {
    ...jobKey(job.jobId),
    type: JOB_TYPE,
    ...job,
    status: 'waiting',
    createdAt: now.toISOString(),
    ttl: epochSeconds(now) + ttlSeconds,
  };
}

const jobSchema = z.object({
  jobId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  taskToken: z.string(),
  status: z.enum(['waiting', 'succeeded', 'failed']),
});

/** A job as J2 reads it; a malformed item throws. */
export function toStoredJob(item: Item): StoredJob {
  const { jobId, userId, taskToken, status } = jobSchema.parse(item);
  return { jobId, userId, taskToken, status };
}
