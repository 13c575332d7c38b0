import type { FinderWebhookBody } from '@shared/jobs/finder-job.schema';
import type { Clock, Logger } from '../../core/ports';
import type { FinderJobRecord, JobStarter } from '../../finder/ports';
import { sampleItems, searchWords } from './sample-content-source';
import type { ProviderItem } from './provider-items';
import { SAMPLE_CATALOGUE } from './sample-catalogue';

/** Runs `task` after `ms`: timers in the local server, a queue a test advances by hand. */
export interface Scheduler {
  after(ms: number, task: () => Promise<void>): void;
}

/** The local server's scheduler: unref'd timers, so a pending delivery never holds the process open. */
export const timerScheduler: Scheduler = {
  after: (ms, task) => void setTimeout(() => void task(), ms).unref(),
};

/** How the runner paces its deliveries (docs/LOCAL-MODE.md §finder.runner). */
export interface LocalRunnerTiming {
  /** Between two deliveries of a job, and before the first. */
  intervalMs: number;
  /** Items per delivery. */
  batchSize: number;
  /** A job without its last delivery by then is timed out (the stage's finder job timeout). */
  timeoutMs: number;
}

export const LOCAL_RUNNER_TIMING: LocalRunnerTiming = { intervalMs: 1_500, batchSize: 1, timeoutMs: 10 * 60_000 };

/** A niche with these words gets no answer at all, to see a timeout locally (docs/LOCAL-MODE.md §finder.runner). */
export const SILENT_NICHE_WORDS = ['sem', 'resposta'] as const;

export interface LocalJobRunnerOptions {
  scheduler: Scheduler;
  clock: Clock;
  timing?: LocalRunnerTiming;
  /** The signature header of a body, made with the webhook's shared secret at the clock's time, as the provider signs. */
  sign: (rawBody: string) => Promise<string>;
  /** Posts one signed delivery to the webhook handler, as the provider would over HTTPS. */
  post: (call: { rawBody: string; signature: string }) => Promise<void>;
  /** Ends a job that never got its last delivery (J8) and tells its owner. */
  timeOut: (jobId: string) => Promise<void>;
  log: Logger;
}

/** The sample catalogue's videos of the job's niche and platform, as the provider posts them. */
export function providerItemsFor(
  job: Pick<FinderJobRecord, 'niche' | 'platform' | 'minViews'>,
  now: Date,
): ProviderItem[] {
  const recent = new Map(
    Object.values(SAMPLE_CATALOGUE).flatMap((n) => Object.values(n.creators).map((c) => [c.author, c.recentViews])),
  );
  return sampleItems(job.niche, now)
    .filter((i) => i.platform === job.platform && i.views >= job.minViews)
    .map((i) => ({
      id: i.id,
      platform: i.platform,
      url: i.url,
      caption: `${i.hook}\n${i.title}`,
      ownerName: i.author,
      viewCount: i.views,
      likeCount: i.likes,
      commentCount: i.comments,
      postedAt: i.publishedAt,
      ownerRecentViews: [...(recent.get(i.author) ?? [])],
    }));
}

/**
 * The local deep search's provider (docs/LOCAL-MODE.md §finder.runner): in this process, it posts
 * the sample catalogue's videos of the job's niche and platform to the same webhook handler the
 * real provider calls, signed with the same secret, a few at a time ('partial'), the last one as
 * 'succeeded'. A job it never answers is timed out after the stage's timeout, as the state
 * machine does on AWS. Time comes from the injected scheduler and clock, so tests never sleep.
 */
export class LocalJobRunner implements JobStarter {
  private readonly timing: LocalRunnerTiming;

  constructor(private readonly opts: LocalJobRunnerOptions) {
    this.timing = opts.timing ?? LOCAL_RUNNER_TIMING;
  }

  async start(job: FinderJobRecord): Promise<void> {
    const { scheduler } = this.opts;
    const log = this.opts.log.child({ jobId: job.jobId, userId: job.userId });
    scheduler.after(this.timing.timeoutMs, () => this.opts.timeOut(job.jobId));
    const words = searchWords(job.niche);
    if (SILENT_NICHE_WORDS.every((w) => words.includes(w))) {
      log.info('local finder job left unanswered');
      return;
    }
    const items = providerItemsFor(job, this.opts.clock.now());
    const batches: ProviderItem[][] = [];
    for (let i = 0; i < items.length; i += this.timing.batchSize)
      batches.push(items.slice(i, i + this.timing.batchSize));
    if (!batches.length) batches.push([]);
    batches.forEach((results, n) => {
      const last = n === batches.length - 1;
      const body: FinderWebhookBody = last
        ? { jobId: job.jobId, status: 'succeeded', results }
        : { jobId: job.jobId, status: 'partial', results };
      scheduler.after(this.timing.intervalMs * (n + 1), () => this.deliver(body, log));
    });
  }

  private async deliver(body: FinderWebhookBody, log: Logger): Promise<void> {
    try {
      const rawBody = JSON.stringify(body);
      const signature = await this.opts.sign(rawBody);
      await this.opts.post({ rawBody, signature });
    } catch (err) {
      log.error('local finder delivery failed', { err });
    }
  }
}
