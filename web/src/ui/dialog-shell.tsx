import type { ComponentProps, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

type RootOptions = Pick<
  Dialog.RootProps,
  'role' | 'size' | 'placement' | 'scrollBehavior' | 'closeOnInteractOutside' | 'initialFocusEl'
>;

export interface DialogShellProps extends RootOptions {
  open: boolean;
  onOpenChange: NonNullable<Dialog.RootProps['onOpenChange']>;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The body. */
  children: ReactNode;
  footer?: ReactNode;
  /** Disables the corner 'Fechar' button (while the dialog's action runs). */
  closeDisabled?: boolean;
  /** Header, body and footer inside one form (the close button stays outside it). */
  form?: ComponentProps<'form'>;
  contentProps?: Dialog.ContentProps;
  headerProps?: Dialog.HeaderProps;
  bodyProps?: Dialog.BodyProps;
  footerProps?: Dialog.FooterProps;
}

/**
 * The app's one dialog shape (docs/ARCHITECTURE.md §ui-kit): backdrop, title, body, an optional
 * footer and the corner 'Fechar' button, in a portal. Focus moves in on open and back on close (Ark).
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  children,
  footer,
  closeDisabled,
  form,
  contentProps,
  headerProps,
  bodyProps,
  footerProps,
  ...rootOptions
}: DialogShellProps) {
  const sections = (
    <>
      <Dialog.Header {...headerProps}>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {/* wraps: two long buttons side by side are wider than a phone (docs/ARCHITECTURE.md §phone-layout) */}
      {footer ? (
        <Dialog.Footer flexWrap="wrap" {...footerProps}>
          {footer}
        </Dialog.Footer>
      ) : null}
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} {...rootOptions}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            {form ? <form {...form}>{sections}</form> : sections}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" disabled={closeDisabled} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The footer's outlined button that closes the dialog ('Cancelar', 'Manter assinatura'). */
export function DialogDismissButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline" disabled={disabled}>
        {children}
      </Button>
    </Dialog.ActionTrigger>
  );
}
