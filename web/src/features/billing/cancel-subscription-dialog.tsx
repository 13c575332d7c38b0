import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  cancelSubscriptionRequestSchema,
  FEEDBACK_MAX_LENGTH,
  type CancelSubscriptionRequest,
} from '@shared/billing/billing.schema';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { DialogDismissButton, DialogShell } from '../../ui/dialog-shell';
import { validateForm } from '../../lib/form';
import { useServices } from '../../lib/services';
import { cancelFailure, cancelSubscription, type CancelFailure } from './billing-api';

/**
 * The cancellation dialog (docs/PRODUCT.md §flows.cancellation, §validation.subscription): the
 * password again (checked on the server against the identity provider) and an optional
 * comment, then confirm. A wrong password keeps the dialog open with 'Senha incorreta'. Ours:
 * one dialog with both fields, where the old product chained a password dialog and a
 * feedback dialog, since the password is only checked when the cancellation is sent.
 */
export function CancelSubscriptionDialog({
  open,
  accessUntil,
  onClose,
  onCancelled,
}: {
  open: boolean;
  /** 'até 22 de dezembro de 2026': how long the plan still lasts. */
  accessUntil: string;
  onClose: () => void;
  onCancelled: (row: Subscription) => void;
}) {
  const { api } = useServices();
  const [password, setPassword] = useState('');
  const [feedback, setFeedback] = useState('');
  const [failure, setFailure] = useState<CancelFailure | null>(null);
  const [sending, setSending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  function reset() {
    setPassword('');
    setFeedback('');
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: CancelSubscriptionRequest = { password, feedback };
    const checked = validateForm(cancelSubscriptionRequestSchema, body);
    if (!checked.ok) {
      const field = checked.errors.password ? 'password' : 'feedback';
      setFailure({ field, title: 'Erro', message: checked.errors.password ?? checked.errors.feedback ?? '' });
      if (field === 'password') passwordRef.current?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      const row = await cancelSubscription(api, checked.data);
      reset();
      onCancelled(row);
    } catch (err) {
      console.error('assinatura: cancelamento falhou', err);
      const shown = cancelFailure(err);
      setFailure(shown);
      if (shown.field === 'password') {
        setPassword('');
        passwordRef.current?.focus();
      }
    } finally {
      setSending(false);
    }
  }

  const passwordError = failure?.field === 'password' ? failure : null;
  const feedbackError = failure?.field === 'feedback' ? failure : null;
  const dialogError = failure && failure.field === null ? failure : null;

  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => {
        if (e.open || sending) return;
        reset();
        onClose();
      }}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => passwordRef.current}
      title="Cancelar assinatura"
      closeDisabled={sending}
      contentProps={{ mx: '4' }}
      form={{ onSubmit: submit, noValidate: true, 'aria-label': 'Cancelar assinatura' }}
      footer={
        <>
          <DialogDismissButton disabled={sending}>Manter assinatura</DialogDismissButton>
          <Button type="submit" colorPalette="red" loading={sending} loadingText="Cancelando…">
            Confirmar cancelamento
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Dialog.Description>
          Seu plano continua ativo {accessUntil}; depois disso sua conta volta ao plano Gratuito. Não há reembolso
          proporcional. Para confirmar, digite sua senha.
        </Dialog.Description>
        {dialogError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{dialogError.title}</Alert.Title>
              <Alert.Description>{dialogError.message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={!!passwordError} required>
          <Field.Label>Sua senha</Field.Label>
          <Input
            ref={passwordRef}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {passwordError ? (
            <Field.ErrorText role="alert">
              {passwordError.title === 'Erro' ? null : <strong>{passwordError.title}: </strong>}
              {passwordError.message}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root invalid={!!feedbackError}>
          <Field.Label>Por que você está cancelando? (opcional)</Field.Label>
          <Textarea
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            maxLength={FEEDBACK_MAX_LENGTH}
            rows={3}
            autoresize
          />
          {feedbackError ? (
            <Field.ErrorText>{feedbackError.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>Sua opinião nos ajuda a melhorar o Viraliza.</Field.HelperText>
          )}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          Você pode renovar a assinatura a qualquer momento antes do fim do período.
        </Text>
      </Stack>
    </DialogShell>
  );
}
