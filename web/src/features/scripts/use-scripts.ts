import { useState } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  GenerateScriptResponse,
  GetScriptResponse,
  ListScriptsResponse,
  Script,
  ScriptRequest,
} from '@shared/scripts/script.schema';
import type { ScriptFilter } from '@shared/scripts/script-filter';
import { AI_EDIT_COST, generationCost, scriptsPerMode } from '@shared/scripts/script-options';
import { holdCredits } from '@shared/subscription/credits';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';
import { SUBSCRIPTION_QUERY_KEY } from '../subscription/use-subscription';
import { aiEditScript, deleteScript, generateScripts, listScriptsPage, undoScript, updateScript } from './scripts-api';
import { patchCachedScripts } from './script-text';
import { streamStore } from './stream-store';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { waitForGeneration } from '../generations/generations-api';
import { keepRunning, type RunningGeneration } from '../generations/running-generation';

/** The sessionStorage slots of the generations a reload resumes (features/generations/running-generation.ts). */
export const CREATOR_SCREEN = 'criar';
export const AI_EDIT_SCREEN = 'editar';

/**
 * Follows a started job to its end (docs/ARCHITECTURE.md §generation-jobs): the stream store shows the
 * deltas as they come and the checkpoints the server answers meanwhile; the socket's done or failed
 * asks again at once. Answers the saved result; a failure throws its pt-BR message.
 */
export async function followGeneration(api: ApiClient, generationId: string): Promise<GenerateScriptResponse> {
  const view = await waitForGeneration(api, generationId, {
    onView: (v) => streamStore.getState().seed(generationId, v.parts),
    subscribe: (wake) =>
      streamStore.subscribe((s) => {
        if (s.streams[generationId]?.status !== 'streaming') wake();
      }),
  });
  // done, but its scripts were deleted since (the free plan keeps the latest 2)
  if (!view.result) throw new ApiError(200, 'not_found', view.message ?? 'Roteiro não encontrado.');
  return view.result;
}

/** Prefix of the saved-scripts queries; invalidate it after any change. */
export const SCRIPTS_QUERY_KEY = ['scripts'] as const;
export const scriptsQueryKey = (userSub: string | undefined) => [...SCRIPTS_QUERY_KEY, userSub ?? 'anon'] as const;

/** What the scripts' queries cache: the library's pages, or one reloaded result (result-screen.tsx). */
type CachedScripts = InfiniteData<ListScriptsResponse, string | null> | GetScriptResponse;

/**
 * The saved scripts matching `filter`, a page at a time (GET /api/scripts?cursor=…, filtered on
 * the server): `scripts` holds every page loaded so far; `fetchNextPage` loads the next while
 * `hasNextPage`. Another filter keeps showing the previous results until its own arrive.
 */
export function useSavedScripts(filter: ScriptFilter = {}, enabled = true) {
  const { api } = useServices();
  const user = useAuthUser();
  const query = useInfiniteQuery({
    queryKey: [...scriptsQueryKey(user?.sub), filter],
    queryFn: ({ signal, pageParam }) => listScriptsPage(api, { cursor: pageParam, filter }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: enabled && !!user,
  });
  return { ...query, scripts: query.data?.pages.flatMap((p) => p.items) };
}

/** While a generation of `cost` runs, its credits show as 'em uso' (issue 9 #9); the answer or a reload replaces it. */
export function holdWhileRunning(queryClient: QueryClient, cost: number) {
  queryClient.setQueriesData<Subscription | null>({ queryKey: SUBSCRIPTION_QUERY_KEY }, (old) =>
    old ? holdCredits(old, cost) : old,
  );
}

/** The header's balance follows at once, then the server's answer confirms it. */
export function afterSpend(queryClient: QueryClient, creditsRemaining: number) {
  queryClient.setQueriesData<Subscription | null>({ queryKey: SUBSCRIPTION_QUERY_KEY }, (old) =>
    old ? { ...old, creditsRemaining, creditsInUse: 0 } : old,
  );
  void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY });
}

