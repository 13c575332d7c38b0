import {
  Box,
  Button,
  Field,
  HStack,
  RadioCard,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { LuPause, LuPlay, LuRotateCcw } from 'react-icons/lu';
import {
  CONTENT_PRESETS,
  CONTENT_TYPES,
  FONT_SIZE_LIMITS,
  SPEED_LIMITS,
  type ContentType,
} from '@shared/teleprompter/presets';
import { estimateMinutes } from '@shared/teleprompter/markup';
import { useTeleprompterStore } from './teleprompter-store';
import { ShortcutsHelp } from './shortcuts-help';

/** '~2 min', or '—' with nothing to read. */
export function estimateLabel(minutes: number): string {
  return minutes > 0 ? `~${minutes} min` : '—';
}

/**
 * The left panel (docs/PRODUCT.md §screens.teleprompter): the script, the content type, the time
 * estimate, the speed and size sliders, mirror and upside-down, start/pause and reset.
 */
export function ControlPanel() {
  const s = useTeleprompterStore();
  const minutes = estimateMinutes(s.text, s.contentType);

  return (
    <Stack gap="5" minW="0">
      <Field.Root>
        <Field.Label>Roteiro</Field.Label>
        <Textarea
          value={s.text}
          onChange={(e) => s.setText(e.target.value)}
          rows={8}
          maxH="40dvh"
          lineHeight="tall"
          placeholder="Cole ou escreva aqui o texto que você vai ler."
        />
        <Field.HelperText>
          Linhas com [pause] ou ... viram pausas; [emphasize] e [smile] deixam a linha em negrito.
        </Field.HelperText>
      </Field.Root>

      <RadioCard.Root
        value={s.contentType}
        onValueChange={(e) => e.value && s.setContentType(e.value as ContentType)}
        size="sm"
        colorPalette="brand"
      >
        <RadioCard.Label fontWeight="medium" fontSize="sm" mb="2">
          Tipo de conteúdo
        </RadioCard.Label>
        <SimpleGrid columns={2} gap="2">
          {CONTENT_TYPES.map((type) => {
            const preset = CONTENT_PRESETS[type];
            return (
              <RadioCard.Item key={type} value={type}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{preset.label}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      {/* custom reads at the slider's speed */}
                      Velocidade {type === 'custom' ? s.speed : preset.speed} · {preset.wpmLabel}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </SimpleGrid>
      </RadioCard.Root>

      <Box borderWidth="1px" borderRadius="lg" bg="bg.subtle" px="4" py="3" role="group" aria-label="Tempo estimado">
        <Text fontSize="sm" color="fg.muted">
          Tempo estimado
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid="tempo-estimado">
          {estimateLabel(minutes)}
        </Text>
      </Box>

      <LimitedSlider label={`Velocidade: ${s.speed}`} value={s.speed} limits={SPEED_LIMITS} onChange={s.setSpeed} />
      <LimitedSlider
        label={`Tamanho do texto: ${s.fontSize} px`}
        value={s.fontSize}
        limits={FONT_SIZE_LIMITS}
        onChange={s.setFontSize}
      />

      <HStack gap="6" flexWrap="wrap">
        <Switch.Root checked={s.mirror} onCheckedChange={(e) => s.setMirror(e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Espelhar</Switch.Label>
        </Switch.Root>
        <Switch.Root checked={s.flip} onCheckedChange={(e) => s.setFlip(e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Inverter</Switch.Label>
        </Switch.Root>
      </HStack>

      <HStack gap="2" flexWrap="wrap">
        <Button onClick={s.toggle} minW="28">
          {s.playing ? <LuPause aria-hidden="true" /> : <LuPlay aria-hidden="true" />}
          {s.playing ? 'Pausar' : 'Iniciar'}
        </Button>
        <Button variant="outline" onClick={s.reset}>
          <LuRotateCcw aria-hidden="true" /> Reiniciar
        </Button>
        <ShortcutsHelp />
      </HStack>
    </Stack>
  );
}

/** A slider over one of the teleprompter's ranges (docs/PRODUCT.md §validation.teleprompter), labelled with its value. */
function LimitedSlider({
  label,
  value,
  limits,
  onChange,
}: {
  label: string;
  value: number;
  limits: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}) {
  return (
    <Slider.Root
      value={[value]}
      onValueChange={(e) => onChange(e.value[0] ?? value)}
      min={limits.min}
      max={limits.max}
      step={limits.step}
      colorPalette="brand"
    >
      <Slider.Label>{label}</Slider.Label>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
