import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as hubApi from '@shared/hub/hub.api';
import type { ActivateBody, CreateGoalBody, HubProfile, HubResponse, PurchaseBody } from '@shared/hub/hub.schema';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';

export const HUB_QUERY_KEY = ['hub'] as const;
const hubKey = (sub: string | undefined) => [...HUB_QUERY_KEY, sub ?? 'anon'] as const;

/** How often the page asks again while it waits for the coach's note (written by a job, after the answer). */
export const COACH_POLL_MS = 2_000;
/** And for how many asks at most. */
export const COACH_POLL_TRIES = 15;

/**
 * GET /api/hub: everything the five tabs open with. While a coach's note is awaited (after a diary
 * entry or the day's last mission) it is asked again every COACH_POLL_MS, until the note is there.
 */
export function useHub() {
  const { api } = useServices();
  const user = useAuthUser();
  // `known`: the ids of the notes shown when the first awaited one was asked for (ids, not a count: only the
  // latest 10 are shown, so a full list never grows); `awaited`: how many were asked for since (a diary entry
  // right after the day's last mission awaits two notes, not the first one)
  const [awaitCoach, setAwaitCoach] = useState<{ known: string[]; awaited: number; tries: number } | null>(null);
  const query = useQuery({
    queryKey: hubKey(user?.sub),
    queryFn: async ({ signal }) => {
      const hub = await api.call(hubApi.get, { signal });
      setAwaitCoach((w) =>
        !w ||
        hub.coachNotes.filter((n) => !w.known.includes(n.id)).length >= w.awaited ||
        w.tries + 1 >= COACH_POLL_TRIES
          ? null
          : { ...w, tries: w.tries + 1 },
      );
      return hub;
    },
    enabled: !!user,
    refetchInterval: awaitCoach ? COACH_POLL_MS : false,
  });
  const expectCoach = () =>
    setAwaitCoach((w) =>
      w
        ? { ...w, awaited: w.awaited + 1, tries: 0 }
        : { known: query.data?.coachNotes.map((n) => n.id) ?? [], awaited: 1, tries: 0 },
    );
  return { ...query, hub: query.data, expectCoach, awaitingCoach: !!awaitCoach };
}

/** A month's tallies for the calendar (?month=yyyy-MM). */
export function useCalendar(month: string | null) {
  const { api } = useServices();
  const user = useAuthUser();
  return useQuery({
    queryKey: [...hubKey(user?.sub), 'calendar', month],
    queryFn: ({ signal }) => api.call(hubApi.calendar, { query: { month: month! }, signal }),
    enabled: !!user && !!month,
  });
}

/** Writes a fresh profile (the server's answer) into the cached hub. */
function withProfile(queryClient: QueryClient, sub: string | undefined, profile: HubProfile) {
  queryClient.setQueryData<HubResponse>(hubKey(sub), (hub) => (hub ? { ...hub, profile } : hub));
}

function useHubMutation<V, R>(
  call: (v: V) => Promise<R>,
  apply: (qc: QueryClient, sub: string | undefined, r: R) => void,
) {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => apply(queryClient, user?.sub, answer),
    // the stats, the chart and the calendar follow every change: read them again
    onSettled: () => void queryClient.invalidateQueries({ queryKey: HUB_QUERY_KEY }),
  });
}

/** Pending → completed on the server, which awards the XP and coins once. */
export function useCompleteMission() {
  const { api } = useServices();
  return useHubMutation(
    (id: string) => api.call(hubApi.completeMission, { params: { id } }),
    (qc, sub, answer) =>
      qc.setQueryData<HubResponse>(hubKey(sub), (hub) =>
        hub
          ? {
              ...hub,
              profile: answer.profile,
              missions: hub.missions.map((m) => (m.id === answer.mission.id ? answer.mission : m)),
            }
          : hub,
      ),
  );
}

export function useCreateGoal() {
  const { api } = useServices();
  return useHubMutation(
    (body: CreateGoalBody) => api.call(hubApi.createGoal, { body }),
    (qc, sub, { goal }) =>
      qc.setQueryData<HubResponse>(hubKey(sub), (hub) => (hub ? { ...hub, goals: [goal, ...hub.goals] } : hub)),
  );
}

export function useUpdateGoalProgress() {
  const { api } = useServices();
  return useHubMutation(
    ({ id, currentValue }: { id: string; currentValue: number }) =>
      api.call(hubApi.updateGoalProgress, { params: { id }, body: { currentValue } }),
    // a followers goal moved the follower count too: the journey banner follows the answer's profile
    (qc, sub, { goal, profile }) =>
      qc.setQueryData<HubResponse>(hubKey(sub), (hub) =>
        hub ? { ...hub, profile, goals: hub.goals.map((g) => (g.id === goal.id ? goal : g)) } : hub,
      ),
  );
}

export function useCreateDiaryEntry() {
  const { api } = useServices();
  return useHubMutation(
    (content: string) => api.call(hubApi.createDiaryEntry, { body: { content } }),
    (qc, sub, { entry }) =>
      qc.setQueryData<HubResponse>(hubKey(sub), (hub) => (hub ? { ...hub, diary: [entry, ...hub.diary] } : hub)),
  );
}

export function usePurchase() {
  const { api } = useServices();
  return useHubMutation(
    (body: PurchaseBody) => api.call(hubApi.purchase, { body }),
    (qc, sub, { profile }) => withProfile(qc, sub, profile),
  );
}

export function useActivate() {
  const { api } = useServices();
  return useHubMutation(
    (body: ActivateBody) => api.call(hubApi.activate, { body }),
    (qc, sub, { profile }) => withProfile(qc, sub, profile),
  );
}
