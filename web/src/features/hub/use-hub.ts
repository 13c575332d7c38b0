import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GenerationView } from '@shared/generations/generation.schema';
import * as hubApi from '@shared/hub/hub.api';
import {
  HUB_MESSAGES,
  type ActivateBody,
  type CreateGoalBody,
  type HubProfile,
  type HubResponse,
  type PurchaseBody,
  type UpdateHubProfileBody,
} from '@shared/hub/hub.schema';
import { placeTimeZone } from '@shared/hub/hub-day';
import { SCRIPT_DONE, SCRIPT_FAILED } from '@shared/realtime/realtime-event.schema';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';
import { getGeneration } from '../generations/generations-api';
import { useRealtimeEvents } from '../realtime/use-realtime-events';

export const HUB_QUERY_KEY = ['hub'] as const;
const hubKey = (sub: string | undefined) => [...HUB_QUERY_KEY, sub ?? 'anon'] as const;

/** How often the page asks again while it waits for the coach's note (written by a job, after the answer). */
export const COACH_POLL_MS = 2_000;
/** And for how many asks at most: then it says the coach is slow, and offers to check again. */
export const COACH_POLL_TRIES = 15;

/**
 * What went wrong with the coach's note (docs/PRODUCT.md §flows.coach): its job failed (`retryOf`: the job
 * 'Tentar de novo' writes again; null when it never started), or the page stopped asking (`slow`, the jobs
 * it still waits for).
 */
export type CoachTrouble =
  { kind: 'failed'; message: string; retryOf: string | null } | { kind: 'slow'; message: string; waiting: string[] };

/** The coach's jobs the page waits for, and how many times it asked since the last one was added. */
interface CoachWait {
  ids: string[];
  tries: number;
}

const ended = (view: GenerationView | null) => view?.status === 'done' || view?.status === 'failed';

/**
 * GET /api/hub: everything the five tabs open with. While a coach's note is awaited (after a diary entry or
 * the day's last mission) the page reads its job (GET /api/generations/{id}) and then the hub every
 * COACH_POLL_MS, and at once when the job's socket event says it ended; a done job's note is in the hub
 * read after it, a failed one is said with its pt-BR message, and after COACH_POLL_TRIES asks the page says
 * it stopped waiting.
 */
export function useHub() {
  const { api } = useServices();
  const user = useAuthUser();
  const [wait, setWaitState] = useState<CoachWait | null>(null);
  const [coachTrouble, setCoachTrouble] = useState<CoachTrouble | null>(null);
  // the query's function reads the wait when it runs, not when it was made
  const waitRef = useRef<CoachWait | null>(null);
  const setWait = (next: CoachWait | null) => {
    waitRef.current = next;
    setWaitState(next);
  };

  /** After a read of the jobs `asked`: drops the ended ones, says a failure, and gives up after the last try. */
  function settle(asked: string[], views: Array<GenerationView | null>) {
    const failed = views.find((v) => v?.status === 'failed');
    if (failed) {
      setCoachTrouble({
        kind: 'failed',
        message: failed.message ?? HUB_MESSAGES.coachFailed,
        retryOf: failed.generationId,
      });
    }
    const current = waitRef.current;
    if (!current) return;
    const gone = new Set(asked.filter((_, i) => ended(views[i] ?? null)));
    const left = current.ids.filter((id) => !gone.has(id));
    if (left.length === 0) return setWait(null);
    if (current.tries + 1 >= COACH_POLL_TRIES) {
      setWait(null);
      if (!failed) setCoachTrouble({ kind: 'slow', message: HUB_MESSAGES.coachSlow, waiting: left });
      return;
    }
    setWait({ ids: left, tries: current.tries + 1 });
  }

  const query = useQuery({
    queryKey: hubKey(user?.sub),
    queryFn: async ({ signal }) => {
      const asked = waitRef.current?.ids ?? [];
      // the jobs first: a done job's note is then in the hub read after it (a failed read: asked again next time)
      const views = await Promise.all(asked.map((id) => getGeneration(api, id, signal).catch(() => null)));
      const hub = await api.call(hubApi.get, { signal });
      if (asked.length) settle(asked, views);
      return hub;
    },
    enabled: !!user,
    refetchInterval: wait ? COACH_POLL_MS : false,
  });

  // the job's end on the socket: read at once instead of at the next tick
  useRealtimeEvents((event) => {
    if (
      (event.type === SCRIPT_DONE || event.type === SCRIPT_FAILED) &&
      waitRef.current?.ids.includes(event.generationId)
    )
      void query.refetch();
  });

  /** Waits for the coach's job `generationId`; null: it could not start, which is said at once. */
  const expectCoach = (generationId: string | null | undefined) => {
    if (!generationId) {
      setCoachTrouble({ kind: 'failed', message: HUB_MESSAGES.coachFailed, retryOf: null });
      return;
    }
    setCoachTrouble(null);
    const ids = waitRef.current?.ids ?? [];
    setWait({ ids: ids.includes(generationId) ? ids : [...ids, generationId], tries: 0 });
  };

  /** 'Verificar de novo' after the page stopped waiting: waits for the same jobs again. */
  const checkCoachAgain = (waiting: string[]) => {
    setCoachTrouble(null);
    setWait({ ids: waiting, tries: 0 });
    void query.refetch();
  };

  return {
    ...query,
    hub: query.data,
    expectCoach,
    checkCoachAgain,
    awaitingCoach: !!wait,
    coachTrouble,
  };
}

/** 'Tentar de novo': a new coach job for the failed one's trigger; its id is the one to wait for. */
export function useRetryCoach() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (failedId: string) => api.call(hubApi.retryCoach, { body: { generationId: failedId } }),
  });
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

export function useUpdateHubProfile() {
  const { api } = useServices();
  return useHubMutation(
    (body: UpdateHubProfileBody) => api.call(hubApi.updateProfile, { body }),
    (qc, sub, { profile }) => withProfile(qc, sub, profile),
  );
}

/**
 * The hub's days are the user's own (docs/PRODUCT.md §limits.hub): when the browser is in another place's time
 * zone than the profile (Manaus, Lisboa…), the page sends it once, so missions and the streak turn at the
 * user's midnight. A zone that is no place's (UTC, reported by privacy settings) is never sent; a failure
 * is silent and tried again on the next visit.
 */
export function useTimeZoneSync(profileTimeZone: string | undefined) {
  const update = useUpdateHubProfile();
  const sent = useRef(false);
  useEffect(() => {
    if (!profileTimeZone || sent.current) return;
    const local = placeTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!local || local === profileTimeZone) return;
    sent.current = true;
    update.mutate({ timeZone: local });
  }, [profileTimeZone, update]);
}
