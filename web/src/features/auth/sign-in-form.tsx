import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, Link, Text } from '@chakra-ui/react';
import { signInSchema } from '@shared/auth/auth.schema';
import { validateForm, type FieldErrors } from '../../lib/form';
import { FormStack } from '../../lib/form-field';
import { EmailField, PasswordField } from './auth-fields';
import { TotpCodeField } from './totp-code-field';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { authErrorToast, totpStepFailure } from './auth-errors';
import { GoogleButton, OrDivider } from './google-button';
import { afterSignInPath } from './auth-links';

interface SignInFormProps {
  defaultEmail?: string;
  /** The account exists but its e-mail was never confirmed: go to the code step. */
  onNeedsConfirmation: (email: string, password: string) => void;
}

export function SignInForm({ defaultEmail = '', onNeedsConfirmation }: SignInFormProps) {
  const { auth, refreshSession } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<{ email: string; password: string }>>({});
  const [submitting, setSubmitting] = useState(false);
  /** The password matched and the account has two-factor on: the authenticator's code finishes the sign-in. */
  const [totpStep, setTotpStep] = useState(false);
  const [totpCode, setTotpCode] = useState('');
  const [totpError, setTotpError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(signInSchema, { email, password });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSubmitting(true);
    try {
      const result = await auth.signIn(checked.data);
      if (result.nextStep === 'confirmSignUp') {
        onNeedsConfirmation(checked.data.email, password);
        return;
      }
      if (result.nextStep === 'totp') {
        setTotpStep(true);
        return;
      }
      await refreshSession();
      navigate(afterSignInPath(location.state), { replace: true });
    } catch (err) {
      if ((err as { name?: string })?.name === 'UserNotConfirmedException') {
        onNeedsConfirmation(checked.data.email, password);
        return;
      }
      const toast = authErrorToast(err, 'signIn');
      notify.error(toast.title, toast.description);
    } finally {
      setSubmitting(false);
    }
  }

  async function submitTotp(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(totpCode)) return setTotpError('O código tem 6 dígitos');
    setTotpError(undefined);
    setSubmitting(true);
    try {
      await auth.confirmSignInWithTotp(totpCode);
      notify.dismissErrors();
      await refreshSession();
      navigate(afterSignInPath(location.state), { replace: true });
    } catch (err) {
      const { toast, backToPassword } = totpStepFailure(err);
      if (backToPassword) leaveTotpStep({ forgetPassword: true });
      notify.error(toast.title, toast.description);
    } finally {
      setSubmitting(false);
    }
  }

  /** Back to the password step, the e-mail kept; after a dropped session the password is typed again. */
  function leaveTotpStep({ forgetPassword }: { forgetPassword: boolean }) {
    setTotpStep(false);
    setTotpCode('');
    setTotpError(undefined);
    if (forgetPassword) setPassword('');
  }

  if (totpStep)
    return (
      <FormStack label="Verificação em duas etapas" onSubmit={submitTotp}>
        <Text fontSize="sm" color="fg.muted">
          Abra seu app autenticador e digite o código de 6 dígitos do Viraliza.
        </Text>
        <TotpCodeField value={totpCode} onValueChange={setTotpCode} error={totpError} autoFocus />
        <Button type="submit" loading={submitting} loadingText="Verificando…" w="full">
          Verificar
        </Button>
        <Button variant="ghost" size="sm" onClick={() => leaveTotpStep({ forgetPassword: false })}>
          Voltar
        </Button>
      </FormStack>
    );

  return (
    <FormStack label="Entrar" onSubmit={submit}>
      <EmailField value={email} onValueChange={setEmail} error={errors.email} />
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
        <RouterLink to="/forgot-password">Esqueci minha senha</RouterLink>
      </Link>
      <Button type="submit" loading={submitting} loadingText="Entrando…" w="full">
        Entrar
      </Button>
      <OrDivider />
      <GoogleButton />
    </FormStack>
  );
}
