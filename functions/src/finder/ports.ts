import type { FinderPlatform } from '@shared/finder/finder-options';
import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import type { FinderJobStatus, ViralItem } from '@shared/finder/finder.schema';
import { DomainError } from '../core/errors';

/** What a content source is asked: a niche, on some platforms. Filters and order are the finder's (search-finder.ts). */
export interface ContentQuery {
  niche: string;
  platforms: readonly FinderPlatform[];
}

/** The items found, and whether they are the local sample rather than real content. */
export interface FoundContent {
  items: ViralItem[];
  sample: boolean;
}

/**
 * Where the sync search reads content (docs/ARCHITECTURE.md §finder): on AWS the YouTube Data
 * API (the other platforms are searched by the deep search's provider only), locally the embedded
 * sample catalogue (docs/LOCAL-MODE.md §finder). A source that cannot answer throws
 * `ContentUnavailableError`.
 *
 * @example const { items, sample } = await source.search({ niche: 'finanças', platforms: ['youtube'] });
 */
export interface ContentSource {
  search(query: ContentQuery, signal?: AbortSignal): Promise<FoundContent>;
}

/** The source could not be read (network, quota, an answer of the wrong shape). */
export class ContentUnavailableError extends DomainError {
  constructor(options?: { cause?: unknown }) {
    super('internal', FINDER_MESSAGES.searchFailed, options);
    this.name = 'ContentUnavailableError';
  }
}

// ---- Deep search (docs/ARCHITECTURE.md §finder.deep-search) ---------------------------------

/** A deep-search job as stored (docs/DATA-MODEL.md J4–J8): one platform of one search. */
export interface FinderJobRecord {
  jobId: string;
  userId: string;
  platform: FinderPlatform;
  niche: string;
  minViews: number;
  status: FinderJobStatus;
  received: number;
  startedAt: string;
  finishedAt?: string;
  /** pt-BR, once failed or timed out. */
  message?: string;
  /** AWS only: what resumes the execution waiting on the provider (J1). */
  taskToken?: string;
}

/** What storing one delivery did: the items new to the job, and the job after it. */
export interface StoredDelivery {
  stored: ViralItem[];
  job: FinderJobRecord;
}

/**
 * The deep search's rows (docs/DATA-MODEL.md J1–J8): the jobs, their reels under the user, and
 * the per-user index that lists them. Every write is conditional on the job still running, so a
 * late or repeated delivery never reopens a finished job.
 */
export interface FinderStore {
  /** Records new running jobs of a user, all or none (J4). */
  startJobs(jobs: readonly FinderJobRecord[], now: Date): Promise<void>;
  /** One job by id (J2), for its provider's webhook. */
  get(jobId: string): Promise<FinderJobRecord | null>;
  /** The user's newest jobs, newest first (J5). */
  recentJobs(userId: string, limit: number): Promise<FinderJobRecord[]>;
  /** The reels stored for the user's jobs, newest first (J7). */
  recentReels(userId: string, limit: number): Promise<ViralItem[]>;
  /**
   * Stores a delivery's items not yet stored for the job (by url), counts them on the job and
   * moves it to partial, or to done when `final`, all in one transaction (J6). Null when the job
   * is no longer running (finished, failed, timed out): nothing is written.
   */
  storeDelivery(
    job: FinderJobRecord,
    items: readonly ViralItem[],
    final: boolean,
    now: Date,
  ): Promise<StoredDelivery | null>;
  /** Ends a running job as failed or timed out with its pt-BR message (J8); null when it had already ended. */
  finish(jobId: string, status: 'failed' | 'timed_out', message: string, now: Date): Promise<FinderJobRecord | null>;
}

/**
 * Starts a job's run at its provider (docs/ARCHITECTURE.md §finder.deep-search): on AWS a Step
 * Functions execution whose task calls the provider and waits for its webhook; locally the local
 * job runner, which posts sample results to the same webhook.
 */
export interface JobStarter {
  start(job: FinderJobRecord): Promise<void>;
}

/**
 * Turns the items a provider posted into finder items. Every item must be valid: one malformed
 * item throws a `validation_failed` DomainError and the whole delivery is refused.
 */
export interface DeliveryParser {
  parse(raw: readonly unknown[]): ViralItem[];
}

/** What a provider's run is asked: the job's search, and where to post the results. */
export interface ProviderRunRequest {
  jobId: string;
  platform: FinderPlatform;
  niche: string;
  minViews: number;
}

/**
 * The deep search's provider (docs/ARCHITECTURE.md §finder.deep-search): starts a run that later
 * posts its results, signed, to our webhook with the job id. Throws when the run was not accepted.
 */
export interface FinderProvider {
  startRun(run: ProviderRunRequest): Promise<void>;
}
