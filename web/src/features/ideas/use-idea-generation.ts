import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readPartial } from '@shared/ideas/structured-output';
import { SUBSCRIPTION_QUERY_KEY } from '../subscription/use-subscription';
import { useRealtimeEvents } from '../realtime/use-realtime-events';
import { afterSpend, holdWhileRunning } from '../scripts/use-scripts';

/**
 * One idea-tool generation (docs/PRODUCT.md §flows.idea-tools): a fresh operation id per click,
 * the model's JSON streamed over the WebSocket as `script.delta` events of that id (read
 * tolerantly with `readPartial`, so items show while they are written), and the HTTP answer,
 * validated by the shared schema, as the truth. Credits show 'em uso' while it runs.
 *
 * @example const gen = useIdeaGeneration(100, (operationId) => generateQuestions(api, { operationId, ...form }));
 */
export function useIdeaGeneration<T extends { creditsRemaining: number }>(
  cost: number,
  post: (operationId: string) => Promise<T>,
) {
  const queryClient = useQueryClient();
  const running = useRef<string | null>(null);
  const [raw, setRaw] = useState('');

  useRealtimeEvents((event) => {
    if (event.type !== 'script.delta' || event.generationId !== running.current) return;
    setRaw((prev) => prev + event.text);
  });

  const mutation = useMutation({
    mutationFn: async () => {
      const operationId = crypto.randomUUID();
      running.current = operationId;
      setRaw('');
      holdWhileRunning(queryClient, cost);
      try {
        return await post(operationId);
      } finally {
        running.current = null;
      }
    },
    onSuccess: (answer) => afterSpend(queryClient, answer.creditsRemaining),
    onError: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  });

  const { mutateAsync, reset: resetMutation } = mutation;
  const generate = useCallback(() => mutateAsync(), [mutateAsync]);
  const reset = useCallback(() => {
    setRaw('');
    resetMutation();
  }, [resetMutation]);

  return {
    generate,
    reset,
    isPending: mutation.isPending,
    error: mutation.error,
    /** The answer of the last finished generation. */
    data: mutation.data,
    /** What the stream has shown so far of the running generation, read tolerantly (undefined before it starts). */
    partial: mutation.isPending ? readPartial(raw) : undefined,
  };
}