function patchCachedScript(queryClient: QueryClient, id: string, next: Script | null) {
  // the key holds the library's pages and reloaded results alike (result-screen.tsx): each keeps its shape
  queryClient.setQueriesData<CachedScripts>({ queryKey: SCRIPTS_QUERY_KEY }, (data) =>
    patchCachedScripts(data, id, next),
  );
}

/**
 * POST /scripts/generate with a fresh generationId (202 at once), then the job followed to its end
 * while its deltas stream into the stream store. A reload resumes it: the id is kept in sessionStorage
 * and `mutate({ resume })` follows it again (docs/PRODUCT.md §flows.creator.urls).
 */
export function useGenerateScripts() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [generationId, setGenerationId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (job: { request: ScriptRequest } | { resume: RunningGeneration }) => {
      const running: RunningGeneration =
        'resume' in job
          ? job.resume
          : { generationId: crypto.randomUUID(), count: scriptsPerMode(job.request.mode), mode: job.request.mode };
      const id = running.generationId;
      setGenerationId(id);
      streamStore.getState().start(id, running.count);
      try {
        if ('request' in job) {
          holdWhileRunning(queryClient, generationCost(job.request.mode));
          await generateScripts(api, { generationId: id, request: job.request });
        }
        keepRunning(CREATOR_SCREEN, running);
        const result = await followGeneration(api, id);
        keepRunning(CREATOR_SCREEN, null);
        return result;
      } catch (err) {
        // a failed or refused job is over; a lost connection keeps it for the next visit
        if (!(err instanceof ApiError && err.code === 'network_error')) keepRunning(CREATOR_SCREEN, null);
        throw err;
      } finally {
        streamStore.getState().end(id);
      }
    },
    onSuccess: (response) => afterSpend(queryClient, response.creditsRemaining),
    // a refusal or a failure held nothing in the end: the server's row is the truth
    onError: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
    onSettled: () => setGenerationId(null),
  });
  return { ...mutation, generationId };
}

export function useUpdateScript() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text, favorite }: { id: string; text?: string; favorite?: boolean }) =>
      updateScript(api, id, { text, favorite }),
    onSuccess: (script) => {
      patchCachedScript(queryClient, script.id, script);
      void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY });
    },
  });
}

/** 'Desfazer' (free): the restored script replaces the cached one. */
export function useUndoScript() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => undoScript(api, id),
    onSuccess: (script) => {
      patchCachedScript(queryClient, script.id, script);
      void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY });
    },
  });
}

export function useDeleteScript() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await deleteScript(api, id);
      return id;
    },
    onSuccess: (id) => {
      patchCachedScript(queryClient, id, null);
      void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY });
    },
  });
}

/**
 * POST /scripts/{id}/ai-edit (202), then the job followed like a generation (one part); kept in
 * sessionStorage so that a reload of the result resumes it (`mutate({ resume })`, script-result.tsx).
 */
export function useAiEditScript() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [generationId, setGenerationId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (job: { id: string; editPrompt: string } | { resume: RunningGeneration }) => {
      const running: RunningGeneration =
        'resume' in job ? job.resume : { generationId: crypto.randomUUID(), count: 1, scriptId: job.id };
      const genId = running.generationId;
      setGenerationId(genId);
      streamStore.getState().start(genId, 1);
      try {
        if ('editPrompt' in job) {
          holdWhileRunning(queryClient, AI_EDIT_COST);
          await aiEditScript(api, job.id, { generationId: genId, editPrompt: job.editPrompt });
        }
        keepRunning(AI_EDIT_SCREEN, running);
        const result = await followGeneration(api, genId);
        keepRunning(AI_EDIT_SCREEN, null);
        return { script: result.scripts[0]!, creditsRemaining: result.creditsRemaining };
      } catch (err) {
        // a failed or refused edit is over; a lost connection keeps it for the next visit
        if (!(err instanceof ApiError && err.code === 'network_error')) keepRunning(AI_EDIT_SCREEN, null);
        throw err;
      } finally {
        streamStore.getState().end(genId);
      }
    },
    onSuccess: (response) => {
      patchCachedScript(queryClient, response.script.id, response.script);
      afterSpend(queryClient, response.creditsRemaining);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
    onSettled: () => setGenerationId(null),
  });
  return { ...mutation, generationId };
}
