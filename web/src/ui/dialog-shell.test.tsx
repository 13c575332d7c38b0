/** @jest-environment jsdom */
import { renderWithApp } from '../test/dom';
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { DialogDismissButton, DialogShell } from './dialog-shell';

function Harness({ busy = false, onConfirm = () => undefined }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <DialogShell
        open={open}
        onOpenChange={(e) => !busy && setOpen(e.open)}
        role="alertdialog"
        title="Excluir esta imagem?"
        closeDisabled={busy}
        footer={
          <>
            <DialogDismissButton disabled={busy}>Cancelar</DialogDismissButton>
            <Button onClick={onConfirm}>Excluir</Button>
          </>
        }
      >
        O arquivo é apagado.
      </DialogShell>
    </>
  );
}

describe('DialogShell', () => {
  it('opens named by its title, with its body and footer', async () => {
    const { user } = renderWithApp(<Harness />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir esta imagem?' });
    expect(dialog.textContent).toContain('O arquivo é apagado.');
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeTruthy();
  });

  it.each([
    ['the dismiss button', (b: HTMLElement[]) => b.find((x) => x.textContent === 'Cancelar')!],
    ['the corner close button', () => screen.getByRole('button', { name: 'Fechar' })],
  ])('closes with %s and gives focus back to the opener', async (_, pick) => {
    const { user } = renderWithApp(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await screen.findByRole('alertdialog');
    await user.click(pick(screen.getAllByRole('button')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with Escape', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('alertdialog');
    // The dialog listens for Escape from the same animation frame that moves focus in: press it only once focus is
    // inside, or a loaded machine presses it before anyone listens (a CI flake).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps focus inside while open', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('disables its close buttons while busy', async () => {
    const { user } = renderWithApp(<Harness busy />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('alertdialog');
    expect((screen.getByRole('button', { name: 'Fechar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('wraps header, body and footer in the form it is given, the close button outside', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    function WithForm() {
      return (
        <DialogShell
          open
          onOpenChange={() => undefined}
          title="Cancelar assinatura"
          form={{ onSubmit, noValidate: true, 'aria-label': 'Cancelar assinatura' }}
          footer={<Button type="submit">Confirmar</Button>}
        >
          corpo
        </DialogShell>
      );
    }
    const { user } = renderWithApp(<WithForm />);
    const form = await screen.findByRole('form', { name: 'Cancelar assinatura' });
    expect(form.contains(screen.getByRole('button', { name: 'Fechar' }))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
