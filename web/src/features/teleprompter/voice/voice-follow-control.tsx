import { Alert, Badge, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { LuMic } from 'react-icons/lu';
import { useTeleprompterStore } from '../teleprompter-store';
import type { VoiceFollow } from './use-voice-follow';

export const VOICE_UNSUPPORTED =
  'Seu navegador não tem reconhecimento de voz (o Firefox, por exemplo). A rolagem segue no modo automático por tempo.';
export const VOICE_LABEL = 'Seguir minha voz';
export const VOICE_LISTENING = 'Ouvindo…';
export const VOICE_READY = 'Aperte Iniciar e comece a ler: o texto anda com a sua voz.';

/**
 * 'Seguir minha voz' (docs/PRODUCT.md §flows.teleprompter.voice): the switch between the timed
 * scroll and the voice follower, its live 'Ouvindo…' and its messages. `voice` is the page's one
 * `useVoiceFollow()`; the delivery report reads the same one's `lastTake`.
 */
export function VoiceFollowControl({ voice }: { voice: VoiceFollow }) {
  const mode = useTeleprompterStore((s) => s.mode);
  const playing = useTeleprompterStore((s) => s.playing);
  const setMode = useTeleprompterStore((s) => s.setMode);
  const on = voice.supported && mode === 'voice';

  return (
    <Stack gap="2" data-testid="voice-follow-control">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Switch.Root
          checked={on}
          disabled={!voice.supported}
          onCheckedChange={(e) => setMode(e.checked ? 'voice' : 'timed')}
          colorPalette="brand"
        >
          <Switch.HiddenInput aria-describedby={voice.supported ? undefined : 'voz-indisponivel'} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{VOICE_LABEL}</Switch.Label>
        </Switch.Root>
        {voice.status === 'listening' ? (
          <Badge colorPalette="red" variant="subtle" role="status" aria-live="polite">
            <LuMic aria-hidden /> {VOICE_LISTENING}
          </Badge>
        ) : null}
      </HStack>
      {!voice.supported ? (
        <Text id="voz-indisponivel" fontSize="sm" color="fg.muted">
          {VOICE_UNSUPPORTED}
        </Text>
      ) : on && !playing ? (
        <Text fontSize="sm" color="fg.muted">
          {VOICE_READY}
        </Text>
      ) : null}
      {voice.error ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Description>{voice.error}</Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
