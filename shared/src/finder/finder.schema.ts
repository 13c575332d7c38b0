import * as z from 'zod/mini';
import {
  FINDER_MESSAGES,
  FINDER_PLATFORM_IDS,
  FINDER_RESULT_LIMIT,
  FINDER_SORT_IDS,
  DEFAULT_FINDER_SORT,
  NICHE_MAX_CHARS,
} from './finder-options';

/**
 * The Viral Finder's contract (docs/PRODUCT.md §screens.viral-finder): the search the page sends
 * (the old 'search-viral-content' call, split into a sync route and a deep-search route), the
 * item both return, and a deep-search job as the page reads it. zod/mini, as every schema a Lambda parses.
 */

export const finderSearchBodySchema = z.object({
  niche: z.string({ message: FINDER_MESSAGES.nicheRequired }).check(
    z.overwrite((s) => s.trim()),
    z.minLength(1, FINDER_MESSAGES.nicheRequired),
    z.maxLength(NICHE_MAX_CHARS, FINDER_MESSAGES.nicheTooLong),
  ),
  platforms: z
    .array(z.enum(FINDER_PLATFORM_IDS, { message: FINDER_MESSAGES.platformRequired }), {
      message: FINDER_MESSAGES.platformRequired,
    })
    .check(z.minLength(1, FINDER_MESSAGES.platformRequired), z.maxLength(FINDER_PLATFORM_IDS.length)),
  /** 0 means no minimum (the spec: numeric, default 0, treated as absent). */
  minViews: z._default(
    z
      .number({ message: FINDER_MESSAGES.minViews })
      .check(z.int(FINDER_MESSAGES.minViews), z.nonnegative(FINDER_MESSAGES.minViews)),
    0,
  ),
  sortBy: z._default(z.enum(FINDER_SORT_IDS, { message: FINDER_MESSAGES.sort }), DEFAULT_FINDER_SORT),
});
export type FinderSearchBody = z.infer<typeof finderSearchBodySchema>;
export type FinderSearchInput = z.input<typeof finderSearchBodySchema>;

/** One video found (the spec's viral content item; a live reel has the same fields). */
export const viralItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  platform: z.enum(FINDER_PLATFORM_IDS),
  title: z.string().check(z.maxLength(500)),
  author: z.string().check(z.maxLength(200)),
  /** An https image URL, or '' when the platform gives none. */
  thumbnail: z.string().check(z.maxLength(2000)),
  /** The video's page on its platform. */
  url: z.url().check(z.maxLength(2000)),
  /** An embeddable player URL where the platform allows one (YouTube), else ''. */
  videoUrl: z.string().check(z.maxLength(2000)),
  views: z.number().check(z.int(), z.nonnegative()),
  likes: z.number().check(z.int(), z.nonnegative()),
  comments: z.number().check(z.int(), z.nonnegative()),
  publishedAt: z.iso.datetime({ offset: true }),
  /** (likes + comments) ÷ views: a ratio, shown ×100 as a percentage. */
  engagementRate: z.number().check(z.nonnegative()),
  /** views ÷ the median views of the creator's recent videos (shared/src/finder/outlier.ts); null when unknown. */
  outlierScore: z.nullable(z.number().check(z.nonnegative())),
  /** The caption's opening line, the hook 'Remixar no meu roteiro' carries to /criar; '' when none. */
  hook: z._default(z.string().check(z.maxLength(500)), ''),
  /** true for the local catalogue's sample items, which the page labels as sample data. */
  sample: z._default(z.boolean(), false),
});
export type ViralItem = z.infer<typeof viralItemSchema>;

export const finderSearchResponseSchema = z.object({
  items: z.array(viralItemSchema).check(z.maxLength(FINDER_RESULT_LIMIT)),
  /** Where the items came from: the real APIs, or the local sample catalogue (labelled in the UI). */
  source: z.enum(['live', 'sample']),
});
export type FinderSearchResponse = z.infer<typeof finderSearchResponseSchema>;

/** running: waiting for its provider; partial: some results stored, more may come; then done, failed or timed_out. */
export const FINDER_JOB_STATUSES = ['running', 'partial', 'done', 'failed', 'timed_out'] as const;
export type FinderJobStatus = (typeof FINDER_JOB_STATUSES)[number];

/** A deep-search job as the page reads it: one job per platform searched. */
export const finderJobViewSchema = z.object({
  jobId: z.string(),
  platform: z.enum(FINDER_PLATFORM_IDS),
  niche: z.string(),
  status: z.enum(FINDER_JOB_STATUSES),
  /** How many results have been stored so far. */
  received: z.number().check(z.int(), z.nonnegative()),
  startedAt: z.string(),
  finishedAt: z.optional(z.string()),
  /** pt-BR, once failed or timed out. */
  message: z.optional(z.string()),
});
export type FinderJobView = z.infer<typeof finderJobViewSchema>;

/** The 202 of POST /finder/jobs: the jobs started, one per platform. */
export const startDeepSearchResponseSchema = z.object({ jobs: z.array(finderJobViewSchema) });

/** GET /finder/jobs: the caller's recent jobs and the reels stored for them (newest first, at most 50), to catch up after a reload. */
export const finderJobsResponseSchema = z.object({
  jobs: z.array(finderJobViewSchema),
  reels: z.array(viralItemSchema),
});
export type FinderJobsResponse = z.infer<typeof finderJobsResponseSchema>;
