import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  RadioGroup,
  Stack,
  Switch,
  Text,
  chakra,
} from '@chakra-ui/react';
import { LuCheck, LuCircle, LuDownload, LuSmartphone, LuSquare, LuTrash2 } from 'react-icons/lu';
import { parsePrompterText, type PrompterLine } from '@shared/teleprompter/markup';
import { cueAt, timeCaptions, wordsRead, type Cue } from '@shared/teleprompter/captions';
import { useTeleprompterStore } from '../teleprompter-store';
import { recordMarkerTimeline, type MarkerTimeline } from '../captions/marker-timeline';
import { TakeCaptions, useVttUrl } from '../captions/take-captions';
import { useRecordingStore, type PreviewLayout } from './recording-store';
import { CAMERA_MESSAGES, cameraErrorMessage, formatDuration, pickRecordingType, takeFileName } from './take-format';
import { TAKE_FPS, canvasStream, probeDrawRate, type CanvasTake } from './vertical-stream';
import { CAPTION_POSITIONS, CAPTION_POSITION_LABELS, type CaptionPosition } from '@shared/teleprompter/caption-style';
import { listTakes, removeTake, saveTake, type StoredTake } from './take-storage';
import { forgetScriptTake, logScriptTake } from './script-takes';

/** One recorded take, as the page lists it and as other features receive it (`onTakeFinished`). */
export interface Take {
  id: string;
  /** 'Tomada {number}': numbers are never reused in the page, even after a discard. */
  number: number;
  url: string;
  mimeType: string;
  fileName: string;
  sizeBytes: number;
  durationMs: number;
  /** When recording started (epoch ms, after the countdown). */
  startedAt: number;
  kept: boolean;
  /** The take's captions, timed from the reading marker and maybe reviewed (docs/PRODUCT.md §screens.teleprompter.captions). */
  cues: Cue[];
  /** The saved script read in the take, if any. */
  scriptId: string | null;
  /** The words its captions covered when recorded (the pace in the script's view). */
  wordsRead: number;
  /** With burned-in captions: the frames a second the canvas drew during the take; null without. */
  drawFps: number | null;
}

export interface RecordingPanelProps {
  /** Whose takes are kept on this device (take-storage.ts); null keeps them in the page only. */
  userId: string | null;
  /** Called once per finished take (delivery coaching reads `durationMs` and `startedAt`). */
  onTakeFinished?: (take: Take) => void;
  /** Extra content under a take (e.g. its delivery feedback). */
  renderTakeExtra?: (take: Take) => ReactNode;
}

const COUNTDOWN_FROM = 3;

/** A burned-in take drawn at fewer frames a second than this did not keep 30 (rounding aside). */
const BURN_MIN_FPS = TAKE_FPS - 0.5;

/** Below Chakra's `md` breakpoint: a phone, where 'Gravar' opens the recording mode by itself. */
const PHONE_QUERY = '(max-width: 47.999em)';

interface Active {
  recorder: MediaRecorder;
  stopSource: () => void;
  startedAt: number;
  startedPerf: number;
  stoppedPerf: number | null;
  /** The text as it was read, and what reached the reading marker: the take's captions. */
  lines: PrompterLine[];
  scriptId: string | null;
  timeline: MarkerTimeline;
  /** The canvas drawing the burned-in captions, if any (its draw rate goes with the take). */
  burned: CanvasTake | null;
}

/**
 * 'Câmera', 'Gravar' / 'Parar' and the takes (docs/PRODUCT.md §screens.teleprompter, recording).
 * Recording starts after a 3-2-1 countdown and starts the prompter with it; stopping stops both.
 * A camera that cannot be opened says why in pt-BR and leaves the teleprompter working.
 */
