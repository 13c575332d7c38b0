import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { isBilledPlan, normalizePlan, planDisplayName } from '@shared/plans/plans';
import { renewalNote, summarizeCredits } from '@shared/subscription/credits';
import { useSubscription } from '../subscription/use-subscription';
import { CreditsSummary } from '../../ui/credits-summary';
import { SectionCard } from '../../ui/section-card';

/**
 * 'Plano & Créditos' (docs/PRODUCT.md §screens.perfil): the plan, the credits bar and the three
 * buttons (/gerenciar-assinatura for paid plans only). It reads the one subscription query that
 * the realtime `subscription.updated` event refreshes, so it changes live.
 */
export function PlanCreditsTab() {
  const { subscription, isLoading } = useSubscription();
  if (isLoading)
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Carregando seu plano">
        <Skeleton h="6" w="40" />
        <Skeleton h="3" />
        <Skeleton h="10" w="60" />
      </Stack>
    );
  const plan = normalizePlan(subscription?.plan);
  const summary = subscription ? summarizeCredits(subscription) : null;
  return (
    <SectionCard
      id="plano-creditos"
      title="Seu plano"
      aside={
        <Badge colorPalette="brand" size="lg">
          {planDisplayName(plan)}
        </Badge>
      }
    >
      {subscription?.status === 'canceled' ? (
        <Text color="fg.warning" fontWeight="medium">
          Seu plano não será renovado
        </Text>
      ) : null}
      {summary ? (
        <Stack gap="2">
          <CreditsSummary summary={summary} testId="perfil-creditos" />
          <Text fontSize="sm" color="fg.muted">
            {summary.percentAvailable}% disponível · {renewalNote(subscription!)}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">Não foi possível carregar seus créditos agora.</Text>
      )}
      <Wrap gap="3">
        <Button asChild variant="outline">
          <RouterLink to="/entenda-creditos">Entenda os créditos</RouterLink>
        </Button>
        <Button asChild>
          <RouterLink to="/planos">Ver planos</RouterLink>
        </Button>
        {isBilledPlan(plan) ? (
          <Button asChild variant="outline">
            <RouterLink to="/gerenciar-assinatura">Gerenciar Assinatura</RouterLink>
          </Button>
        ) : null}
      </Wrap>
    </SectionCard>
  );
}
