import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { formatInteger } from '@shared/format/format';
import type { CreditSummary } from '@shared/subscription/credits';
import { CreditsBar } from './credits-bar';

/**
 * The balance as the header's popover and /perfil show it (docs/ARCHITECTURE.md §ui-kit):
 * 'N de T créditos', then the bar (docs/PRODUCT.md §credits.low). `compact` is the popover's;
 * `note` goes between the two.
 */
export function CreditsSummary({
  summary,
  compact = false,
  note,
  testId,
}: {
  summary: Pick<CreditSummary, 'remaining' | 'total' | 'percentAvailable' | 'isLow'>;
  compact?: boolean;
  note?: ReactNode;
  /** The count's data-testid (the e2e specs read it). */
  testId?: string;
}) {
  return (
    <>
      <Text fontSize={compact ? 'sm' : undefined}>
        <Text as="span" fontWeight="bold" fontSize={compact ? 'lg' : 'xl'} data-testid={testId}>
          {formatInteger(summary.remaining)}
        </Text>{' '}
        de {formatInteger(summary.total)} {compact ? 'créditos' : 'créditos disponíveis'}
      </Text>
      {note}
      <CreditsBar percent={summary.percentAvailable} low={summary.isLow} size={compact ? 'sm' : 'md'} />
    </>
  );
}
