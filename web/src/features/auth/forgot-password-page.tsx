import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Text } from '@chakra-ui/react';
import { forgotPasswordSchema } from '@shared/auth/auth.schema';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { validateForm } from '../../lib/form';
import { FormStack } from '../../lib/form-field';
import { EmailField } from './auth-fields';
import { useServices } from '../../lib/services';
import { notify, useDismissErrorsOnLeave } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authErrorToast } from './auth-errors';
import { AuthLayout } from './auth-layout';
import { resetPasswordHref } from './auth-links';
import { LocalMailboxHint } from './local-mailbox-hint';

/**
 * /forgot-password (docs/PRODUCT.md §screens.forgot-password). The old 'Enviar link de recuperação' becomes 'Enviar código de
 * recuperação': Cognito e-mails a code, not a link, and the code is typed on /reset-password.
 */
export default function ForgotPasswordPage() {
  useDismissErrorsOnLeave();
  useDocumentTitle('Recuperar senha');
  const { auth } = useServices();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(forgotPasswordSchema, { email });
    if (!checked.ok) return setError(checked.errors.email);
    setError(undefined);
    setSubmitting(true);
    try {
      await auth.forgotPassword(checked.data.email);
      setSentTo(checked.data.email);
    } catch (err) {
      const toast = authErrorToast(err, 'forgotPassword');
      notify.error(toast.title, toast.description);
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthLayout title="Verifique seu e-mail">
        <Stack gap="4">
          <Text role="status">
            Enviamos um código de recuperação para <strong>{sentTo}</strong>. Use-o para criar uma nova senha.
          </Text>
          <LocalMailboxHint />
          <Button asChild w="full">
            <RouterLink to={resetPasswordHref(sentTo)}>Já tenho o código</RouterLink>
          </Button>
          <Button asChild variant="outline" w="full">
            <RouterLink to={SIGN_IN_PATH}>Voltar para login</RouterLink>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Esqueceu sua senha?"
      subtitle="Informe seu e-mail e enviaremos um código para redefinir a senha."
    >
      <FormStack label="Recuperar senha" onSubmit={submit}>
        <EmailField value={email} onValueChange={setEmail} error={error} />
        <Button type="submit" loading={submitting} loadingText="Enviando…" w="full">
          Enviar código de recuperação
        </Button>
        <Button asChild variant="outline" w="full">
          <RouterLink to={SIGN_IN_PATH}>Voltar para login</RouterLink>
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
