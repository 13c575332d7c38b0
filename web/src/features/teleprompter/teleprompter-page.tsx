import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { parsePrompterText } from '@shared/teleprompter/markup';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { useTeleprompterStore, type TeleprompterSettings } from './teleprompter-store';
import {
  readScriptId,
  readSettings,
  readText,
  writeScriptId,
  writeSettings,
  writeText,
} from './teleprompter-persistence';
import { receivedScript, receivedScriptId } from './received-script';
import { useScrollEngine } from './use-scroll-engine';
import { useFullscreen } from './use-fullscreen';
import { shortcutFor } from './keyboard-shortcuts';
import { ControlPanel } from './control-panel';
import { ReadingArea } from './reading-area';
import { RecordingPanel, type Take } from './recording/recording-panel';
import { CameraPreview } from './recording/camera-preview';
import { useRecordingStore } from './recording/recording-store';
import { RemotePairingPanel } from './remote/remote-pairing-panel';
import { useVoiceFollow, type FinishedVoiceTake } from './voice/use-voice-follow';
import { VoiceFollowControl } from './voice/voice-follow-control';
import { DeliveryReport } from './coaching/delivery-report';
import { recordedTakeTranscript } from './coaching/take-transcripts';

const SETTING_KEYS: ReadonlyArray<keyof TeleprompterSettings> = ['contentType', 'speed', 'fontSize', 'mirror', 'flip'];

/**
 * The script: the one handed over by /criar wins (then the history entry forgets it, so a reload
 * keeps later edits); otherwise the text this user had in this tab. Every change is kept for a reload.
 */
function useScriptText(userId: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = useRef(receivedScript(location.state));
  const handedOverId = useRef(receivedScriptId(location.state));
  useEffect(() => {
    if (!userId) return;
    const store = useTeleprompterStore.getState();
    const script = handedOver.current;
    store.setText(script ?? readText(sessionStorage, userId) ?? '');
    store.setScriptId(script ? handedOverId.current : readScriptId(sessionStorage, userId));
    if (script) {
      writeText(sessionStorage, userId, script);
      writeScriptId(sessionStorage, userId, handedOverId.current);
      navigate(location.pathname, { replace: true, state: null });
    }
    return useTeleprompterStore.subscribe((s, prev) => {
      if (s.text !== prev.text) writeText(sessionStorage, userId, s.text);
    });
    // once per user: the location only carries the hand-off read above
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}

/** Speed, size, mirror, flip and type, remembered per user on this device (localStorage). */
function useRememberedSettings(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    useTeleprompterStore.getState().applySettings(readSettings(localStorage, userId));
    return useTeleprompterStore.subscribe((s, prev) => {
      if (SETTING_KEYS.some((k) => s[k] !== prev[k])) writeSettings(localStorage, userId, s);
    });
  }, [userId]);
}

