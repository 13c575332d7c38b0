import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuCoins, LuFolderOpen, LuSparkles } from 'react-icons/lu';
import { canAfford } from '@shared/access/feature-access';
import { CREDIT_COSTS, isPaidPlan } from '@shared/plans/plans';
import { renewalText, scriptsLeftText } from '@shared/subscription/credits';
import type { Subscription } from '@shared/subscription/subscription.schema';

/** Names the text that says why the generate buttons are disabled (their aria-describedby). */
export const OUT_OF_CREDITS_REASON_ID = 'creditos-insuficientes-motivo';

/**
 * Why generating is not possible right now, or null: the balance does not cover one script
 * (docs/PRODUCT.md §credits.out). Only what to show: the server's charge decides.
 */
export function generateBlockedReason(sub: Subscription | null, now: Date = new Date()): string | null {
  if (!sub || canAfford(sub, CREDIT_COSTS.script)) return null;
  return `Créditos insuficientes para gerar. ${renewalText(sub.creditsResetAt, now)}`;
}

const GenerateBlocked = createContext<string | null>(null);
export const GenerateBlockedProvider = GenerateBlocked.Provider;

/** The reason the generate buttons are disabled (null when they are not). */
export function useGenerateBlocked(): string | null {
  return useContext(GenerateBlocked);
}

/** The reason under a disabled generate button, named by OUT_OF_CREDITS_REASON_ID. */
export function GenerateBlockedNote() {
  const reason = useGenerateBlocked();
  if (!reason) return null;
  return (
    <Text id={OUT_OF_CREDITS_REASON_ID} fontSize="sm" color="fg.muted" w="full">
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
              {renewalText(subscription.creditsResetAt)}
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
