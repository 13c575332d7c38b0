import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, HStack } from '@chakra-ui/react';
import { LuFileX, LuPlus } from 'react-icons/lu';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error';
import { PageSpinner } from '../../lib/page-spinner';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';
import { creatorStore, useCreator } from './creator-store';
import { CREATOR_PATHS } from './creator-routes';
import { LoadErrorAlert } from './load-error-alert';
import { ScriptResult } from './script-result';
import type { ScriptRequest } from '@shared/scripts/script.schema';
import { getScript } from './scripts-api';
import { SCRIPTS_QUERY_KEY } from './use-scripts';

/**
 * /criar/roteiro/:id (docs/PRODUCT.md §flows.creator.urls): the result the creator just made or opened, from
 * memory; after a reload, from GET /api/scripts/{id} (with the rest of its series), which also refills the form
 * it was made with, so the browser's back finds it.
 */
export function ResultScreen({
  id,
  onOpenSaved,
  onRegenerate,
}: {
  id: string;
  onOpenSaved: () => void;
  onRegenerate: (request: ScriptRequest) => void;
}) {
  const { api } = useServices();
  const navigate = useNavigate();
  const userSub = useAuthUser()?.sub;
  const result = useCreator((s) => s.result);
  const shown = result?.some((s) => s.id === id) ? result : null;
  const query = useQuery({
    queryKey: [...SCRIPTS_QUERY_KEY, userSub ?? 'anon', 'one', id],
    queryFn: ({ signal }) => getScript(api, id, signal),
    enabled: !shown && !!userSub,
    retry: (count, err) => !(isApiError(err) && err.status === 404) && count < 2,
  });
  const restoredAt = useRef(0);

  useEffect(() => {
    if (!query.data || query.dataUpdatedAt === restoredAt.current) return;
    restoredAt.current = query.dataUpdatedAt;
    creatorStore.getState().restore(query.data.script, query.data.series);
  }, [query.data, query.dataUpdatedAt]);

  function startOver() {
    creatorStore.getState().startOver();
    navigate(CREATOR_PATHS.choose);
  }

  if (shown) return <ScriptResult scripts={shown} onOpenSaved={onOpenSaved} onRegenerate={onRegenerate} />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState.Root size="md" borderWidth="1px" borderRadius="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuFileX />
          </EmptyState.Indicator>
          <EmptyState.Title as="h2">Roteiro não encontrado.</EmptyState.Title>
          <EmptyState.Description>Ele pode ter sido excluído ou expirado.</EmptyState.Description>
          <HStack gap="2" flexWrap="wrap" justify="center">
            <Button variant="outline" onClick={onOpenSaved}>
              Meus Roteiros
            </Button>
            <Button onClick={startOver}>
              <LuPlus aria-hidden="true" /> Criar Novo Roteiro
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (query.isError) {
    return <LoadErrorAlert title="Não foi possível carregar o roteiro." onRetry={() => void query.refetch()} />;
  }
  return <PageSpinner minH="40" />;
}
