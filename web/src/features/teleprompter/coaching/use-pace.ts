import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaceResponse, PaceTake } from '@shared/teleprompter/pace.schema';
import { useServices } from '../../../lib/services';
import { useAuthUser } from '../../auth/auth-store';
import { fetchPace, recordPace } from './pace-api';

/** Prefix of the pace queries (the report here; the growth hub's missions may read it too). */
export const PACE_QUERY_KEY = ['teleprompter-pace'] as const;
export const paceQueryKey = (userSub: string | undefined) => [...PACE_QUERY_KEY, userSub ?? 'anon'] as const;

/** The user's average pace (GET /api/teleprompter/pace). */
export function usePace(enabled = true) {
  const { api } = useServices();
  const user = useAuthUser();
  return useQuery({
    queryKey: paceQueryKey(user?.sub),
    queryFn: ({ signal }) => fetchPace(api, signal),
    enabled: enabled && !!user,
  });
}

/** Saves a take (POST /api/teleprompter/pace); its answer becomes the cached average. */
export function useRecordPace() {
  const { api } = useServices();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (take: PaceTake) => recordPace(api, take),
    onSuccess: (pace: PaceResponse) => queryClient.setQueryData(paceQueryKey(user?.sub), pace),
  });
}
