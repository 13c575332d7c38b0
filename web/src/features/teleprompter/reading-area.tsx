import { Fragment, memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Text, chakra, type FlexProps } from '@chakra-ui/react';
import { LuCircle, LuMaximize, LuMinimize, LuPencil, LuPlay, LuSquare } from 'react-icons/lu';
import { CONTENT_PRESETS } from '@shared/teleprompter/presets';
import { parsePrompterText, type PrompterLine } from '@shared/teleprompter/markup';
import { useTeleprompterStore } from './teleprompter-store';
import { FOCUS_FRACTION, LINE_HEIGHT, readingTransform } from './scroll-engine';
import type { ScrollEngine } from './use-scroll-engine';
import { caretAtLine, lineOfCaret, readingLineOf } from './edit-from-line';
import { useRecordingStore } from './recording/recording-store';
import { CameraPreview } from './recording/camera-preview';

const FOCUS_TOP = `${(FOCUS_FRACTION * 100).toFixed(3)}%`;

/**
 * The words as the engine and the voice follower see them: one element per parsed line
 * (`data-line`, `data-kind`) and one `<span data-word="{global index}">` per word. Plain
 * elements, styled once by the layer's CSS, so a 2,000-word script stays a cheap DOM.
 */
const PrompterLines = memo(function PrompterLines({ lines }: { lines: readonly PrompterLine[] }) {
  return lines.map((line, i) => (
    <p key={i} data-line={i} data-kind={line.kind}>
      {line.kind === 'pause'
        ? line.text
        : line.words.map((word, j) => (
            <Fragment key={j}>
              {j > 0 ? ' ' : null}
              <span data-word={line.firstWord + j}>{word}</span>
            </Fragment>
          ))}
    </p>
  ));
});

const LINE_STYLES = {
  '& [data-line]': { margin: 0, minHeight: `${LINE_HEIGHT}em`, overflowWrap: 'anywhere' },
  '& [data-kind=blank]': { minHeight: `${LINE_HEIGHT / 2}em` },
  // a pause: spaced and dimmed (docs/PRODUCT.md §limits.teleprompter); #a3a3a3 on black is 8:1
  '& [data-kind=pause]': { color: '#a3a3a3', marginBlock: '0.6em', letterSpacing: '0.3em' },
  '& [data-kind=emphasis]': { fontWeight: 'bold' },
  // the word the voice follower heard last (use-scroll-engine.ts marks it)
  '& [data-current]': { color: '#fde047', textDecoration: 'underline', textUnderlineOffset: '0.15em' },
} as const;

interface Edit {
  draft: string;
  caret: number;
}

/**
 * The right panel (docs/PRODUCT.md §screens.teleprompter): a black reading area with the type and
 * speed badges, the focus line at a third of its height, the moving text (mirrored / upside down
 * on `data-testid="prompter-text"`), 'Editar daqui' when paused, full screen, and the camera under
 * the text when recording with 'Texto sobre o vídeo'.
 */
