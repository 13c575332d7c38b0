import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Box, Button, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { DialogDismissButton, DialogShell } from '../../ui/dialog-shell';
import { QrCode } from '../../lib/qr-code';
import { FormStack } from '../../lib/form-field';
import { useServices } from '../../lib/services';
import { notify } from '../../lib/toaster';
import { authStore, useAuthUser } from '../auth/auth-store';
import { authErrorMessage } from '../auth/auth-errors';
import type { TotpSetup } from '../auth/auth-service';
import { TotpCodeField } from '../auth/totp-code-field';
import { revokeAllSessions } from './profile-api';
import { SectionCard } from '../../ui/section-card';

const SECURITY_FAILED = 'Erro ao atualizar a segurança';

/** 'Segurança' (docs/PRODUCT.md §screens.perfil): TOTP two-factor and signing out of every device. */
export function SecurityTab() {
  return (
    <Stack gap="6">
      <TotpCard />
      <SignOutEverywhereCard />
    </Stack>
  );
}

function TotpCard() {
  const { auth } = useServices();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const key = ['totp', user?.sub ?? 'anon'];
  const status = useQuery({ queryKey: key, queryFn: () => auth.totpEnabled(), enabled: !!user });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      notify.error(SECURITY_FAILED, authErrorMessage(err, 'security'));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      setSetup(await auth.setUpTotp());
      setCode('');
    });

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setCodeError('O código tem 6 dígitos');
    setCodeError(undefined);
    await run(async () => {
      await auth.verifyTotp(code);
      setSetup(null);
      queryClient.setQueryData(key, true);
      notify.dismissErrors();
      notify.success('Verificação em duas etapas ativada', 'No próximo login, o Viraliza pedirá o código do seu app.');
    });
  }

  const disable = () =>
    run(async () => {
      await auth.disableTotp();
      queryClient.setQueryData(key, false);
      notify.success('Verificação em duas etapas desativada');
    });

  return (
    <SectionCard
      id="seguranca-2fa"
      title="Verificação em duas etapas"
      aside={
        status.data === undefined ? null : (
          <Badge colorPalette={status.data ? 'green' : 'gray'}>{status.data ? 'Ativada' : 'Desativada'}</Badge>
        )
      }
    >
      <Text color="fg.muted">
        Além da senha, peça um código de 6 dígitos de um app autenticador (Google Authenticator, Microsoft
        Authenticator, 1Password…) a cada login.
      </Text>
      {status.isLoading ? (
        <Skeleton h="10" w="60" role="status" aria-label="Carregando" />
      ) : status.isError ? (
        <Text color="fg.error">Não foi possível ler sua configuração agora. Recarregue a página.</Text>
      ) : status.data ? (
        <Button
          alignSelf="flex-start"
          variant="outline"
          colorPalette="red"
          loading={busy}
          loadingText="Desativando…"
          onClick={disable}
        >
          Desativar verificação em duas etapas
        </Button>
      ) : setup ? (
        <Stack gap="4">
          <Text>1. Escaneie o QR code com seu app autenticador:</Text>
          <Box alignSelf="flex-start" bg="white" p="2" borderRadius="md">
            <QrCode value={setup.uri} size={176} label="QR code para adicionar o Viraliza ao app autenticador" />
          </Box>
          <Text fontSize="sm">
            Ou digite esta chave no app:{' '}
            <Code data-testid="totp-secret" wordBreak="break-all" whiteSpace="normal">
              {setup.secret}
            </Code>
          </Text>
          <FormStack label="Ativar verificação em duas etapas" onSubmit={verify}>
            <Text>2. Digite o código de 6 dígitos que o app mostra:</Text>
            <TotpCodeField value={code} onValueChange={setCode} error={codeError} />
            <HStack gap="2" wrap="wrap">
              <Button type="submit" loading={busy} loadingText="Verificando…">
                Verificar e ativar
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setSetup(null)}>
                Cancelar
              </Button>
            </HStack>
          </FormStack>
        </Stack>
      ) : (
        <Button alignSelf="flex-start" loading={busy} loadingText="Gerando chave…" onClick={start}>
          Configurar app autenticador
        </Button>
      )}
    </SectionCard>
  );
}

function SignOutEverywhereCard() {
  const { api, auth } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      // The server first, while this token still works: every older token is refused within a minute.
      await revokeAllSessions(api);
    } catch (err) {
      setBusy(false);
      setConfirming(false);
      notify.error(SECURITY_FAILED, 'Não foi possível sair dos outros dispositivos. Tente novamente.');
      console.error('perfil: falha ao revogar as sessões', err);
      return;
    }
    // Then the pool revokes every refresh token (GlobalSignOut) and this browser forgets its own.
    await auth.signOutEverywhere().catch((err: unknown) => console.error('perfil: GlobalSignOut falhou', err));
    authStore.getState().dispatch({ type: 'signedOut' });
    queryClient.clear();
    navigate(SIGN_IN_PATH, { replace: true });
    notify.success('Você saiu de todos os dispositivos', 'Entre novamente para continuar.');
  }

  return (
    <SectionCard id="seguranca-sessoes" title="Sessões">
      <Text color="fg.muted">
        Encerra o acesso em todos os navegadores e celulares onde você entrou, inclusive este.
      </Text>
      <Button alignSelf="flex-start" variant="outline" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        Sair de todos os dispositivos
      </Button>
      <DialogShell
        open={confirming}
        onOpenChange={(e) => !busy && setConfirming(e.open)}
        role="alertdialog"
        title="Sair de todos os dispositivos?"
        closeDisabled={busy}
        footer={
          <>
            <DialogDismissButton disabled={busy}>Cancelar</DialogDismissButton>
            <Button loading={busy} loadingText="Saindo…" onClick={signOutEverywhere}>
              Sair de todos
            </Button>
          </>
        }
      >
        <Text>Você precisará entrar novamente em todos eles, inclusive neste navegador.</Text>
      </DialogShell>
    </SectionCard>
  );
}
