import { Fragment, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuCreditCard, LuRefreshCw, LuSparkles } from 'react-icons/lu';
import { BILLING_MESSAGES } from '@shared/billing/billing.schema';
import { formatInteger } from '@shared/format/format';
import { PLANS, planDisplayName } from '@shared/plans/plans';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { PageSpinner } from '../../lib/page-spinner';
import { useServices } from '../../lib/services';
import { notify, toaster } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthUser } from '../auth/auth-store';
import { subscriptionQueryKey, SUBSCRIPTION_QUERY_KEY, useSubscription } from '../subscription/use-subscription';
import {
  BILLING_ERROR_TITLE,
  openPortal,
  PORTAL_OPENED,
  PORTAL_PROCESSING,
  portalErrorMessage,
  renewErrorMessage,
  renewSubscription,
} from './billing-api';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { openBlankTab } from './open-in-new-tab';
import {
  accessUntilText,
  hasPaidSubscription,
  statusColor,
  statusLabel,
  subscriptionDetailRows,
  willNotRenew,
} from './subscription-details';
import { SectionCard } from '../../ui/section-card';

/** After a cancellation the page reloads the subscription 2 s later (docs/PRODUCT.md §flows.cancellation, §limits.timing). */
export const CANCELLATION_RELOAD_DELAY_MS = 2_000;

/**
 * Shows the answer of a cancel or renew at once (it is the new row), then reloads the
 * subscription 2 s later as the old page reloaded itself: what the payment provider applied
 * meanwhile shows too. The timers die with the page.
 */
function useApplyRow() {
  const queryClient = useQueryClient();
  const userSub = useAuthUser()?.sub;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  return (row: Subscription) => {
    queryClient.setQueryData(subscriptionQueryKey(userSub), row);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    }, CANCELLATION_RELOAD_DELAY_MS);
    timers.current.add(timer);
  };
}

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
      <RouterLink to="/perfil">
        <LuArrowLeft aria-hidden="true" /> Minha Conta
      </RouterLink>
    </Link>
  );
}