export function ReadingArea({
  lines,
  engine,
  areaRef,
  fullscreen,
  ...box
}: {
  lines: readonly PrompterLine[];
  engine: ScrollEngine;
  areaRef: React.RefObject<HTMLDivElement | null>;
  fullscreen: { active: boolean; toggle: () => void };
} & FlexProps) {
  const contentType = useTeleprompterStore((s) => s.contentType);
  const speed = useTeleprompterStore((s) => s.speed);
  const fontSize = useTeleprompterStore((s) => s.fontSize);
  const mirror = useTeleprompterStore((s) => s.mirror);
  const flip = useTeleprompterStore((s) => s.flip);
  const playing = useTeleprompterStore((s) => s.playing);
  const stream = useRecordingStore((s) => s.stream);
  const layout = useRecordingStore((s) => s.layout);
  const vertical = useRecordingStore((s) => s.vertical);
  const countdown = useRecordingStore((s) => s.countdown);
  const recording = useRecordingStore((s) => s.recording);
  const immersive = useRecordingStore((s) => s.immersive) && !!stream;
  const [edit, setEdit] = useState<Edit | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const hasWords = lines.some((l) => l.words.length > 0);
  const overVideo = !!stream && layout === 'overlay' && !immersive;
  useScrollLock(immersive);

  const countdownStatus = (
    <Flex
      role="status"
      aria-live="assertive"
      position="absolute"
      inset="0"
      align="center"
      justify="center"
      pointerEvents="none"
    >
      {countdown !== null ? (
        <Text fontSize="9xl" fontWeight="bold" lineHeight="1" textShadow="0 0 24px black" data-testid="contagem">
          {countdown}
        </Text>
      ) : null}
    </Flex>
  );

  function startEdit() {
    const { text } = useTeleprompterStore.getState();
    const line = lines[Math.max(0, engine.currentLine())];
    setEdit({ draft: text, caret: caretAtLine(text.replace(/\r\n?/g, '\n'), line?.sourceLine ?? 0) });
  }

  // Saves the draft and puts the caret's line on the focus line; 'Continuar' also resumes reading.
  const finishEdit = useCallback(
    (resume: boolean) => {
      if (!edit) return;
      const caret = editor.current?.selectionStart ?? edit.caret;
      const sourceLine = lineOfCaret(edit.draft, caret);
      const store = useTeleprompterStore.getState();
      store.setText(edit.draft);
      setEdit(null);
      engine.seekLine(readingLineOf(parsePrompterText(edit.draft), sourceLine));
      if (resume) store.play();
    },
    [edit, engine],
  );

  // Another input (the keyboard, the remote, 'Gravar') starting playback ends the edit, keeping it.
  useEffect(() => {
    if (playing && edit) finishEdit(false);
  }, [playing, edit, finishEdit]);

  return (
    <Flex
      ref={areaRef}
      role="region"
      aria-label="Área de leitura"
      direction="column"
      bg="black"
      color="white"
      // rounded, but not clipping: a rounded clip over the moving layer would cost a mask on every
      // frame; the window below clips the text with a plain rectangle
      borderRadius="xl"
      h={{ base: '65dvh', lg: 'min(78dvh, 52rem)' }}
      minH="22rem"
      minW="0"
      css={{ '&:fullscreen': { height: '100dvh', borderRadius: 0 } }}
      {...box}
      {...(immersive ? IMMERSIVE_ROOT : null)}
    >
      {immersive && stream ? <CameraPreview stream={stream} position="absolute" inset="0" w="full" h="full" /> : null}
      <HStack
        justify="space-between"
        px="3"
        py="2"
        gap="2"
        flexWrap="wrap"
        borderBottomWidth="1px"
        borderColor="gray.800"
        position="relative"
        bg={immersive ? 'blackAlpha.700' : undefined}
      >
        <HStack gap="2" flexWrap="wrap">
          <Badge variant="solid" colorPalette="brand">
            {CONTENT_PRESETS[contentType].label}
          </Badge>
          <Badge variant="solid" colorPalette="gray">
            Velocidade {speed}
          </Badge>
          {recording ? (
            <Badge variant="solid" colorPalette="red">
              ● Gravando
            </Badge>
          ) : null}
        </HStack>
        <HStack gap="2">
          {edit ? (
            <Button size="xs" colorPalette="brand" onClick={() => finishEdit(true)}>
              <LuPlay aria-hidden="true" /> Continuar
            </Button>
          ) : !playing && hasWords ? (
            <Button size="xs" variant="outline" colorPalette="gray" color="white" onClick={startEdit}>
              <LuPencil aria-hidden="true" /> Editar daqui
            </Button>
          ) : null}
          {immersive ? null : (
            <Button size="xs" variant="outline" colorPalette="gray" color="white" onClick={fullscreen.toggle}>
              {fullscreen.active ? <LuMinimize aria-hidden="true" /> : <LuMaximize aria-hidden="true" />}
              {fullscreen.active ? 'Sair da tela cheia' : 'Tela cheia'}
            </Button>
          )}
        </HStack>
      </HStack>

      {/* in the recording mode the text keeps to the top of the screen, next to the lens */}
      <Box
        ref={engine.windowRef}
        position="relative"
        flex={immersive ? '0 0 42%' : '1'}
        overflow="hidden"
        mb={immersive ? '0' : '3'}
      >
        {overVideo ? (
          <Flex position="absolute" inset="0" justify="center">
            <CameraPreview
              stream={stream}
              h="full"
              w={vertical ? 'auto' : 'full'}
              aspectRatio={vertical ? '9 / 16' : undefined}
            />
          </Flex>
        ) : null}
        <Box
          data-testid="prompter-text"
          position="absolute"
          inset="0"
          style={{ transform: readingTransform(mirror, flip) }}
          visibility={edit ? 'hidden' : undefined}
        >
          {/* the focus line: a faint band and two ticks at a third of the height */}
          <Box
            aria-hidden="true"
            position="absolute"
            insetInline="0"
            style={{ fontSize, top: `calc(${FOCUS_TOP} - ${LINE_HEIGHT / 2}em)`, height: `${LINE_HEIGHT}em` }}
            bg="whiteAlpha.100"
            borderInlineStartWidth="4px"
            borderInlineEndWidth="4px"
            borderColor="brand.400"
          />
          <Box
            ref={engine.layerRef}
            data-testid="prompter-scroll"
            position="absolute"
            insetInline="0"
            mx="auto"
            maxW="52rem"
            px={{ base: '4', md: '8' }}
            lineHeight={LINE_HEIGHT}
            fontWeight="medium"
            style={{ fontSize, top: `calc(${FOCUS_TOP} - ${LINE_HEIGHT / 2}em)`, willChange: 'transform' }}
            bg={overVideo || immersive ? 'blackAlpha.600' : undefined}
            css={LINE_STYLES}
          >
            <PrompterLines lines={lines} />
          </Box>
        </Box>
        {edit ? (
          <EditFromLine
            editor={editor}
            edit={edit}
            onChange={(draft) => setEdit({ ...edit, draft })}
            onDone={() => finishEdit(false)}
          />
        ) : null}
        {!hasWords && !edit ? (
          <Text position="absolute" top={FOCUS_TOP} insetInline="0" textAlign="center" px="6" color="gray.300">
            Escreva ou cole o roteiro em “Roteiro” para começar.
          </Text>
        ) : null}
        {immersive ? null : countdownStatus}
      </Box>
      {immersive ? <RecordingModeBar countdown={countdownStatus} /> : null}
    </Flex>
  );
}

