import { useEffect, useRef } from 'react';
import { Alert, Box, Button, HStack } from '@chakra-ui/react';

/**
 * 'Excluir este roteiro?' inside the entry it deletes (docs/PRODUCT.md §screens.meus-roteiros): it
 * scrolls into view when it opens, so the last entry's confirmation never hides below a dialog's edge,
 * and takes the focus, so a keyboard user lands on 'Confirmar exclusão'.
 */
export function DeleteConfirmation({
  onConfirm,
  onCancel,
  pending,
}: {
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  return (
    <Box ref={ref} scrollMarginBottom="4">
      <Alert.Root status="warning" size="sm" role="alert" flexDirection="column" alignItems="stretch" gap="2">
        <Alert.Content>
          <Alert.Title>Excluir este roteiro?</Alert.Title>
          <Alert.Description>Esta ação não pode ser desfeita.</Alert.Description>
        </Alert.Content>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="red" onClick={onConfirm} loading={pending} loadingText="Excluindo…">
            Confirmar exclusão
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
        </HStack>
      </Alert.Root>
    </Box>
  );
}
