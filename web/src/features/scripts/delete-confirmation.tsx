import { useLayoutEffect, useRef } from 'react';
import { Alert, Box, Button, HStack } from '@chakra-ui/react';

/**
 * 'Excluir este roteiro?' inside the entry it deletes (docs/PRODUCT.md §screens.meus-roteiros): it
 * scrolls into view when it opens, so the last entry's confirmation never hides below a dialog's edge,
 * and takes the focus, so a keyboard user lands on 'Confirmar exclusão'. When it closes with the focus in
 * it (Cancelar, a failed delete), the focus goes back to the button that opened it, not to the page's body.
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
  // A layout effect: the opener ('Excluir', disabled by now) still holds the focus before the browser moves it away.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    // After the commit that removes it, when the opener is enabled again and the focus it held is gone.
    return () =>
      queueMicrotask(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        if (opener?.isConnected) opener.focus();
      });
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