/** The reading area as the phone's recording mode: the whole screen, over the sticky header. */
const IMMERSIVE_ROOT = {
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  h: '100dvh',
  minH: '0',
  borderRadius: '0',
  overflow: 'hidden',
} as const;

/** The page under the recording mode does not scroll. */
function useScrollLock(on: boolean) {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [on]);
}

/**
 * The recording mode's controls (docs/PRODUCT.md §screens.teleprompter.recording-mode), at the bottom
 * where a thumb reaches: the countdown, a large 'Gravar' / 'Parar', 'Rolar texto' / 'Pausar texto' and
 * 'Sair' (Esc too). The large button takes the focus on entering.
 */
function RecordingModeBar({ countdown }: { countdown: React.ReactNode }) {
  const controls = useRecordingStore((s) => s.controls);
  const busy = useRecordingStore((s) => s.countdown !== null || s.recording);
  const playing = useTeleprompterStore((s) => s.playing);
  const main = useRef<HTMLButtonElement>(null);
  useEffect(() => main.current?.focus(), []);
  return (
    // the video shows through the space between the text and the controls, and takes no tap there
    <Flex direction="column" flex="1" position="relative" minH="0" pointerEvents="none">
      <Box flex="1" position="relative">
        {countdown}
      </Box>
      <HStack
        role="group"
        aria-label="Controles da gravação"
        justify="space-between"
        gap="3"
        px="4"
        pt="3"
        pb="max(1rem, env(safe-area-inset-bottom))"
        bg="blackAlpha.700"
        pointerEvents="auto"
      >
        <Button
          variant="outline"
          colorPalette="gray"
          color="white"
          minW="24"
          onClick={() => useTeleprompterStore.getState().toggle()}
        >
          {playing ? 'Pausar texto' : 'Rolar texto'}
        </Button>
        <Button
          ref={main}
          colorPalette="red"
          borderRadius="full"
          w="20"
          h="20"
          flexDirection="column"
          gap="0"
          fontSize="sm"
          onClick={() => (busy ? controls?.stop() : controls?.record())}
        >
          {busy ? <LuSquare aria-hidden="true" /> : <LuCircle aria-hidden="true" />}
          {busy ? 'Parar' : 'Gravar'}
        </Button>
        <Button
          variant="outline"
          colorPalette="gray"
          color="white"
          minW="24"
          aria-label="Sair do modo gravação"
          onClick={() => useRecordingStore.setState({ immersive: false })}
        >
          Sair
        </Button>
      </HStack>
    </Flex>
  );
}

/**
 * The text opened for editing at the line under the focus marker: the caret is placed there and
 * that line is scrolled to a third of the box. Esc leaves (keeping the edit); 'Continuar' resumes.
 */
function EditFromLine({
  editor,
  edit,
  onChange,
  onDone,
}: {
  editor: React.RefObject<HTMLTextAreaElement | null>;
  edit: Edit;
  onChange: (draft: string) => void;
  onDone: () => void;
}) {
  const initialCaret = useRef(edit.caret);
  useLayoutEffect(() => {
    const ta = editor.current;
    if (!ta) return;
    // The height of the text up to the caret, measured on the textarea itself (same width and font).
    const full = ta.value;
    ta.value = full.slice(0, initialCaret.current);
    const above = ta.scrollHeight;
    ta.value = full;
    ta.focus({ preventScroll: true });
    ta.setSelectionRange(initialCaret.current, initialCaret.current);
    ta.scrollTop = Math.max(0, above - ta.clientHeight / 3);
  }, [editor]);
  return (
    <chakra.textarea
      ref={editor}
      aria-label="Editar o roteiro a partir desta linha"
      value={edit.draft}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
      position="absolute"
      inset="0"
      w="full"
      h="full"
      resize="none"
      p={{ base: '4', md: '8' }}
      bg="gray.900"
      color="white"
      fontSize="xl"
      lineHeight="tall"
      outline="none"
      _focusVisible={{ boxShadow: 'inset 0 0 0 2px var(--chakra-colors-brand-400)' }}
    />
  );
}
