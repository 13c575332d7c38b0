import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerationStarted, GenerationView } from '@shared/generations/generation.schema';
import { readPartial } from '@shared/ideas/structured-output';
import { ApiError } from '../../lib/api-error';
import { useServices } from '../../lib/services';
import { waitForGeneration } from '../generations/generations-api';
import { keepRunning, readRunning, type RunningGeneration } from '../generations/running-generation';
import { useRealtimeEvents } from '../realtime/use-realtime-events';
import { streamStore, useStream } from '../scripts/stream-store';
import { SUBSCRIPTION_QUERY_KEY } from '../subscription/use-subscription';
import { afterSpend, holdWhileRunning } from '../scripts/use-scripts';

/** What an idea tool's job answers the page once done. */
export interface IdeaJobAnswer<T, I> {
  answer: T;
  /** What was asked (kept for a reload: the page titles its result with it). */
  input: I;
}

/**
 * One idea-tool generation run as a job (docs/ARCHITECTURE.md §generation-jobs): a fresh operation
 * id per click, POST answers 202 at once, then the job is followed to its end: the model's JSON
 * streams over the WebSocket (read tolerantly with `readPartial`, so items show while written), a
 * checkpoint seeds it after a reload, and GET /api/generations/{id} answers the kept result, read by
 * the page's `read`. The id and the input are kept in sessionStorage under `screen`, so a reload
 * resumes it (`resume`). Credits show 'em uso' while it runs.
 *
 * @example const gen = useIdeaJob('duvidas', 100, (id, input) => startQuestions(api, { operationId: id, ...input }), readQuestions);
 */
export function useIdeaJob<T extends { creditsRemaining: number }, I>(
  screen: string,
  cost: number,
  start: (operationId: string, input: I) => Promise<GenerationStarted>,
  read: (view: GenerationView) => T,
) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [operationId, setOperationId] = useState<string | null>(null);
  const stream = useStream(operationId);
  useRealtimeEvents((event) => streamStore.getState().apply(event));

  const mutation = useMutation({
    mutationFn: async (job: { input: I } | { resume: RunningGeneration }): Promise<IdeaJobAnswer<T, I>> => {
      const running: RunningGeneration =
        'resume' in job ? job.resume : { generationId: crypto.randomUUID(), count: 1, input: job.input };
      const id = running.generationId;
      const input = running.input as I;
      setOperationId(id);
      streamStore.getState().start(id, 1);
      try {
        if ('input' in job) {
          // a resumed job's hold is already in the server's balance
          holdWhileRunning(queryClient, cost);
          await start(id, job.input);
        }
        keepRunning(screen, running);
        const view = await waitForGeneration(api, id, {
          onView: (v) => streamStore.getState().seed(id, v.parts),
          subscribe: (wake) =>
            streamStore.subscribe((s) => {
              if (s.streams[id]?.status !== 'streaming') wake();
            }),
        });
        keepRunning(screen, null);
        return { answer: read(view), input };
      } catch (err) {
        // a failed or refused job is over; a lost connection keeps it for the next visit
        if (!(err instanceof ApiError && err.code === 'network_error')) keepRunning(screen, null);
        throw err;
      } finally {
        streamStore.getState().end(id);
      }
    },
    onSuccess: ({ answer }) => afterSpend(queryClient, answer.creditsRemaining),
    onError: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  });

  const { mutateAsync } = mutation;
  const generate = useCallback((input: I) => mutateAsync({ input }), [mutateAsync]);
  const resume = useCallback((running: RunningGeneration) => mutateAsync({ resume: running }), [mutateAsync]);
  const raw = mutation.isPending ? (stream?.parts[0] ?? '') : '';

  return {
    generate,
    resume,
    isPending: mutation.isPending,
    /** The input of the running generation (after a reload too). */
    asked: mutation.isPending
      ? mutation.variables && 'input' in mutation.variables
        ? mutation.variables.input
        : (mutation.variables?.resume.input as I | undefined)
      : undefined,
    /** What the stream has shown so far of the running generation, read tolerantly (undefined before it starts). */
    partial: mutation.isPending ? readPartial(raw) : undefined,
  };
}

/**
 * Once per page load, for a signed-in user: the generation this tab was following when it reloaded,
 * handed to `onResume` (docs/ARCHITECTURE.md §generation-jobs).
 */
export function useResumeOnLoad(screen: string, userId: string | null, onResume: (running: RunningGeneration) => void) {
  const resumed = useRef(false);
  const latest = useRef(onResume);
  latest.current = onResume;
  useEffect(() => {
    if (resumed.current || !userId) return;
    resumed.current = true;
    const running = readRunning(screen);
    if (running) latest.current(running);
  }, [screen, userId]);
}
