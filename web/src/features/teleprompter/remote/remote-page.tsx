import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  INVALID_PAIRING_CODE_MESSAGE,
  PAIRING_CODE_LENGTH,
  REMOTE_PATH,
  isPairingCode,
  normalizePairingCode,
  type RemoteCommand,
} from '@shared/teleprompter/remote.schema';
import { toWebSocketUrl } from '../../../config';
import { FormStack, TextField } from '../../../lib/form-field';
import { useServices } from '../../../lib/services';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { connectRemoteSocket, type RemoteSocket, type RemoteStatus } from './remote-socket';

const STATUS_TEXT: Record<RemoteStatus, string> = {
  connecting: 'Conectando…',
  connected: 'Conectado ao teleprompter',
  reconnecting: 'Reconectando…',
  refused: INVALID_PAIRING_CODE_MESSAGE,
  lost: 'Não foi possível reconectar. Verifique a internet e tente de novo.',
};

const BUTTONS: ReadonlyArray<{ command: RemoteCommand; label: string; primary?: boolean }> = [
  { command: 'toggle', label: 'Iniciar / Pausar', primary: true },
  { command: 'faster', label: 'Mais rápido' },
  { command: 'slower', label: 'Mais devagar' },
  { command: 'back', label: 'Voltar uma linha' },
];

/**
 * /remoto/:code? — the teleprompter's phone remote (docs/PRODUCT.md §flows.teleprompter-remote):
 * public, no account; the code in the link (the QR code) or typed connects over the product's
 * WebSocket, and four big buttons drive the prompter.
 */
export default function RemotePage() {
  useDocumentTitle('Controle remoto');
  const params = useParams();
  const code = normalizePairingCode(params.code ?? '');
  const valid = isPairingCode(code);

  return (
    <Container as="main" maxW="md" px="4" py="6" minH="100dvh">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Controle remoto
          </Heading>
          <Text color="fg.muted">Teleprompter do Viraliza</Text>
        </Stack>
        {valid ? <RemoteControls key={code} code={code} /> : <CodeForm invalid={!!params.code} initial={code} />}
      </Stack>
    </Container>
  );
}

function CodeForm({ invalid, initial }: { invalid: boolean; initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(invalid ? INVALID_PAIRING_CODE_MESSAGE : undefined);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const next = normalizePairingCode(value);
    if (!isPairingCode(next)) {
      setError(`O código tem ${PAIRING_CODE_LENGTH} letras e números, como aparece no teleprompter.`);
      return;
    }
    navigate(`${REMOTE_PATH}/${next}`, { replace: true });
  }

  return (
    <FormStack label="Conectar ao teleprompter" onSubmit={submit}>
      <Text>Digite o código que aparece no teleprompter, em “Controle remoto”.</Text>
      <TextField
        label="Código de pareamento"
        value={value}
        onValueChange={(v) => {
          setValue(v.toUpperCase());
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PAIRING_CODE_LENGTH + 4}
        fontFamily="mono"
        fontSize="2xl"
        letterSpacing="0.2em"
        h="16"
      />
      <Button type="submit" size="xl" minH="16" w="full">
        Conectar
      </Button>
    </FormStack>
  );
}

function RemoteControls({ code }: { code: string }) {
  const { config } = useServices();
  const [status, setStatus] = useState<RemoteStatus>('connecting');
  const [state, setState] = useState<{ playing: boolean; speed: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<RemoteSocket | null>(null);

  useEffect(() => {
    const connection = connectRemoteSocket({
      url: toWebSocketUrl(config.wsUrl, window.location.origin),
      code,
      onStatus: setStatus,
      onState: (next) => {
        setState(next);
        setError(null);
      },
      onError: setError,
    });
    socket.current = connection;
    return () => {
      socket.current = null;
      connection.close();
    };
  }, [config.wsUrl, code]);

  const connected = status === 'connected';
  const stopped = status === 'refused' || status === 'lost';

  return (
    <Stack gap="5">
      <Box
        role="status"
        aria-live="polite"
        borderWidth="1px"
        borderRadius="lg"
        px="4"
        py="3"
        bg={connected ? 'green.subtle' : stopped ? 'red.subtle' : 'bg.subtle'}
        color={connected ? 'green.fg' : stopped ? 'red.fg' : 'fg'}
      >
        <Text fontWeight="semibold" data-testid="remote-status">
          {STATUS_TEXT[status]}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Código {code}
        </Text>
      </Box>

      {stopped ? (
        <Stack gap="3">
          <Button size="xl" minH="16" w="full" onClick={() => socket.current?.retry()}>
            Tentar de novo
          </Button>
          <CodeForm invalid={false} initial="" />
        </Stack>
      ) : (
        <>
          <HStack gap="3" justify="center" aria-live="polite" data-testid="remote-state" minH="6">
            {state ? (
              <Text fontSize="lg" fontWeight="semibold">
                {state.playing ? 'Rodando' : 'Pausado'} · Velocidade {state.speed}
              </Text>
            ) : null}
          </HStack>
          <Stack gap="3">
            {BUTTONS.map((b) => (
              <Button
                key={b.command}
                size="2xl"
                minH="20"
                w="full"
                fontSize="xl"
                variant={b.primary ? 'solid' : 'outline'}
                disabled={!connected}
                onClick={() => {
                  if (!socket.current?.send(b.command)) setError('Sem conexão com o teleprompter.');
                }}
              >
                {b.label}
              </Button>
            ))}
          </Stack>
          {error ? (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
