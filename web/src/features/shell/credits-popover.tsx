import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Badge, Button, HStack, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCoins } from 'react-icons/lu';
import { formatInteger } from '@shared/format/format';
import { planDisplayName } from '@shared/plans/plans';
import {
  creditsInUseText,
  lowCreditWarning,
  renewsInNote,
  showsCreditsPopover,
  summarizeCredits,
} from '@shared/subscription/credits';
import { useSubscription } from '../subscription/use-subscription';
import { CreditsSummary } from '../../ui/credits-summary';

/**
 * Header credits popover (docs/PRODUCT.md §screens.shell, §credits.low): paid plans only; free or
 * missing plans hide it. It reads the one subscription query, which a `subscription.updated`
 * push invalidates, so a change made in another tab shows here within a couple of seconds.
 */
export function CreditsPopover() {
  const { subscription } = useSubscription();
  const [open, setOpen] = useState(false);
  if (!subscription || !showsCreditsPopover(subscription)) return null;
  const now = new Date();
  const summary = summarizeCredits(subscription, now);
  const warning = lowCreditWarning(subscription, now);
  const inUse = creditsInUseText(subscription);
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" colorPalette={summary.isLow ? 'orange' : 'brand'}>
          <LuCoins aria-hidden="true" />
          {formatInteger(summary.remaining)} créditos
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <HStack justify="space-between">
                  <Popover.Title fontWeight="semibold">Seus créditos</Popover.Title>
                  <Badge colorPalette="brand">{planDisplayName(subscription.plan)}</Badge>
                </HStack>
                <CreditsSummary
                  compact
                  summary={summary}
                  note={
                    inUse ? (
                      <Text fontSize="sm" color="fg.muted" aria-live="polite">
                        {inUse} · devolvidos se a geração falhar
                      </Text>
                    ) : null
                  }
                />
                {warning ? (
                  <Alert.Root status="warning" size="sm">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{warning.title}</Alert.Title>
                      <Alert.Description>{warning.description}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
                <Text fontSize="sm" color="fg.muted">
                  {warning?.renews ?? renewsInNote(subscription, now)}
                </Text>
                <HStack justify="space-between" fontSize="sm">
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to="/perfil" onClick={close}>
                      Minha Conta
                    </RouterLink>
                  </Link>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to="/entenda-creditos" onClick={close}>
                      Entenda seus créditos
                    </RouterLink>
                  </Link>
                </HStack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
