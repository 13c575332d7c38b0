import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import type { NewsNiche } from '@shared/news/news-options';
import { useServices } from '../../lib/services';
import { useIdeaJob } from '../ideas/use-idea-job';
import { SCRIPTS_QUERY_KEY } from '../scripts/use-scripts';
import { generateNews, newsOf, saveNewsScript } from './news-api';

/** The sessionStorage slot of the running generation a reload resumes (features/generations/running-generation.ts). */
export const NEWS_SCREEN = 'noticias';

/**
 * POST /news/generate as a job through the idea tools' hook (docs/ARCHITECTURE.md §generation-jobs):
 * the live partial JSON while it streams, the kept answer as the truth; `resume` follows a running
 * one again after a reload.
 */
export function useNewsGeneration() {
  const { api } = useServices();
  return useIdeaJob(
    NEWS_SCREEN,
    IDEA_TOOL_COSTS.news,
    (operationId, body: { nicho: NewsNiche; com_cta: boolean }) => generateNews(api, { operationId, ...body }),
    newsOf,
  );
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
