import { useEffect, useId, useState } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuCaptions, LuChevronDown, LuChevronUp, LuDownload } from 'react-icons/lu';
import {
  CAPTION_SHIFT_MS,
  captionFileName,
  formatSrt,
  formatVtt,
  shiftCues,
  type Cue,
} from '@shared/teleprompter/captions';
import { downloadText } from '../../scripts/script-export';

/** A Blob URL of the cues as WebVTT, for the take's `<track>`; revoked when the cues change. */
export function useVttUrl(cues: readonly Cue[]): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (cues.length === 0) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(new Blob([formatVtt(cues)], { type: 'text/vtt' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [cues]);
  return url;
}

/** 'm:ss,s' for a cue's start in the review list. */
function cueTime(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const seconds = Math.floor(tenths / 10);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')},${tenths % 10}`;
}

export interface TakeCaptionsProps {
  takeNumber: number;
  fileName: string;
  durationMs: number;
  cues: readonly Cue[];
  /** A reviewed version of the cues (a fixed text, a shift): the panel keeps it with the take. */
  onChange: (cues: Cue[]) => void;
}

/**
 * A take's captions (docs/PRODUCT.md §screens.teleprompter.captions): 'Baixar .srt' and 'Baixar .vtt',
 * named like the take, and 'Revisar legendas': every cue's text can be fixed and all of them shifted by
 * ±0,5 s before downloading.
 */
export function TakeCaptions({ takeNumber, fileName, durationMs, cues, onChange }: TakeCaptionsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (cues.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Sem legendas nesta tomada: o texto não passou pelo marcador de leitura enquanto ela era gravada.
      </Text>
    );
  }
  const shift = (delta: number) => onChange(shiftCues(cues, delta, durationMs));
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        {(['srt', 'vtt'] as const).map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant="ghost"
            aria-label={`Baixar legendas .${kind} da tomada ${takeNumber}`}
            onClick={() =>
              downloadText(captionFileName(fileName, kind), kind === 'srt' ? formatSrt(cues) : formatVtt(cues))
            }
          >
            <LuDownload aria-hidden="true" /> Legendas .{kind}
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <LuCaptions aria-hidden="true" /> Revisar legendas
          {open ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
        </Button>
      </HStack>
      {open ? (
        <Stack gap="3" id={listId}>
          <HStack gap="2" flexWrap="wrap" role="group" aria-label="Ajustar o tempo de todas as legendas">
            <Text fontSize="sm">Tempo de todas:</Text>
            <Button size="xs" variant="outline" onClick={() => shift(-CAPTION_SHIFT_MS)}>
              −0,5 s
            </Button>
            <Button size="xs" variant="outline" onClick={() => shift(CAPTION_SHIFT_MS)}>
              +0,5 s
            </Button>
          </HStack>
          <Stack as="ol" gap="2" listStyleType="none" aria-label={`Legendas da tomada ${takeNumber}`}>
            {cues.map((cue, i) => (
              <li key={`${i}-${cue.startMs}`}>
                <CueEditor
                  index={i}
                  cue={cue}
                  onCommit={(text) => onChange(cues.map((c, j) => (j === i ? { ...c, text } : c)))}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One cue's text, committed when the field loses the focus (each commit is a write to IndexedDB). */
function CueEditor({ index, cue, onCommit }: { index: number; cue: Cue; onCommit: (text: string) => void }) {
  const [text, setText] = useState(cue.text);
  useEffect(() => setText(cue.text), [cue.text]);
  return (
    <Field.Root>
      <Field.Label fontSize="sm">
        Legenda {index + 1} ({cueTime(cue.startMs)})
      </Field.Label>
      <Textarea
        size="sm"
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          const next = text.trim();
          if (next && next !== cue.text) onCommit(next);
          else setText(cue.text);
        }}
      />
    </Field.Root>
  );
}
