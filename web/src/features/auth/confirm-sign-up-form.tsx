import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, HStack, Text } from '@chakra-ui/react';
import { confirmSignUpSchema } from '@shared/auth/auth.schema';
import { HOME_AFTER_SIGN_IN } from '@shared/navigation/app-routes';
import { validateForm } from '../../lib/form';
import { FormStack } from '../../lib/form-field';
import { ConfirmationCodeField } from './auth-fields';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { authErrorToast } from './auth-errors';
import { LocalMailboxHint } from './local-mailbox-hint';

interface ConfirmSignUpFormProps {
  email: string;
  /** Known when the user just typed it (sign-up or sign-in); lost after a reload. */
  password?: string;
  onBack: () => void;
  /** Confirmed but we cannot sign in for them (no password in memory). */
  onConfirmedWithoutPassword: (email: string) => void;
}

/** The 6-digit code step after sign-up; on success it signs in and goes to /criar. */
export function ConfirmSignUpForm({ email, password, onBack, onConfirmedWithoutPassword }: ConfirmSignUpFormProps) {
  const { auth, refreshSession } = useServices();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(confirmSignUpSchema, { email, code });
    if (!checked.ok) return setError(checked.errors.code ?? checked.errors.email);
    setError(undefined);
    setSubmitting(true);
    try {
      await auth.confirmSignUp(checked.data);
    } catch (err) {
      const toast = authErrorToast(err, 'confirmSignUp');
      notify.error(toast.title, toast.description);
      setSubmitting(false);
      return;
    }
    if (!password) {
      notify.success('E-mail confirmado!', 'Agora entre com sua senha.');
      onConfirmedWithoutPassword(email);
      return;
    }
    try {
      await auth.signIn({ email, password });
      await refreshSession();
      notify.success('E-mail confirmado!', 'Bem-vindo ao Viraliza.');
      navigate(HOME_AFTER_SIGN_IN, { replace: true });
    } catch (err) {
      const toast = authErrorToast(err, 'signIn');
      notify.error(toast.title, toast.description);
      onConfirmedWithoutPassword(email);
    } finally {
      setSubmitting(false);
    }
  }

  async function resend() {
    if (!auth.resendSignUpCode) return;
    setResending(true);
    try {
      await auth.resendSignUpCode(email);
      notify.success('Código reenviado', `Enviamos um novo código para ${email}.`);
    } catch (err) {
      const toast = authErrorToast(err, 'forgotPassword');
      notify.error(toast.title, toast.description);
    } finally {
      setResending(false);
    }
  }

  return (
    <FormStack label="Confirmar e-mail" onSubmit={submit}>
      <Text>
        Enviamos um código de 6 dígitos para <strong>{email}</strong>. Digite-o abaixo para ativar sua conta.
      </Text>
      <LocalMailboxHint />
      <ConfirmationCodeField value={code} onValueChange={setCode} error={error} />
      <Button type="submit" loading={submitting} loadingText="Confirmando…" w="full">
        Confirmar
      </Button>
      <HStack justify="space-between">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          Voltar
        </Button>
        {auth.resendSignUpCode ? (
          <Button type="button" variant="ghost" size="sm" onClick={resend} loading={resending}>
            Reenviar código
          </Button>
        ) : null}
      </HStack>
    </FormStack>
  );
}