/** Free users (and a missing row): no subscription to manage (docs/PRODUCT.md §screens.gerenciar-assinatura). */
function NoSubscriptionNotice({ subscription }: { subscription: Subscription | null }) {
  return (
    <SectionCard id="sem-assinatura" title={BILLING_MESSAGES.noSubscription} align="flex-start">
      <Text color="fg.muted">
        {subscription
          ? `Você está no plano ${planDisplayName(subscription.plan)}, com ${formatInteger(PLANS.free.monthlyCredits)} créditos por mês. `
          : ''}
        Assine o Pro ou o Enterprise para liberar todas as ferramentas e até{' '}
        {formatInteger(PLANS.enterprise.monthlyCredits)} créditos por mês.
      </Text>
      <Button asChild>
        <RouterLink to="/planos">
          <LuSparkles aria-hidden="true" /> Ver Planos
        </RouterLink>
      </Button>
    </SectionCard>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { api } = useServices();
  const [opening, setOpening] = useState(false);

  async function managePayment() {
    const tab = openBlankTab(); // inside the click, or the browser blocks it
    setOpening(true);
    const toastId = toaster.create({ type: 'loading', title: PORTAL_PROCESSING });
    try {
      if (tab.go(await openPortal(api)) === 'tab') {
        toaster.dismiss(toastId);
        notify.success(PORTAL_OPENED.title, PORTAL_OPENED.description);
        setOpening(false);
      }
    } catch (err) {
      console.error('assinatura: portal falhou', err);
      tab.cancel();
      toaster.dismiss(toastId);
      notify.error(BILLING_ERROR_TITLE, portalErrorMessage(err));
      setOpening(false);
    }
  }

  return (
    <SectionCard
      id="sua-assinatura"
      title="Sua assinatura"
      aside={
        <Badge colorPalette={statusColor(subscription.status, subscription.cancelAtPeriodEnd)} size="lg">
          {statusLabel(subscription.status, subscription.cancelAtPeriodEnd)}
        </Badge>
      }
      gap="5"
    >
      {subscription.status === 'past_due' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>O último pagamento não foi aprovado</Alert.Title>
            <Alert.Description>
              Atualize sua forma de pagamento em &quot;Gerenciar pagamento&quot; para manter o plano.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Grid as="dl" templateColumns={{ base: '1fr', sm: '16rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }}>
        {subscriptionDetailRows(subscription).map((row) => (
          <Fragment key={row.label}>
            <Text as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
              {row.label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {row.value}
            </Text>
          </Fragment>
        ))}
      </Grid>
      <HStack gap="3" flexWrap="wrap">
        <Button onClick={() => void managePayment()} loading={opening}>
          <LuCreditCard aria-hidden="true" /> Gerenciar pagamento
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/planos">Ver Planos</RouterLink>
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to="/entenda-creditos">Entenda seus créditos</RouterLink>
        </Button>
      </HStack>
    </SectionCard>
  );
}

/** The renewal area: cancel, or once cancelled 'Seu plano não será renovado' and renew (docs/PRODUCT.md §flows.cancellation). */
function RenewalArea({ subscription }: { subscription: Subscription }) {
  const { api } = useServices();
  const applyRow = useApplyRow();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const until = accessUntilText(subscription.currentPeriodEnd);
  const planName = planDisplayName(subscription.plan);

  async function renew() {
    setRenewing(true);
    try {
      applyRow(await renewSubscription(api));
      notify.success('Assinatura renovada!', `Seu plano ${planName} volta a ser renovado automaticamente.`);
    } catch (err) {
      console.error('assinatura: renovação falhou', err);
      notify.error(BILLING_ERROR_TITLE, renewErrorMessage(err));
    } finally {
      setRenewing(false);
    }
  }

  if (willNotRenew(subscription))
    return (
      <Alert.Root status="warning" role="status" variant="outline" borderRadius="xl">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title fontSize="md">{BILLING_MESSAGES.notRenewing}</Alert.Title>
          <Alert.Description>
            Você continua no plano {planName} {until}. Depois disso, sua conta volta ao plano Gratuito.
          </Alert.Description>
          <Button colorPalette="brand" onClick={() => void renew()} loading={renewing} alignSelf="flex-start" size="sm">
            <LuRefreshCw aria-hidden="true" /> Renovar assinatura
          </Button>
        </Alert.Content>
      </Alert.Root>
    );

  return (
    <SectionCard id="cancelar" title="Cancelar assinatura" gap="3" align="flex-start" headingSize="md">
      <Text color="fg.muted">
        Ao cancelar, a renovação automática é desligada, mas você continua com o plano {until}. Não há reembolso
        proporcional.
      </Text>
      <Button variant="outline" colorPalette="red" aria-haspopup="dialog" onClick={() => setCancelOpen(true)}>
        Cancelar assinatura
      </Button>
      <CancelSubscriptionDialog
        open={cancelOpen}
        accessUntil={until}
        onClose={() => setCancelOpen(false)}
        onCancelled={(row) => {
          setCancelOpen(false);
          applyRow(row);
          notify.success(
            'Assinatura cancelada',
            `Você continua no plano ${planName} ${accessUntilText(row.currentPeriodEnd)}.`,
          );
        }}
      />
    </SectionCard>
  );
}

/**
 * /gerenciar-assinatura (docs/PRODUCT.md §screens.gerenciar-assinatura): the subscription's
 * details, the payment portal, cancellation and renewal; free users see that they have no
 * subscription. It reads the one subscription query, so a change from another tab or from the
 * payment provider shows here without a reload.
 */
export default function ManageSubscriptionPage() {
  useDocumentTitle('Gerenciar Assinatura');
  const { subscription, isLoading } = useSubscription();
  return (
    <Stack gap="6" maxW="3xl">
      <BackLink />
      <Heading as="h1" size="2xl">
        Gerenciar Assinatura
      </Heading>
      {isLoading ? (
        <PageSpinner minH="40" />
      ) : subscription && hasPaidSubscription(subscription) ? (
        <>
          <SubscriptionDetails subscription={subscription} />
          <RenewalArea subscription={subscription} />
        </>
      ) : (
        <NoSubscriptionNotice subscription={subscription} />
      )}
    </Stack>
  );
}