export function RecordingPanel({ userId, onTakeFinished, renderTakeExtra }: RecordingPanelProps) {
  const stream = useRecordingStore((s) => s.stream);
  const layout = useRecordingStore((s) => s.layout);
  const vertical = useRecordingStore((s) => s.vertical);
  const countdown = useRecordingStore((s) => s.countdown);
  const recording = useRecordingStore((s) => s.recording);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [takes, setTakes] = useState<Take[]>([]);
  const takeNumber = useRef(0);
  const active = useRef<Active | null>(null);
  const timer = useRef<number | null>(null);
  const mounted = useRef(true);
  const finished = useRef(onTakeFinished);
  finished.current = onTakeFinished;
  const takesRef = useRef(takes);
  takesRef.current = takes;
  // each take's record as kept on the device, for 'Manter' to update it
  const stored = useRef(new Map<string, StoredTake>());
  const owner = useRef(userId);
  owner.current = userId;

  // The takes kept on this device come back after a reload (docs/PRODUCT.md §screens.teleprompter.takes).
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void listTakes(userId).then((kept) => {
      if (!current || !mounted.current || kept.length === 0) return;
      for (const k of kept) stored.current.set(k.id, k);
      takeNumber.current = Math.max(takeNumber.current, ...kept.map((k) => k.number));
      const restored: Take[] = kept.map((k) => ({
        id: k.id,
        number: k.number,
        url: URL.createObjectURL(k.blob),
        mimeType: k.mimeType,
        fileName: k.fileName,
        sizeBytes: k.blob.size,
        durationMs: k.durationMs,
        startedAt: k.startedAt,
        kept: k.kept,
        cues: k.cues ?? [],
        scriptId: k.scriptId ?? null,
        wordsRead: k.wordsRead ?? 0,
        drawFps: k.drawFps ?? null,
      }));
      setTakes((list) => [...restored.filter((r) => !list.some((t) => t.id === r.id)), ...list]);
    });
    return () => {
      current = false;
    };
  }, [userId]);

  function stopRecording() {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const current = active.current;
    if (current && current.recorder.state !== 'inactive') {
      current.stoppedPerf = performance.now();
      current.recorder.stop();
    }
    const wasBusy = useRecordingStore.getState().countdown !== null || !!current;
    useRecordingStore.setState({ countdown: null, recording: false, immersive: false });
    if (wasBusy) useTeleprompterStore.getState().pause();
  }

  function closeCamera() {
    stopRecording();
    useRecordingStore.setState({ immersive: false });
    useRecordingStore
      .getState()
      .stream?.getTracks()
      .forEach((t) => t.stop());
    useRecordingStore.setState({ stream: null });
  }

  async function openCamera() {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError(CAMERA_MESSAGES.unsupported);
      return;
    }
    setOpening(true);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
      if (mounted.current) useRecordingStore.setState({ stream: media });
      else media.getTracks().forEach((t) => t.stop());
    } catch (err) {
      if (mounted.current) setError(cameraErrorMessage(err));
    } finally {
      if (mounted.current) setOpening(false);
    }
  }

  function begin() {
    const media = useRecordingStore.getState().stream;
    if (!media) return;
    const { vertical, burnCaptions, captionPosition } = useRecordingStore.getState();
    const lines = parsePrompterText(useTeleprompterStore.getState().text);
    // the cue on screen now, for the burned-in captions: re-timed only when the marker moved
    let timeline: MarkerTimeline | null = null;
    let live = { events: -1, cues: [] as Cue[] };
    const cueText = () => {
      if (!timeline) return null;
      const events = timeline.events();
      if (events.length !== live.events) live = { events: events.length, cues: timeCaptions(lines, events, Infinity) };
      return cueAt(live.cues, timeline.elapsed())?.text ?? null;
    };
    // 9:16 or burned-in captions record a canvas; where it cannot be captured, the camera as it is.
    const cropped =
      vertical || burnCaptions
        ? canvasStream(media, {
            vertical,
            captions: burnCaptions ? { cueText, position: captionPosition } : undefined,
          })
        : null;
    const source = cropped?.stream ?? media;
    const type = pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(source, type ? { mimeType: type } : undefined);
    } catch (err) {
      cropped?.stop();
      setError(cameraErrorMessage(err));
      useRecordingStore.setState({ countdown: null, recording: false });
      return;
    }
    const chunks: Blob[] = [];
    const current: Active = {
      recorder,
      stopSource: () => cropped?.stop(),
      startedAt: Date.now(),
      startedPerf: performance.now(),
      stoppedPerf: null,
      lines,
      scriptId: useTeleprompterStore.getState().scriptId,
      timeline: (timeline = recordMarkerTimeline(() => performance.now())),
      burned: burnCaptions && !!cropped ? cropped : null,
    };
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      current.stopSource();
      const events = current.timeline.stop();
      if (active.current === current) active.current = null;
      if (!mounted.current || chunks.length === 0) return;
      const mimeType = recorder.mimeType || type || 'video/webm';
      const blob = new Blob(chunks, { type: mimeType });
      const number = ++takeNumber.current;
      const durationMs = (current.stoppedPerf ?? performance.now()) - current.startedPerf;
      const cues = timeCaptions(current.lines, events, durationMs);
      const drawFps = current.burned ? Math.round(current.burned.drawRate() * 10) / 10 : null;
      // a take that fell short: the next ones go plain, with their .srt (docs/PRODUCT.md §screens.teleprompter.captions)
      if (drawFps !== null && drawFps < BURN_MIN_FPS)
        useRecordingStore.setState({
          burnCaptions: false,
          burnNote: `Este aparelho desenhou só ${Math.floor(drawFps)} quadros por segundo com as legendas na última tomada (são precisos ${TAKE_FPS}): as próximas saem sem elas no vídeo, com os arquivos .srt e .vtt.`,
        });
      const take: Take = {
        id: `${current.startedAt}-${number}`,
        number,
        url: URL.createObjectURL(blob),
        mimeType,
        fileName: takeFileName(number, mimeType),
        sizeBytes: blob.size,
        durationMs,
        startedAt: current.startedAt,
        kept: false,
        cues,
        scriptId: current.scriptId,
        wordsRead: wordsRead(cues),
        drawFps,
      };
      setTakes((list) => [...list, take]);
      if (owner.current) {
        const { id, number, fileName, durationMs, startedAt, kept, scriptId } = take;
        const record: StoredTake = {
          ...{ id, number, mimeType, fileName, durationMs, startedAt, kept, cues, scriptId, drawFps },
          wordsRead: take.wordsRead,
          userId: owner.current,
          blob,
        };
        stored.current.set(take.id, record);
        void saveTake(record);
        if (scriptId)
          logScriptTake(localStorage, owner.current, {
            ...{ takeId: id, scriptId, number, durationMs, startedAt },
            wordsRead: take.wordsRead,
          });
      }
      finished.current?.(take);
    };
    recorder.onerror = () => {
      setError(CAMERA_MESSAGES.failed);
      stopRecording();
    };
    active.current = current;
    recorder.start(1000);
    useRecordingStore.setState({ countdown: null, recording: true });
    useTeleprompterStore.getState().play();
  }

  function record() {
    setError(null);
    if (window.matchMedia?.(PHONE_QUERY).matches) useRecordingStore.setState({ immersive: true });
    const step = (n: number) => {
      if (n === 0) {
        timer.current = null;
        begin();
        return;
      }
      useRecordingStore.setState({ countdown: n });
      timer.current = window.setTimeout(() => step(n - 1), 1000);
    };
    step(COUNTDOWN_FROM);
  }

  function discard(take: Take) {
    URL.revokeObjectURL(take.url);
    if (owner.current) forgetScriptTake(localStorage, owner.current, take.id);
    setTakes((list) => list.filter((t) => t.id !== take.id));
    forget(take);
  }

  /** Downloaded or discarded: no longer kept on the device (it stays in the page after a download). */
  function forget(take: Take) {
    stored.current.delete(take.id);
    void removeTake(take.id);
  }

  /** A reviewed version of the take's captions: shown at once, kept with the take until it goes. */
  function reviseCues(take: Take, cues: Cue[]) {
    setTakes((list) => list.map((t) => (t.id === take.id ? { ...t, cues } : t)));
    const record = stored.current.get(take.id);
    if (record) {
      record.cues = cues;
      void saveTake(record);
    }
  }

  function keep(take: Take) {
    setTakes((list) => list.map((t) => (t.id === take.id ? { ...t, kept: true } : t)));
    const record = stored.current.get(take.id);
    if (record) {
      record.kept = true;
      void saveTake(record);
    }
  }

  // The recording mode's buttons run the latest 'Gravar' and 'Parar'.
  const latest = useRef({ record, stop: stopRecording });
  latest.current = { record, stop: stopRecording };
  const immersive = useRecordingStore((s) => s.immersive);
  const recordButton = useRef<HTMLButtonElement>(null);
  const wasImmersive = useRef(false);
  useEffect(() => {
    // leaving the recording mode gives the focus back to the panel's own button
    if (wasImmersive.current && !immersive) recordButton.current?.focus();
    wasImmersive.current = immersive;
  }, [immersive]);

  // Leaving the page: stop recording, release the camera and the takes' memory.
  useEffect(() => {
    mounted.current = true;
    useRecordingStore.setState({
      controls: { record: () => latest.current.record(), stop: () => latest.current.stop() },
    });
    return () => {
      mounted.current = false;
      useRecordingStore.setState({ controls: null, immersive: false });
      closeCamera();
      for (const t of takesRef.current) URL.revokeObjectURL(t.url);
    };
    // closeCamera only touches refs and stores
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = countdown !== null || recording;

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            Gravação
          </Heading>
          <Switch.Root
            // on while opening, so a refusal turns it back off (a controlled switch resyncs on a change)
            checked={!!stream || opening}
            disabled={opening}
            onCheckedChange={(e) => (e.checked ? void openCamera() : closeCamera())}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Câmera</Switch.Label>
          </Switch.Root>
          {error ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Description>{error}</Alert.Description>
            </Alert.Root>
          ) : null}
          {stream ? (
            <Stack gap="4">
              <RadioGroup.Root
                value={layout}
                onValueChange={(e) => e.value && useRecordingStore.getState().setLayout(e.value as PreviewLayout)}
                colorPalette="brand"
              >
                <RadioGroup.Label fontWeight="medium" fontSize="sm">
                  Posição do texto
                </RadioGroup.Label>
                <HStack gap="6" mt="2" flexWrap="wrap">
                  <RadioGroup.Item value="overlay">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Texto sobre o vídeo</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="beside">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Texto ao lado</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </HStack>
              </RadioGroup.Root>
              <Switch.Root
                checked={vertical}
                disabled={busy}
                onCheckedChange={(e) => useRecordingStore.getState().setVertical(e.checked)}
                colorPalette="brand"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>Formato 9:16</Switch.Label>
              </Switch.Root>
              <BurnedCaptionsControls stream={stream} busy={busy} />
              <HStack gap="2" flexWrap="wrap">
                {busy ? (
                  <Button ref={recordButton} colorPalette="red" onClick={stopRecording}>
                    <LuSquare aria-hidden="true" /> Parar
                  </Button>
                ) : (
                  <Button ref={recordButton} colorPalette="red" onClick={record}>
                    <LuCircle aria-hidden="true" /> Gravar
                  </Button>
                )}
                <Button variant="outline" onClick={() => useRecordingStore.setState({ immersive: true })}>
                  <LuSmartphone aria-hidden="true" /> Modo gravação
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Ligue a câmera para gravar com o texto na tela. Cada tomada fica guardada neste aparelho até você baixá-la
              ou descartá-la.
            </Text>
          )}

          {takes.length > 0 ? (
            <Stack as="ul" gap="4" listStyleType="none" aria-label="Tomadas">
              {takes.map((take) => (
                <Box
                  as="li"
                  key={take.id}
                  aria-label={`Tomada ${take.number}`}
                  borderWidth="1px"
                  borderRadius="lg"
                  p="3"
                >
                  <Stack gap="3">
                    <HStack justify="space-between" flexWrap="wrap">
                      <Heading as="h3" size="sm">
                        Tomada {take.number}
                      </Heading>
                      <HStack gap="2">
                        {take.kept ? (
                          <Badge colorPalette="green" variant="subtle">
                            Mantida
                          </Badge>
                        ) : null}
                        <Text
                          fontSize="sm"
                          color="fg.muted"
                          data-testid="duracao-tomada"
                          data-duration-ms={Math.round(take.durationMs)}
                        >
                          Duração {formatDuration(take.durationMs)}
                        </Text>
                      </HStack>
                    </HStack>
                    <TakeVideo take={take} />
                    {take.drawFps !== null ? <BurnedNote fps={take.drawFps} /> : null}
                    <HStack gap="2" flexWrap="wrap">
                      <Button size="sm" variant="outline" disabled={take.kept} onClick={() => keep(take)}>
                        <LuCheck aria-hidden="true" /> Manter
                      </Button>
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => discard(take)}>
                        <LuTrash2 aria-hidden="true" /> Descartar
                      </Button>
                      <Button size="sm" variant="ghost" asChild>
                        <a href={take.url} download={take.fileName} onClick={() => forget(take)}>
                          <LuDownload aria-hidden="true" /> Baixar
                        </a>
                      </Button>
                    </HStack>
                    <TakeCaptions
                      takeNumber={take.number}
                      fileName={take.fileName}
                      durationMs={take.durationMs}
                      cues={take.cues}
                      onChange={(cues) => reviseCues(take, cues)}
                    />
                    {renderTakeExtra?.(take)}
                  </Stack>
                </Box>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The take's player, its captions as a text track (a Blob URL of their WebVTT). */
function TakeVideo({ take }: { take: Take }) {
  const vtt = useVttUrl(take.cues);
  return (
    <chakra.video
      src={take.url}
      controls
      playsInline
      aria-label={`Vídeo da tomada ${take.number}`}
      w="full"
      maxH="60dvh"
      bg="black"
      borderRadius="md"
    >
      {/* on by default, unless the captions are already burned into the picture */}
      {vtt ? (
        <track kind="subtitles" srcLang="pt-BR" label="Português" src={vtt} default={take.drawFps === null} />
      ) : null}
    </chakra.video>
  );
}

/**
 * 'Legendas na gravação' and where the cue goes (docs/PRODUCT.md §screens.teleprompter.captions). Turning
 * it on first measures this device's draw rate (probeDrawRate); below 30 frames a second it stays off
 * and says so: the take is then recorded plain, with its .srt and .vtt.
 */
function BurnedCaptionsControls({ stream, busy }: { stream: MediaStream; busy: boolean }) {
  const burn = useRecordingStore((s) => s.burnCaptions);
  const position = useRecordingStore((s) => s.captionPosition);
  const vertical = useRecordingStore((s) => s.vertical);
  const [probing, setProbing] = useState(false);
  const note = useRecordingStore((s) => s.burnNote);
  const setNote = (burnNote: string | null) => useRecordingStore.setState({ burnNote });

  async function turnOn() {
    setProbing(true);
    setNote(null);
    const rate = await probeDrawRate(stream, vertical);
    setProbing(false);
    if (rate === null || rate < TAKE_FPS) {
      useRecordingStore.setState({ burnCaptions: false });
      setNote(
        rate === null
          ? 'Este navegador não consegue desenhar as legendas no vídeo: a tomada sai sem elas, com os arquivos .srt e .vtt.'
          : `Este aparelho desenha só ${Math.floor(rate)} quadros por segundo com as legendas (são precisos ${TAKE_FPS}): a tomada sai sem elas no vídeo, com os arquivos .srt e .vtt.`,
      );
      return;
    }
    useRecordingStore.setState({ burnCaptions: true });
  }

  return (
    <Stack gap="3">
      <Switch.Root
        checked={burn || probing}
        disabled={busy || probing}
        onCheckedChange={(e) => (e.checked ? void turnOn() : useRecordingStore.setState({ burnCaptions: false }))}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Legendas na gravação</Switch.Label>
      </Switch.Root>
      {note ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{note}</Alert.Description>
        </Alert.Root>
      ) : null}
      {burn ? (
        <RadioGroup.Root
          value={position}
          disabled={busy}
          onValueChange={(e) => e.value && useRecordingStore.getState().setCaptionPosition(e.value as CaptionPosition)}
          colorPalette="brand"
        >
          <RadioGroup.Label fontWeight="medium" fontSize="sm">
            Posição da legenda
          </RadioGroup.Label>
          <HStack gap="6" mt="2" flexWrap="wrap">
            {CAPTION_POSITIONS.map((p) => (
              <RadioGroup.Item key={p} value={p}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{CAPTION_POSITION_LABELS[p]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      ) : null}
    </Stack>
  );
}

/** Under a take with burned-in captions: the frames a second drawn, and a warning below 30. */
function BurnedNote({ fps }: { fps: number }) {
  const shown = fps.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return (
    <Text
      fontSize="sm"
      color={fps < BURN_MIN_FPS ? 'orange.fg' : 'fg.muted'}
      data-testid="legendas-gravadas"
      data-draw-fps={fps}
    >
      {fps < BURN_MIN_FPS
        ? `Legendas no vídeo a ${shown} quadros/s: este aparelho não acompanhou ${TAKE_FPS}; o .srt tem as mesmas legendas.`
        : `Legendas no vídeo · ${shown} quadros/s`}
    </Text>
  );
}
