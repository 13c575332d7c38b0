import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** The app's single toaster: `toaster.create({ type: 'error', title, description })`. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/** Shorthands so every feature shows titles and pt-BR descriptions the same way. */
export const notify = {
  error: (title: string, description?: string) =>
    toaster.create({ type: 'error', title, description, closable: true, duration: 7000 }),
  success: (title: string, description?: string) =>
    toaster.create({ type: 'success', title, description, closable: true }),
  info: (title: string, description?: string) => toaster.create({ type: 'info', title, description, closable: true }),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Fechar aviso" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
