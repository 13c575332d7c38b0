import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Card, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { parsePrompterText, prompterWords } from '@shared/teleprompter/markup';
import { useTeleprompterStore } from '../teleprompter/teleprompter-store';
import { useVoiceFollow } from '../teleprompter/voice/use-voice-follow';
import { VoiceFollowControl } from '../teleprompter/voice/voice-follow-control';
import { DeliveryReport } from '../teleprompter/coaching/delivery-report';
import { PlaceholderPage } from './placeholder-page';

/** The script handed over by /criar (navigation state), if any. */
export function receivedScript(state: unknown): string | null {
  const script = (state as { script?: unknown } | null)?.script;
  return typeof script === 'string' && script.trim() ? script : null;
}

/**
 * /teleprompter until its own issue builds it: 'Em construção', plus the script received
 * from the creator shown read-only, so the hand-off is visible.
 *
 * Until the teleprompter page lands, the voice follower is mounted here (VoiceFollowSection):
 * 'Seguir minha voz', a temporary 'Iniciar' / 'Pausar', the word reached and the delivery report.
 * The real page replaces all of it (e2e/teleprompter-voice.spec.ts says what moves).
 */
export default function TeleprompterPlaceholder() {
  const script = receivedScript(useLocation().state);
  return (
    <Stack gap="8">
      <PlaceholderPage title="Teleprompter" />
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
      {script ? <VoiceFollowSection script={script} /> : null}
    </Stack>
  );
}

/** Temporary: the voice follower on the received script, until the teleprompter page mounts it. */
function VoiceFollowSection({ script }: { script: string }) {
  const voice = useVoiceFollow();
  const playing = useTeleprompterStore((s) => s.playing);
  const followWordIndex = useTeleprompterStore((s) => s.followWordIndex);
  const words = prompterWords(parsePrompterText(script));

  useEffect(() => {
    const store = useTeleprompterStore.getState();
    store.setText(script);
    return () => {
      const s = useTeleprompterStore.getState();
      s.pause();
      s.setMode('timed');
    };
  }, [script]);

  return (
    <Card.Root variant="outline" maxW="3xl" borderRadius="xl">
      <Card.Body>
        <Stack gap="4">
          <VoiceFollowControl voice={voice} />
          <Button alignSelf="start" onClick={() => useTeleprompterStore.getState().toggle()}>
            {playing ? 'Pausar' : 'Iniciar'}
          </Button>
          {followWordIndex !== null ? (
            <Text data-testid="voice-follow-word" data-word={followWordIndex}>
              Acompanhando: “{words[followWordIndex]}”
            </Text>
          ) : null}
          {voice.lastTake ? <DeliveryReport key={voice.lastTake.id} take={voice.lastTake} source="voice" /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
