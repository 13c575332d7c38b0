import { Box, RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { formatSizeLabel, IMAGE_FORMATS, type ImageFormat } from '@shared/images/image-formats';
import { IMAGE_STYLES, type ImageStyle } from '@shared/images/image-styles';

/** A small box with the format's proportions, so the choice is seen as well as read. */
function RatioSwatch({ width, height }: { width: number; height: number }) {
  const scale = 28 / Math.max(width, height);
  return (
    <Box
      aria-hidden="true"
      w={`${Math.round(width * scale)}px`}
      h={`${Math.round(height * scale)}px`}
      borderWidth="2px"
      borderColor="currentColor"
      borderRadius="sm"
      flexShrink={0}
    />
  );
}

/** The four formats with their pixel sizes (docs/PRODUCT.md §limits.images). */
export function FormatPicker({
  value,
  onChange,
  disabled,
}: {
  value: ImageFormat;
  onChange: (f: ImageFormat) => void;
  disabled?: boolean;
}) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(e) => e.value && onChange(e.value as ImageFormat)}
      size="sm"
      colorPalette="brand"
      disabled={disabled}
    >
      <RadioCard.Label fontWeight="medium" fontSize="sm" mb="2">
        Formato
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {IMAGE_FORMATS.map((f) => (
          <RadioCard.Item key={f.id} value={f.id}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl alignItems="center">
              <RatioSwatch width={f.width} height={f.height} />
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{f.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  {formatSizeLabel(f)}{' '}
                  <Text as="span" whiteSpace="nowrap">
                    ({f.ratio})
                  </Text>
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

const NO_STYLE = 'nenhum';

/** The style presets (ours): 'Sem estilo' or one preset whose words the prompt gets. */
export function StylePicker({
  value,
  onChange,
  disabled,
}: {
  value: ImageStyle | null;
  onChange: (s: ImageStyle | null) => void;
  disabled?: boolean;
}) {
  const items = [{ id: NO_STYLE, label: 'Sem estilo', hint: 'Só o seu prompt' }, ...IMAGE_STYLES];
  return (
    <RadioCard.Root
      value={value ?? NO_STYLE}
      onValueChange={(e) => e.value && onChange(e.value === NO_STYLE ? null : (e.value as ImageStyle))}
      size="sm"
      colorPalette="brand"
      disabled={disabled}
    >
      <RadioCard.Label fontWeight="medium" fontSize="sm" mb="2">
        Estilo (opcional)
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="2">
        {items.map((s) => (
          <RadioCard.Item key={s.id} value={s.id}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{s.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{s.hint}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
