import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, Link } from '@chakra-ui/react';
import { signInSchema } from '@shared/auth/auth.schema';
import { validateForm, type FieldErrors } from '../../lib/form';
import { FormStack } from '../../lib/form-field';
import { EmailField, PasswordField } from './auth-fields';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { authErrorToast } from './auth-errors';
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
