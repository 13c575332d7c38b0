import { useMutation, useQuery } from '@tanstack/react-query';
import * as finderApi from '@shared/finder/finder.api';
import type { FinderSearchBody } from '@shared/finder/finder.schema';
import { useServices } from '../../lib/services';
import { AFTER_RECONNECT_QUERY_ROOT } from '../realtime/realtime-catch-up';

/** GET /finder/jobs; refetched after the realtime socket reconnects (pushes may have been missed). */
export const FINDER_JOBS_QUERY_KEY = [AFTER_RECONNECT_QUERY_ROOT, 'finder-jobs'] as const;

/** 'Buscar': POST /finder/search, the results at once (docs/PRODUCT.md §screens.viral-finder). */
export function useFinderSearch() {
  const { api } = useServices();
  return useMutation({ mutationFn: (body: FinderSearchBody) => api.call(finderApi.search, { body }) });
}

/** 'Busca profunda': POST /finder/jobs, one job per platform (202); the reels come as 'new-reel' pushes. */
export function useStartDeepSearch() {
  const { api } = useServices();
  return useMutation({ mutationFn: (body: FinderSearchBody) => api.call(finderApi.startDeepSearch, { body }) });
}

/**
 * How often the page reads the jobs again while one is still running. On AWS a job's timeout is written by the
 * state machine, which pushes no event (docs/INFRA-NOTES.md §still-open): without this read the chip would say
 * 'Buscando…' until a reload.
 */
export const FINDER_JOBS_POLL_MS = 60_000;

/**
 * The caller's recent jobs and their stored reels, read on load, after a reconnect (the catch-up after a
 * reload), and every FINDER_JOBS_POLL_MS while `running` (a job not ended yet).
 */
export function useFinderJobs(enabled: boolean, running = false) {
  const { api } = useServices();
  return useQuery({
    queryKey: FINDER_JOBS_QUERY_KEY,
    queryFn: () => api.call(finderApi.listJobs),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: running ? FINDER_JOBS_POLL_MS : false,
  });
}
