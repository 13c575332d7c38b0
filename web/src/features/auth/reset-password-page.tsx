import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, HStack, Link } from '@chakra-ui/react';
import { checkNewPassword, confirmSignUpSchema, RESET_PASSWORD_MESSAGES } from '@shared/auth/auth.schema';
import { HOME_AFTER_SIGN_IN, SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { validateForm } from '../../lib/form';
import { FormStack } from '../../lib/form-field';
import { EmailField, PasswordField, ConfirmationCodeField } from './auth-fields';
import { useServices } from '../../lib/services';
import { notify, useDismissErrorsOnLeave } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authErrorToast, INVALID_RESET_CODE, isInvalidCodeError } from './auth-errors';
import { AuthLayout } from './auth-layout';
import { LocalMailboxHint } from './local-mailbox-hint';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmation: string;
}

/** /reset-password?email=…: e-mail, code, new password and confirmation; then signs in. */
export default function ResetPasswordPage() {
  useDismissErrorsOnLeave();
  useDocumentTitle('Redefinir senha');
  const { auth, refreshSession } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>({
    email: params.get('email') ?? '',
    code: params.get('code') ?? '',
    password: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fieldErrors: Partial<Record<keyof Values, string>> = {};
    const identity = validateForm(confirmSignUpSchema, { email: values.email, code: values.code });
    if (!identity.ok) Object.assign(fieldErrors, identity.errors);
    const problem = checkNewPassword(values.password, values.confirmation);
    if (problem === 'required') {
      if (!values.password) fieldErrors.password = 'Informe a nova senha';
      if (!values.confirmation) fieldErrors.confirmation = 'Confirme a nova senha';
    }
    setErrors(fieldErrors);
    if (problem && problem !== 'required') {
      const message = RESET_PASSWORD_MESSAGES[problem];
      notify.error(message.title, message.description);
    }
    if (!identity.ok || problem) return;

    setSubmitting(true);
    const { email, code } = identity.data;
    try {
      await auth.confirmResetPassword({ email, code, newPassword: values.password });
    } catch (err) {
      if (isInvalidCodeError(err)) notify.error(INVALID_RESET_CODE.title, INVALID_RESET_CODE.description);
      else {
        const toast = authErrorToast(err, 'resetPassword');
        notify.error(toast.title, toast.description);
      }
      setSubmitting(false);
      return;
    }
    notify.success('Senha atualizada!', 'Sua senha foi redefinida com sucesso.');
    try {
      await auth.signIn({ email, password: values.password });
      await refreshSession();
      navigate(HOME_AFTER_SIGN_IN, { replace: true });
    } catch (err) {
      const toast = authErrorToast(err, 'signIn');
      notify.error(toast.title, toast.description);
      navigate(SIGN_IN_PATH, { replace: true });
    }
  }

  return (
    <AuthLayout
      title="Redefinir senha"
      subtitle="Digite o código que enviamos para o seu e-mail e escolha uma nova senha."
    >
      <FormStack label="Redefinir senha" onSubmit={submit}>
        <LocalMailboxHint />
        <EmailField value={values.email} onValueChange={set('email')} error={errors.email} />
        <ConfirmationCodeField value={values.code} onValueChange={set('code')} error={errors.code} />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          value={values.confirmation}
          onValueChange={set('confirmation')}
          error={errors.confirmation}
        />
        <Button type="submit" loading={submitting} loadingText="Salvando…" w="full">
          Redefinir senha
        </Button>
        <HStack justify="space-between" fontSize="sm">
          <Link asChild color="brand.fg">
            <RouterLink to="/forgot-password">Reenviar código</RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to={SIGN_IN_PATH}>Voltar para login</RouterLink>
          </Link>
        </HStack>
      </FormStack>
    </AuthLayout>
  );
}
