import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  ACCOUNT_MESSAGES,
  checkEmailChange,
  checkPasswordChange,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type Profile,
} from '@shared/profile/profile.schema';
import { FormStack, TextField } from '../../lib/form-field';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { isApiError } from '../../lib/api-error';
import { useAuthUser } from '../auth/auth-store';
import { authErrorMessage } from '../auth/auth-errors';
import { ConfirmationCodeField, PasswordField } from '../auth/auth-fields';
import { LocalMailboxHint } from '../auth/local-mailbox-hint';
import { avatarLetter } from '../shell/shell-text';
import { AvatarImageError, resizeAvatar } from './avatar-image';
import { profileQueryKey, saveProfile, syncProfileEmail, useProfile } from './profile-api';
import { SectionCard } from '../../ui/section-card';

const apiMessage = (err: unknown, fallback: string) => (isApiError(err) && err.message ? err.message : fallback);

/** 'Conta' (docs/PRODUCT.md §screens.perfil, §validation.account): name and picture, e-mail, password. */
export function AccountTab() {
  return (
    <Stack gap="6">
      <ProfileCard />
      <EmailCard />
      <PasswordCard />
    </Stack>
  );
}

function ProfileCard() {
  const { api } = useServices();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [savingName, setSavingName] = useState(false);
  const [savingPicture, setSavingPicture] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (profile) setName(profile.name);
  }, [profile?.name]); // eslint-disable-line react-hooks/exhaustive-deps

  const store = (saved: Profile) => queryClient.setQueryData(profileQueryKey(user?.sub), saved);

  async function submitName(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(PROFILE_MESSAGES.nameRequired);
    if (trimmed.length > PROFILE_LIMITS.name) return setNameError(PROFILE_MESSAGES.nameTooLong);
    setNameError(undefined);
    setSavingName(true);
    try {
      store(await saveProfile(api, { name: trimmed }));
      notify.success(PROFILE_MESSAGES.saved);
    } catch (err) {
      notify.error(PROFILE_MESSAGES.saveFailed, apiMessage(err, 'Tente novamente em instantes.'));
    } finally {
      setSavingName(false);
    }
  }

  async function pickPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSavingPicture(true);
    try {
      const { contentType, data } = await resizeAvatar(file);
      store(await saveProfile(api, { avatar: { contentType, data } }));
      notify.success('Foto atualizada!');
    } catch (err) {
      const message = err instanceof AvatarImageError ? err.message : apiMessage(err, 'Tente novamente em instantes.');
      notify.error(PROFILE_MESSAGES.saveFailed, message);
    } finally {
      setSavingPicture(false);
    }
  }

  async function removePicture() {
    setSavingPicture(true);
    try {
      store(await saveProfile(api, { avatar: null }));
      notify.success('Foto removida');
    } catch (err) {
      notify.error(PROFILE_MESSAGES.saveFailed, apiMessage(err, 'Tente novamente em instantes.'));
    } finally {
      setSavingPicture(false);
    }
  }

  const picture = profile?.avatarUrl ?? user?.picture;
  return (
    <SectionCard id="perfil-dados" title="Seus dados" gap="5">
      <HStack gap="4" wrap="wrap" align="center">
        <Avatar.Root size="2xl" colorPalette="brand">
          <Avatar.Fallback>{avatarLetter(user?.email)}</Avatar.Fallback>
          {picture ? <Avatar.Image src={picture} alt="Sua foto de perfil" /> : null}
        </Avatar.Root>
        <Stack gap="2">
          <input
            ref={fileInput}
            id="perfil-foto"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={pickPicture}
            aria-label="Escolher foto de perfil"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            tabIndex={-1}
          />
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={savingPicture}
              loadingText="Enviando…"
              onClick={() => fileInput.current?.click()}
            >
              Trocar foto
            </Button>
            {profile?.avatarUrl ? (
              <Button size="sm" variant="ghost" disabled={savingPicture} onClick={removePicture}>
                Remover foto
              </Button>
            ) : null}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            JPEG, PNG ou WebP; recortada em quadrado de {PROFILE_LIMITS.avatarSide}×{PROFILE_LIMITS.avatarSide}.
          </Text>
        </Stack>
      </HStack>
      <FormStack label="Alterar nome" onSubmit={submitName}>
        <TextField
          label="Nome"
          autoComplete="name"
          maxLength={PROFILE_LIMITS.name}
          value={name}
          onValueChange={setName}
          error={nameError}
          required
        />
        <Button type="submit" alignSelf="flex-start" loading={savingName} loadingText="Salvando…">
          Salvar nome
        </Button>
      </FormStack>
    </SectionCard>
  );
}

