import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuCoins, LuFolderOpen, LuSparkles } from 'react-icons/lu';
import { canAfford } from '@shared/access/feature-access';
import { CREDIT_COSTS, isPaidPlan } from '@shared/plans/plans';
import { renewalNote, scriptsLeftText, unaffordableReason } from '@shared/subscription/credits';
import type { Subscription } from '@shared/subscription/subscription.schema';

/** Names the text that says why the generate buttons are disabled (their aria-describedby). */
export const OUT_OF_CREDITS_REASON_ID = 'creditos-insuficientes-motivo';

/** The reason's id for an action of `cost`: the one-script price keeps OUT_OF_CREDITS_REASON_ID. */
export function blockedReasonId(cost: number): string {
  return cost === CREDIT_COSTS.script ? OUT_OF_CREDITS_REASON_ID : `${OUT_OF_CREDITS_REASON_ID}-${cost}`;
}

/**
 * Why a generation of `cost` (one script by default) is not possible right now, or null: the
 * balance does not cover it (docs/PRODUCT.md §credits.out). Only what to show: the server's charge decides.
 */
export function generateBlockedReason(
  sub: Subscription | null,
  cost: number = CREDIT_COSTS.script,
  now: Date = new Date(),
): string | null {
  return unaffordableReason(sub, cost, now);
}

/** Why an action of a given cost is disabled, or null; the creator provides one for its buttons. */
export type CostBlocker = (cost: number) => string | null;
const GenerateBlocked = createContext<CostBlocker>(() => null);
export const GenerateBlockedProvider = GenerateBlocked.Provider;

/** What disables the generate buttons, by price. */
export function useCostBlocker(): CostBlocker {
  return useContext(GenerateBlocked);
}

/** The reason a generate button of `cost` is disabled (null when it is not). */
export function useGenerateBlocked(cost: number = CREDIT_COSTS.script): string | null {
  return useContext(GenerateBlocked)(cost);
}

/** The reason under a disabled generate button of `cost`, named by blockedReasonId(cost) unless given an id. */
export function GenerateBlockedNote({ cost = CREDIT_COSTS.script, id }: { cost?: number; id?: string }) {
  const reason = useGenerateBlocked(cost);
  if (!reason) return null;
  return (
    <Text id={id ?? blockedReasonId(cost)} fontSize="sm" color="fg.muted" w="full">
      {reason}
    </Text>
  );
}

/**
 * Top of /criar (docs/PRODUCT.md §credits.out): out of credits, a panel that says so, when
 * they renew, offers the plans and keeps 'Meus Roteiros' one click away; on the free plan
 * otherwise, the scripts still left and an upgrade link.
 */
export function CreditsStatus({
  subscription,
  onOpenSaved,
}: {
  subscription: Subscription | null;
  onOpenSaved: () => void;
}) {
  if (!subscription) return null;
  if (!canAfford(subscription, CREDIT_COSTS.script))
    return <OutOfCreditsPanel subscription={subscription} onOpenSaved={onOpenSaved} />;
  if (isPaidPlan(subscription.plan)) return null;
  return (
    <Card.Root as="section" aria-label="Seus créditos" size="sm" variant="outline" bg="brand.subtle">
      <Card.Body>
        <HStack gap="3" flexWrap="wrap" justify="space-between">
          <HStack gap="2" minW="0">
            <Icon as={LuCoins} color="brand.fg" aria-hidden="true" />
            <Text fontWeight="semibold">
              {scriptsLeftText(subscription.creditsRemaining)}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted">
                no plano Gratuito
              </Text>
            </Text>
          </HStack>
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/planos">Fazer upgrade</RouterLink>
          </Link>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function OutOfCreditsPanel({ subscription, onOpenSaved }: { subscription: Subscription; onOpenSaved: () => void }) {
  return (
    <Card.Root as="section" aria-labelledby="creditos-insuficientes" variant="outline" borderColor="orange.emphasized">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2">
            <Icon as={LuCoins} color="orange.fg" boxSize="5" aria-hidden="true" />
            <Heading as="h2" size="lg" id="creditos-insuficientes">
              Créditos insuficientes
            </Heading>
          </HStack>
          <Box>
            <Text>
              {isPaidPlan(subscription.plan)
                ? 'Seus créditos deste mês acabaram.'
                : 'Você já usou os roteiros do plano Gratuito deste mês.'}{' '}
              {renewalNote(subscription)}
            </Text>
            <Text color="fg.muted" fontSize="sm" mt="1">
              Seus roteiros salvos continuam em Meus Roteiros, e o teleprompter segue liberado.
            </Text>
          </Box>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild>
              <RouterLink to="/planos">
                <LuSparkles aria-hidden="true" /> Ver Planos
              </RouterLink>
            </Button>
            <Button variant="outline" aria-haspopup="dialog" onClick={onOpenSaved}>
              <LuFolderOpen aria-hidden="true" /> Meus Roteiros
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
