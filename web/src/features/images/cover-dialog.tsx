import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Script } from '@shared/scripts/script.schema';
import { DialogShell } from '../../ui/dialog-shell';
import { formatScriptDate, scriptTitle } from '../scripts/script-text';
import { useSavedScripts } from '../scripts/use-scripts';

/** 'Usar como capa': pick one of the saved scripts; the image becomes its cover. */
export function CoverDialog({
  open,
  onClose,
  onPick,
  busyScriptId,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (script: Script) => void;
  busyScriptId: string | null;
}) {
  const { scripts, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useSavedScripts({}, open);
  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
      title="Usar como capa de qual roteiro?"
      headerProps={{ pe: '12' }}
      bodyProps={{ pb: '6' }}
    >
      {isLoading ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label="Carregando roteiros">
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      ) : !scripts?.length ? (
        <Text color="fg.muted">Nenhum roteiro salvo ainda. Crie um roteiro em Criar e volte aqui.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {scripts.map((s) => (
            <HStack as="li" key={s.id} justify="space-between" gap="3" borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" truncate>
                  {scriptTitle(s)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatScriptDate(s.createdAt)}
                  {s.coverImageId ? ' · já tem capa' : ''}
                </Text>
              </Stack>
              <Button
                size="sm"
                flexShrink={0}
                onClick={() => onPick(s)}
                loading={busyScriptId === s.id}
                disabled={!!busyScriptId}
                aria-label={`Usar como capa de ${scriptTitle(s)}`}
              >
                Usar
              </Button>
            </HStack>
          ))}
          {hasNextPage ? (
            <Button variant="outline" size="sm" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
              Carregar mais
            </Button>
          ) : null}
        </Stack>
      )}
    </DialogShell>
  );
}
