import { useEffect } from 'react';
import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** The app's single toaster: `toaster.create({ type: 'error', title, description })`. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/** Error toasts still on screen, so a page can take back the ones that no longer apply. */
const openErrors = new Set<string>();

/** Shorthands so every feature shows titles and pt-BR descriptions the same way. */
export const notify = {
  error: (title: string, description?: string) => {
    const id = toaster.create({
      type: 'error',
      title,
      description,
      closable: true,
      duration: 7000,
      onStatusChange: ({ status }) => {
        if (status === 'unmounted') openErrors.delete(id);
      },
    });
    openErrors.add(id);
    return id;
  },
  /**
   * Dismisses every error toast still shown: a form that has just succeeded, or a page being
   * left, must not leave its stale 'Código inválido.' behind (issue 10 defect 5).
   */
  dismissErrors: () => {
    for (const id of openErrors) toaster.dismiss(id);
    openErrors.clear();
  },
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
              {/* Full opacity: Chakra's 0.8 takes white text on red / green below 4.5:1 (axe, issue 10 dark mode). */}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Fechar aviso" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/** Dismisses the error toasts a page left when it goes away (the auth pages: issue 10 defect 5). */
export function useDismissErrorsOnLeave(): void {
  useEffect(() => () => notify.dismissErrors(), []);
}
