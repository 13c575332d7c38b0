import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Text } from '@chakra-ui/react';
import { deleteAccountRequestSchema } from '@shared/accounts/delete-account.schema';
import { DialogShell } from '../../ui/dialog-shell';
import { validateForm, type FieldErrors } from '../../lib/form';
import { FormStack } from '../../lib/form-field';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { authStore } from '../auth/auth-store';
import { PasswordField } from '../auth/auth-fields';
import { ACCOUNT_DELETED_PATH } from '../landing/account-deleted-notice';
import { deletionErrorMessage, requestAccountDeletion } from './delete-account';
import { SectionCard } from '../../ui/section-card';

/**
 * 'Excluir minha conta' (the LGPD right to erasure, docs/ARCHITECTURE.md §account-deletion):
 * the password again, a confirmation dialog, then the server erases everything; the app
 * signs out, which also closes the realtime socket, and lands on / with a notice (ACCOUNT_DELETED_PATH).
 */
export function DeleteAccountCard() {
  const { api, auth } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<{ password: string }>>({});
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  function askConfirmation(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(deleteAccountRequestSchema, { password });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setConfirming(true);
  }

  async function deleteForGood() {
    setDeleting(true);
    try {
      await requestAccountDeletion(api, password);
    } catch (err) {
      setDeleting(false);
      setConfirming(false);
      notify.error('Conta não excluída', deletionErrorMessage(err));
      return;
    }
    // The server already revoked every session; this clears the tokens kept in this browser.
    await auth.signOut().catch(() => {});
    navigate(ACCOUNT_DELETED_PATH, { replace: true });
    authStore.getState().dispatch({ type: 'signedOut' });
    queryClient.clear();
  }

  return (
    <SectionCard
      id="excluir-conta"
      title="Excluir minha conta"
      headingColor={{ _light: 'red.700', _dark: 'red.300' }}
      borderColor="border.error"
    >
      <Text>
        Pela Lei Geral de Proteção de Dados (LGPD), você pode pedir a exclusão dos seus dados a qualquer momento. Ao
        excluir a conta, apagamos seu perfil, seus roteiros, seus créditos e seu histórico, e você sai de todos os
        dispositivos. Isso não pode ser desfeito.
      </Text>
      <FormStack label="Excluir minha conta" onSubmit={askConfirmation}>
        <PasswordField
          label="Sua senha atual"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Excluir minha conta
        </Button>
      </FormStack>
      <DialogShell
        open={confirming}
        onOpenChange={(e) => !e.open && !deleting && setConfirming(false)}
        role="alertdialog"
        placement="center"
        title="Excluir sua conta para sempre?"
        closeDisabled={deleting}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancelar
            </Button>
            <Button colorPalette="red" onClick={() => void deleteForGood()} loading={deleting} loadingText="Excluindo…">
              Sim, excluir minha conta
            </Button>
          </>
        }
      >
        <Text>
          Todos os seus dados serão apagados agora e você sairá de todos os dispositivos. Não há como recuperar a conta
          depois.
        </Text>
      </DialogShell>
    </SectionCard>
  );
}
