import { monotonicFactory } from 'ulid';
import { FINDER_MESSAGES, MAX_LIVE_REELS } from '@shared/finder/finder-options';
import type { FinderJobsResponse, FinderJobView, FinderSearchBody } from '@shared/finder/finder.schema';
import { DomainError } from '../core/errors';
import type { Clock, Logger } from '../core/ports';
import type { RateLimiter } from '../credits/ports';
import { DEEP_SEARCH_BUCKET } from '../credits/rate-limits';
import { toJobView } from './job-view';
import type { FinderJobRecord, FinderStore, JobStarter } from './ports';

const ulid = monotonicFactory();
/** A job id is a ULID: the user's jobs sort by start, so 'newest first' is one Query (docs/DATA-MODEL.md J5). */
export const newJobId = (): string => ulid();

/** GET /finder/jobs lists this many of the user's newest jobs. */
export const RECENT_JOBS = 12;

export interface DeepSearchContext {
  store: FinderStore;
  starter: JobStarter;
  limiter: RateLimiter;
  clock: Clock;
  log: Logger;
}

/**
 * Starts a deep search (docs/PRODUCT.md §screens.viral-finder): one job per platform, free of
 * credits, behind the user's deep-search bucket. The jobs are recorded first (all or none), then
 * each is started; a job whose start fails is marked failed, and when none started the call
 * fails with 'Falha ao iniciar busca profunda'.
 */
export async function startDeepSearch(
  ctx: DeepSearchContext,
  userId: string,
  body: FinderSearchBody,
): Promise<{ jobs: FinderJobView[] }> {
  const now = ctx.clock.now();
  await ctx.limiter.take(userId, DEEP_SEARCH_BUCKET, now);
  const jobs: FinderJobRecord[] = body.platforms.map((platform) => ({
    jobId: newJobId(),
    userId,
    platform,
    niche: body.niche,
    minViews: body.minViews,
    status: 'running',
    received: 0,
    startedAt: now.toISOString(),
  }));
  await ctx.store.startJobs(jobs, now);

  const started = await Promise.all(
    jobs.map(async (job) => {
      try {
        await ctx.starter.start(job);
        return job;
      } catch (err) {
        ctx.log.error('finder job did not start', { jobId: job.jobId, platform: job.platform, err });
        return (
          (await ctx.store.finish(job.jobId, 'failed', FINDER_MESSAGES.jobFailed, ctx.clock.now())) ?? {
            ...job,
            status: 'failed' as const,
          }
        );
      }
    }),
  );
  if (started.every((j) => j.status === 'failed')) throw new DomainError('internal', FINDER_MESSAGES.deepSearchFailed);
  ctx.log.info('finder deep search started', { jobs: started.length });
  return { jobs: started.map(toJobView) };
}

/** GET /finder/jobs: the user's newest jobs and their newest reels, to catch up after a reload (J5, J7). */
export async function listDeepSearch(store: FinderStore, userId: string): Promise<FinderJobsResponse> {
  const [jobs, reels] = await Promise.all([
    store.recentJobs(userId, RECENT_JOBS),
    store.recentReels(userId, MAX_LIVE_REELS),
  ]);
  return { jobs: jobs.map(toJobView), reels };
}
