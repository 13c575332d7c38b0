import type { ApiRoute } from '../api/api-route';
import {
  finderJobsResponseSchema,
  finderSearchBodySchema,
  finderSearchResponseSchema,
  startDeepSearchResponseSchema,
} from './finder.schema';

/** The Viral Finder's API (docs/ARCHITECTURE.md §api-contract). The provider's webhook is in shared/src/jobs/jobs.api.ts. */

/** Sync search: the results at once, cached per query and filters for a short time. */
export const search = {
  method: 'POST',
  path: '/finder/search',
  request: finderSearchBodySchema,
  response: finderSearchResponseSchema,
} as const satisfies ApiRoute;

/** Deep search: starts one async job per platform (202); reels arrive as 'new-reel' events. */
export const startDeepSearch = {
  method: 'POST',
  path: '/finder/jobs',
  request: finderSearchBodySchema,
  response: startDeepSearchResponseSchema,
} as const satisfies ApiRoute;

/** The caller's recent deep-search jobs with their status, and their stored reels. */
export const listJobs = {
  method: 'GET',
  path: '/finder/jobs',
  response: finderJobsResponseSchema,
} as const satisfies ApiRoute;