/** The page's keyboard map (keyboard-shortcuts.ts), away from text fields and native controls. */
function useShortcuts(fullscreen: { toggle: () => void; exit: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const t = e.target instanceof HTMLElement ? e.target : null;
      const action = shortcutFor({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        target: t && {
          tagName: t.tagName,
          type: t instanceof HTMLInputElement ? t.type : undefined,
          role: t.getAttribute('role'),
          isContentEditable: t.isContentEditable,
        },
      });
      if (!action) return;
      if (action === 'escape') {
        fullscreen.exit();
        useRecordingStore.setState({ immersive: false });
        return;
      }
      e.preventDefault(); // Space and the arrows would scroll the page
      if (e.repeat && (action === 'toggle' || action === 'reset' || action === 'fullscreen')) return;
      const s = useTeleprompterStore.getState();
      if (action === 'fullscreen') fullscreen.toggle();
      else s[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);
}

/** /teleprompter (docs/PRODUCT.md §screens.teleprompter, §flows.teleprompter). */
export default function TeleprompterPage() {
  useDocumentTitle('Teleprompter');
  const userId = useAuthUser()?.sub ?? null;
  useScriptText(userId);
  useRememberedSettings(userId);
  const text = useTeleprompterStore((s) => s.text);
  const fontSize = useTeleprompterStore((s) => s.fontSize);
  const lines = useMemo(() => parsePrompterText(text), [text]);
  const engine = useScrollEngine(lines, fontSize);
  const areaRef = useRef<HTMLDivElement>(null);
  const { active, toggle, exit } = useFullscreen(areaRef);
  const fullscreen = useMemo(() => ({ active, toggle, exit }), [active, toggle, exit]);
  useShortcuts(fullscreen);
  const voice = useVoiceFollow();
  const voiceTakes = useVoiceTakes(voice.lastTake);
  const renderTakeReport = useCallback(
    (take: Take) => <RecordedTakeReport take={take} voiceTakes={voiceTakes} supported={voice.supported} />,
    [voiceTakes, voice.supported],
  );
  const stream = useRecordingStore((s) => s.stream);
  const layout = useRecordingStore((s) => s.layout);
  const vertical = useRecordingStore((s) => s.vertical);

  // Leaving the page stops the reading; coming back starts from the top, stopped.
  useEffect(() => () => useTeleprompterStore.getState().pause(), []);

  return (
    <Stack gap="6" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Teleprompter
        </Heading>
        <Text color="fg.muted">
          Leia olhando para a câmera: o texto rola no seu ritmo, e você pode gravar aqui mesmo.
        </Text>
      </Stack>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(18rem, 24rem) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <ControlPanel />
          <VoiceFollowControl voice={voice} />
        </Stack>
        <Stack gap="4" minW="0">
          <Flex direction={{ base: 'column', md: 'row' }} gap="3" minW="0">
            {stream && layout === 'beside' ? (
              <CameraPreview
                stream={stream}
                borderRadius="xl"
                alignSelf={{ base: 'center', md: 'stretch' }}
                aspectRatio={vertical ? '9 / 16' : '4 / 3'}
                w={vertical ? { base: 'auto', md: 'auto' } : { base: 'full', md: '45%' }}
                h={vertical ? { base: '50dvh', md: 'auto' } : 'auto'}
                maxH={{ base: '50dvh', md: 'min(78dvh, 52rem)' }}
              />
            ) : null}
            <ReadingArea lines={lines} engine={engine} areaRef={areaRef} fullscreen={fullscreen} flex="1" />
          </Flex>
          {voice.lastTake && !voice.lastTake.duringRecording ? (
            <DeliveryReport key={voice.lastTake.id} take={voice.lastTake} source="voice" />
          ) : null}
          <RecordingPanel userId={userId} renderTakeExtra={renderTakeReport} />
          {/* after the reading area: on a phone the text comes right after its controls */}
          <RemotePairingPanel />
        </Stack>
      </Grid>
    </Stack>
  );
}

/** Every finished listening of this visit, so each recorded take can find the one that ran during it. */
function useVoiceTakes(lastTake: FinishedVoiceTake | null): FinishedVoiceTake[] {
  const [takes, setTakes] = useState<FinishedVoiceTake[]>([]);
  useEffect(() => {
    if (lastTake) setTakes((all) => (all.some((t) => t.id === lastTake.id) ? all : [...all, lastTake]));
  }, [lastTake]);
  return takes;
}

/** A recorded take's delivery report, from what recognition heard while it recorded (docs/PRODUCT.md §flows.teleprompter.coaching). */
function RecordedTakeReport({
  take,
  voiceTakes,
  supported,
}: {
  take: Take;
  voiceTakes: FinishedVoiceTake[];
  supported: boolean;
}) {
  const heard = recordedTakeTranscript(take, voiceTakes);
  if (heard) return <DeliveryReport take={heard} source="recording" />;
  return (
    <Text fontSize="sm" color="fg.muted">
      {supported
        ? 'Não ouvimos fala nesta tomada, então não há relatório de ritmo.'
        : 'Sem reconhecimento de voz neste navegador: o relatório de ritmo não está disponível para esta tomada.'}
    </Text>
  );
}
