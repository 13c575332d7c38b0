import { useLocation } from 'react-router-dom';
import { Card, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { PlaceholderPage } from './placeholder-page';
import { RemotePairingPanel } from '../teleprompter/remote/remote-pairing-panel';
import { useTeleprompterStore } from '../teleprompter/teleprompter-store';

/**
 * TEMPORARY, until the teleprompter page lands: what the phone remote drives, so
 * e2e/teleprompter-remote.spec.ts can see it. `data-updated-at` is when it last changed (the
 * spec measures the press-to-prompter time with it). Delete with the placeholder.
 */
function RemoteDebugReadout() {
  const playing = useTeleprompterStore((s) => s.playing);
  const speed = useTeleprompterStore((s) => s.speed);
  const backLineSeq = useTeleprompterStore((s) => s.backLineSeq);
  return (
    <Text data-testid="remote-debug" data-updated-at={Date.now()} fontSize="sm" color="fg.muted">
      {playing ? 'Rodando' : 'Pausado'} · Velocidade {speed} · Linhas voltadas {backLineSeq}
    </Text>
  );
}

/** The script handed over by /criar (navigation state), if any. */
export function receivedScript(state: unknown): string | null {
  const script = (state as { script?: unknown } | null)?.script;
  return typeof script === 'string' && script.trim() ? script : null;
}

/**
 * /teleprompter until its own issue builds it: 'Em construção', plus the script received
 * from the creator shown read-only, so the hand-off is visible.
 */
export default function TeleprompterPlaceholder() {
  const script = receivedScript(useLocation().state);
  return (
    <Stack gap="8">
      <PlaceholderPage title="Teleprompter" />
      <Stack gap="3" maxW="3xl">
        <RemotePairingPanel />
        <RemoteDebugReadout />
      </Stack>
      {script ? (
        <Card.Root variant="outline" maxW="3xl" borderRadius="xl">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md" id="roteiro-recebido">
                Roteiro recebido
              </Heading>
              <Field.Root>
                <Field.Label srOnly>Roteiro recebido</Field.Label>
                <Textarea value={script} readOnly autoresize minH="48" lineHeight="tall" bg="bg.subtle" />
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : null}
    </Stack>
  );
}