function EmailCard() {
  const { api, auth, refreshSession } = useServices();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);

  async function finish() {
    const saved = await syncProfileEmail(api);
    queryClient.setQueryData(profileQueryKey(user?.sub), saved);
    // The id token still names the old e-mail: fresh tokens carry the new one to the header.
    await refreshSession({ forceRefresh: true });
    setStep('email');
    setEmail('');
    setCode('');
    notify.dismissErrors();
    notify.success(ACCOUNT_MESSAGES.emailChanged.title, ACCOUNT_MESSAGES.emailChanged.description);
  }

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (checkEmailChange(user?.email ?? '', email)) {
      const m = ACCOUNT_MESSAGES.emailUnchanged;
      return void notify.error(m.title, m.description);
    }
    setBusy(true);
    try {
      const next = await auth.startEmailChange(email.trim());
      if (next === 'done') await finish();
      else {
        setStep('code');
        notify.success(ACCOUNT_MESSAGES.emailCodeSent.title, ACCOUNT_MESSAGES.emailCodeSent.description);
      }
    } catch (err) {
      notify.error(ACCOUNT_MESSAGES.emailFailed, authErrorMessage(err, 'changeEmail'));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await auth.confirmEmailChange(code);
      await finish();
    } catch (err) {
      const message = isApiError(err) ? apiMessage(err, '') : authErrorMessage(err, 'changeEmail');
      notify.error(ACCOUNT_MESSAGES.emailFailed, message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard id="perfil-email" title="Alterar e-mail">
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        E-mail atual: <strong>{user?.email}</strong>
      </Text>
      {step === 'email' ? (
        <FormStack label="Alterar e-mail" onSubmit={submitEmail}>
          <Field.Root>
            <Field.Label>Novo e-mail</Field.Label>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Enviando código…">
            Atualizar e-mail
          </Button>
        </FormStack>
      ) : (
        <FormStack label="Confirmar novo e-mail" onSubmit={submitCode}>
          <Text fontSize="sm" wordBreak="break-word">
            Digite o código que enviamos para <strong>{email.trim()}</strong>.
          </Text>
          <LocalMailboxHint />
          <ConfirmationCodeField value={code} onValueChange={setCode} />
          <HStack gap="2" wrap="wrap">
            <Button type="submit" loading={busy} loadingText="Confirmando…">
              Confirmar e-mail
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setStep('email')}>
              Cancelar
            </Button>
          </HStack>
        </FormStack>
      )}
    </SectionCard>
  );
}

function PasswordCard() {
  const { auth } = useServices();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkPasswordChange(password, confirmation);
    if (problem) return void notify.error(ACCOUNT_MESSAGES[problem].title, ACCOUNT_MESSAGES[problem].description);
    if (!current) return void notify.error(ACCOUNT_MESSAGES.passwordFailed, 'Digite sua senha atual.');
    setBusy(true);
    try {
      await auth.changePassword({ oldPassword: current, newPassword: password });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      notify.dismissErrors();
      notify.success(ACCOUNT_MESSAGES.passwordChanged.title, ACCOUNT_MESSAGES.passwordChanged.description);
    } catch (err) {
      notify.error(ACCOUNT_MESSAGES.passwordFailed, authErrorMessage(err, 'changePassword'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard id="perfil-senha" title="Alterar senha">
      <FormStack label="Alterar senha" onSubmit={submit}>
        <PasswordField label="Senha atual" autoComplete="current-password" value={current} onValueChange={setCurrent} />
        <PasswordField label="Nova senha" autoComplete="new-password" value={password} onValueChange={setPassword} />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
        />
        <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Atualizando…">
          Atualizar senha
        </Button>
      </FormStack>
    </SectionCard>
  );
}
