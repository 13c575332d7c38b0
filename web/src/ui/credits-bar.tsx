import { Progress } from '@chakra-ui/react';

/**
 * The credits bar of the popover, /perfil and /entenda-creditos: the share still available,
 * orange when low (docs/PRODUCT.md §credits.low).
 */
export function CreditsBar({ percent, low, size = 'md' }: { percent: number; low: boolean; size?: 'sm' | 'md' }) {
  return (
    <Progress.Root value={percent} size={size} colorPalette={low ? 'orange' : 'brand'}>
      <Progress.Label srOnly>Créditos disponíveis</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
