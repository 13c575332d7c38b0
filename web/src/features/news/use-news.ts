import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import type { NewsNiche } from '@shared/news/news-options';
import { useServices } from '../../lib/services';
import { useIdeaGeneration } from '../ideas/use-idea-generation';
import { SCRIPTS_QUERY_KEY } from '../scripts/use-scripts';
import { generateNews, saveNewsScript } from './news-api';

/** POST /news/generate through the idea tools' hook: the live partial JSON while it streams, the answer as the truth. */
export function useNewsGeneration() {
  const { api } = useServices();
  // the request of the click being run: the hook's post takes only the operation id
  const request = useRef<{ nicho: NewsNiche; com_cta: boolean } | null>(null);
  const generation = useIdeaGeneration(IDEA_TOOL_COSTS.news, (operationId) =>
    generateNews(api, { operationId, ...request.current! }),
  );
  const { generate } = generation;
  return {
    ...generation,
    generate: (body: { nicho: NewsNiche; com_cta: boolean }) => {
      request.current = body;
      return generate();
    },
  };
}

/** 'Salvar': one script of the result into 'Meus Roteiros'; the saved lists reload. */
export function useSaveNewsScript() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operationId, index }: { operationId: string; index: number }) =>
      saveNewsScript(api, operationId, index),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY }),
  });
}
