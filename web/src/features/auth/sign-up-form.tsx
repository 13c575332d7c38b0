import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH, signUpSchema, type SignUpInput } from '@shared/auth/auth.schema';
import { validateForm, type FieldErrors } from '../../lib/form';
import { FormStack, TextField } from '../../lib/form-field';
import { EmailField, PasswordField } from './auth-fields';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { authErrorToast } from './auth-errors';
import { GoogleButton, OrDivider } from './google-button';
import { afterSignInPath } from './auth-links';

interface SignUpFormProps {
  onNeedsConfirmation: (email: string, password: string) => void;
}

export function SignUpForm({ onNeedsConfirmation }: SignUpFormProps) {
  const { auth, refreshSession } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<SignUpInput>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignUpInput>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof SignUpInput) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(signUpSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSubmitting(true);
    try {
      const result = await auth.signUp(checked.data);
      if (result.nextStep === 'confirmSignUp') {
        notify.success(
          'Conta criada!',
          `Enviamos um código de 6 dígitos para ${checked.data.email}. Verifique seu e-mail para confirmar a conta.`,
        );
        onNeedsConfirmation(checked.data.email, checked.data.password);
        return;
      }
      // A pool that confirms on its own: sign straight in.
      notify.success('Conta criada!');
      await auth.signIn({ email: checked.data.email, password: checked.data.password });
      await refreshSession();
      navigate(afterSignInPath(location.state), { replace: true });
    } catch (err) {
      const toast = authErrorToast(err, 'signUp');
      notify.error(toast.title, toast.description);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormStack label="Cadastrar" onSubmit={submit}>
      <TextField
        label="Nome"
        autoComplete="name"
        required
        value={values.name}
        onValueChange={set('name')}
        error={errors.name}
      />
      <EmailField value={values.email} onValueChange={set('email')} error={errors.email} />
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        helperText={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres.`}
      />
      <Button type="submit" loading={submitting} loadingText="Criando conta…" w="full">
        Criar conta
      </Button>
      <OrDivider />
      <GoogleButton />
    </FormStack>
  );
}
