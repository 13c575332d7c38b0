import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, HStack, Text } from '@chakra-ui/react';
import { confirmSignUpSchema } from '@shared/auth/auth.schema';
import { validateForm } from '../../lib/form';
import { FormStack } from '../../lib/form-field';
import { ConfirmationCodeField } from './auth-fields';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { authErrorToast, confirmSignUpFailure } from './auth-errors';
import { clearPendingConfirmation } from './pending-confirmation';
import { LocalMailboxHint } from './local-mailbox-hint';
import { afterSignInPath } from './auth-links';

/** Seconds before the code can be asked for again (Cognito limits resends too). */
export const RESEND_COOLDOWN_S = 60;

/** A whole-second countdown: `left` falls to 0 once `start(n)` is called. */
function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    // Wake at the next whole second left, so the label ticks on time.
    const t = setTimeout(() => setNow(Date.now()), (until - now) % 1000 || 1000);
    return () => clearTimeout(t);
  }, [until, now]);
  return {
    left: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds) => {
      const t = Date.now();
      setNow(t);
      setUntil(t + seconds * 1000);
    },
  };
}

interface ConfirmSignUpFormProps {
  email: string;
  /** Known when the user just typed it (sign-up or sign-in); lost after a reload (the e-mail is kept). */
  password?: string;
  onBack: () => void;
  /** Confirmed but we cannot sign in for them (no password in memory). */
  onConfirmedWithoutPassword: (email: string) => void;
}

/** The 6-digit code step after sign-up; on success it signs in and goes to /criar. */
export function ConfirmSignUpForm({ email, password, onBack, onConfirmedWithoutPassword }: ConfirmSignUpFormProps) {
  const { auth, refreshSession } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCountdown();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(confirmSignUpSchema, { email, code });
    if (!checked.ok) return setError(checked.errors.code ?? checked.errors.email);
    setError(undefined);
    setSubmitting(true);
    try {
      await auth.confirmSignUp(checked.data);
      // The wrong code's 'Código inválido' must not outlive the right one (issue 10 defect 5).
      notify.dismissErrors();
      clearPendingConfirmation();
    } catch (err) {
      const failure = confirmSignUpFailure(err);
      setError(failure.fieldError);
      notify.error(failure.toast.title, failure.toast.description);
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
      navigate(afterSignInPath(location.state), { replace: true });
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
      notify.dismissErrors();
      notify.success('Código reenviado', `Enviamos o código de novo para ${email}.`);
      cooldown.start(RESEND_COOLDOWN_S);
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
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={resend}
            loading={resending}
            disabled={cooldown.left > 0}
            aria-live="polite"
          >
            {cooldown.left > 0 ? `Reenviar código em ${cooldown.left} s` : 'Reenviar código'}
          </Button>
        ) : null}
      </HStack>
    </FormStack>
  );
}
