import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { FINDER_PLATFORM_IDS } from '@shared/finder/finder-options';
import { FINDER_JOB_STATUSES, viralItemSchema, type ViralItem } from '@shared/finder/finder.schema';
import type { FinderJobRecord } from '../../finder/ports';
import { keys } from './keys';
import { epochSeconds, type Item } from './table-io';

/**
 * The finder job item (docs/DATA-MODEL.md, `finder job`: J1–J8), outside any user's partition
 * (its provider's webhook knows only the job id), with its index row and its reels under the
 * user. The state machine's own steps write J3 (infra/lib/constructs/jobs.ts), from `keys.jobPkPrefix`.
 */
export const JOB_TYPE = 'job';
export const jobKey = keys.job;

/** The statuses a delivery or an end may still change (J3, J6, J8). */
export const OPEN_STATUSES = ['running', 'partial'] as const;

/** The job row J4 puts: running, nothing received. */
export function jobItem(job: FinderJobRecord, ttl: number): Item {
  return { ...jobKey(job.jobId), type: JOB_TYPE, ...job, ttl };
}

/** The user's index row of a job (J4): the job's key, enough for J5's BatchGet. */
export function jobRefItem(job: FinderJobRecord, ttl: number): Item {
  return { ...keys.finderJobRef(job.userId, job.jobId), type: 'finderJobRef', jobId: job.jobId, ttl };
}

/** One reel per url per job: the url's hash is the key's last part. */
export const reelUrlKey = (url: string): string => createHash('sha256').update(url).digest('base64url').slice(0, 22);

export function reelItem(userId: string, jobId: string, item: ViralItem, now: Date, ttl: number): Item {
  return {
    ...keys.finderReel(userId, jobId, reelUrlKey(item.url)),
    type: 'finderReel',
    jobId,
    receivedAt: now.toISOString(),
    // as JSON text: an item holds '' (no thumbnail, no player), which DynamoDB Local refuses in a map
    item: JSON.stringify(item),
    ttl,
  };
}

/** A reel as J7 reads it, with when it arrived; a malformed item throws. */
export function toReel(raw: Item): { item: ViralItem; receivedAt: string } {
  const { item, receivedAt } = z.parse(z.object({ item: z.string(), receivedAt: z.string() }), raw);
  return { item: z.parse(viralItemSchema, JSON.parse(item)), receivedAt };
}

const jobSchema = z.object({
  jobId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  platform: z.enum(FINDER_PLATFORM_IDS),
  niche: z.string(),
  minViews: z._default(z.number(), 0),
  status: z.enum(FINDER_JOB_STATUSES),
  received: z._default(z.number(), 0),
  startedAt: z.string(),
  finishedAt: z.optional(z.string()),
  message: z.optional(z.string()),
  taskToken: z.optional(z.string()),
});

/** A job as J2 and J5 read it; a malformed item throws. */
export function toJobRecord(item: Item): FinderJobRecord {
  const job = z.parse(jobSchema, item);
  return Object.fromEntries(Object.entries(job).filter(([, v]) => v !== undefined)) as unknown as FinderJobRecord;
}

export const ttlFrom = (now: Date, seconds: number) => epochSeconds(now) + seconds;
