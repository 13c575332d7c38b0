import type { ReactNode } from 'react';
import { HStack, Progress, Text } from '@chakra-ui/react';
import { percentText } from './hub-format';

/** A bar with what it counts on the left and its percentage on the right (today's missions, a goal). */
export function ProgressLine({
  value,
  label,
  caption,
  colorPalette = 'brand',
}: {
  /** 0–100 */
  value: number;
  /** The bar's accessible name, before its percentage. */
  label: string;
  /** '3 de 5 concluídas' */
  caption: ReactNode;
  colorPalette?: 'brand' | 'green';
}) {
  return (
    <Progress.Root
      value={value}
      colorPalette={colorPalette}
      size="sm"
      // the bar's accessible name (zag puts it on the progressbar): 'Progresso da meta: 25%'
      translations={{ value: () => `${label}: ${percentText(value)}` }}
    >
      <HStack justify="space-between" fontSize="sm" gap="2">
        <Text as="span">{caption}</Text>
        <Progress.ValueText>{percentText(value)}</Progress.ValueText>
      </HStack>
      <Progress.Track mt="1">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
