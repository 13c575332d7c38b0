import { memo, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  Icon,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LuArrowLeft, LuCheck, LuClock, LuMail, LuPiggyBank, LuSettings, LuX, LuZap } from 'react-icons/lu';
import type { BillingInterval } from '@shared/billing/billing.schema';
import { planPrice, priceSuffix, yearlySaving } from '@shared/billing/pricing';
import { formatBRL } from '@shared/format/format';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { PLANS, type PaidPlanId } from '@shared/plans/plans';
import { useServices } from '../../lib/services';
import { isApiError } from '../../lib/api-error';
import { notify, toaster } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthStatus } from '../auth/auth-store';
import { SUBSCRIPTION_QUERY_KEY, useSubscription } from '../subscription/use-subscription';
import { useSubscriptionSync } from '../subscription/use-subscription-sync';
import {
  BILLING_ERROR_TITLE,
  CHECKOUT_OPENED,
  CHECKOUT_PROCESSING,
  checkoutErrorMessage,
  openPortal,
  PORTAL_OPENED,
  PORTAL_PROCESSING,
  portalErrorMessage,
  startCheckout,
} from './billing-api';
import {
  COMPETITOR_PRICES,
  COMPETITOR_SAVING_CLAIM,
  CONTACT_EMAIL,
  PLAN_CARDS,
  WHY_CHOOSE,
  type PlanCard as PlanCardData,
} from './plan-catalogue';
import { openBlankTab } from './open-in-new-tab';
import { planCardAction, showsManageSubscription, type PlanCardAction, type PlanViewer } from './plan-card-state';

const WHY_ICONS = [LuPiggyBank, LuZap, LuClock] as const;

/** Who is looking: the session first, then (signed in) the subscription. */
function usePlanViewer(): PlanViewer {
  const status = useAuthStatus();
  const { subscription, isLoading } = useSubscription();
  if (status === 'loading') return { kind: 'loading' };
  if (status === 'signedOut') return { kind: 'signedOut' };
  if (isLoading) return { kind: 'loading' };
  return { kind: 'signedIn', plan: subscription?.plan ?? null };
}

/** 'Voltar': the previous page when this tab has one (in the app or before it), else the landing page. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => (location.key !== 'default' || window.history.length > 1 ? navigate(-1) : navigate('/'))}
      alignSelf="flex-start"
    >
      <LuArrowLeft aria-hidden="true" /> Voltar
    </Button>
  );
}

const IntervalToggle = memo(function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (v: BillingInterval) => void;
}) {
  const option = (interval: BillingInterval, label: string, extra?: string) => (
    <Button
      key={interval}
      size="sm"
      rounded="full"
      variant={value === interval ? 'solid' : 'ghost'}
      aria-pressed={value === interval}
      onClick={() => onChange(interval)}
    >
      {label}
      {extra ? (
        <Badge colorPalette={value === interval ? 'gray' : 'green'} variant="solid" size="sm">
          {extra}
        </Badge>
      ) : null}
    </Button>
  );
  return (
    <HStack role="group" aria-label="Cobrança" gap="1" p="1" borderWidth="1px" rounded="full" bg="bg.subtle">
      {option('monthly', 'Mensal')}
      {option('yearly', 'Anual', '10% OFF')}
    </HStack>
  );
});

// The page renders again when the session check answers (a moment after it hydrates): what does
// not depend on the viewer is memoized, so that render restyles only the plan buttons, not the
// ~400 styled elements of the page (docs/PERFORMANCE.md §bundle).
const PriceBlock = memo(function PriceBlock({ card, interval }: { card: PlanCardData; interval: BillingInterval }) {
  if (card.id === 'free')
    return (
      <Box>
        <Text fontSize="3xl" fontWeight="bold">
          {formatBRL(PLANS.free.priceMonthly)}
          <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
            {priceSuffix(interval)}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Sem cartão de crédito
        </Text>
      </Box>
    );
  return (
    <Box>
      <Text fontSize="3xl" fontWeight="bold">
        {formatBRL(planPrice(card.id, interval))}
        <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
          {priceSuffix(interval)}
        </Text>
      </Text>
      {interval === 'yearly' ? (
        <Text fontSize="sm" color="green.fg" fontWeight="medium">
          Economize {formatBRL(yearlySaving(card.id))} por ano
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          ou {formatBRL(planPrice(card.id, 'yearly'))}
          {priceSuffix('yearly')} no plano anual
        </Text>
      )}
    </Box>
  );
});

/** The plan's name, badge and description. */
const PlanCardHeader = memo(function PlanCardHeader({ card, headingId }: { card: PlanCardData; headingId: string }) {
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="center" flexWrap="wrap" gap="2">
        <Heading as="h2" size="xl" id={headingId}>
          {card.name}
        </Heading>
        {card.badge ? (
          <Badge colorPalette="brand" variant="solid" size="md">
            {card.badge}
          </Badge>
        ) : null}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {card.description}
      </Text>
    </Stack>
  );
});

const PlanFeatures = memo(function PlanFeatures({ features }: { features: PlanCardData['features'] }) {
  return (
    <List.Root gap="2" variant="plain" fontSize="sm">
      {features.map((feature) => (
        <List.Item key={feature.text} alignItems="flex-start" color={feature.included ? 'fg' : 'fg.muted'}>
          <List.Indicator asChild color={feature.included ? 'green.fg' : 'fg.muted'} mt="0.5">
            {feature.included ? <LuCheck aria-hidden="true" /> : <LuX aria-hidden="true" />}
          </List.Indicator>
          {feature.included ? null : <VisuallyHidden>Não incluído: </VisuallyHidden>}
          {feature.text}
        </List.Item>
      ))}
    </List.Root>
  );
});

function PlanCardView({
  card,
  interval,
  action,
  busy,
  onChoose,
}: {
  card: PlanCardData;
  interval: BillingInterval;
  action: PlanCardAction;
  busy: boolean;
  onChoose: () => void;
}) {
  const headingId = `plano-${card.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant={card.highlight ? 'elevated' : 'outline'}
      borderWidth={card.highlight ? '2px' : '1px'}
      borderColor={card.highlight ? 'brand.solid' : 'border'}
      borderRadius="2xl"
      position="relative"
      minW="0"
    >
      <Card.Body gap="5">
        <PlanCardHeader card={card} headingId={headingId} />
        <PriceBlock card={card} interval={interval} />
        <Button
          size="lg"
          w="full"
          variant={card.highlight && !action.disabled ? 'solid' : 'outline'}
          disabled={action.disabled}
          loading={busy || action.kind === 'loading'}
          // the spinner keeps the label beside it: a loading button with no text has no accessible name
          loadingText={action.label}
          onClick={onChoose}
        >
          {action.label}
        </Button>
        <PlanFeatures features={card.features} />
      </Card.Body>
    </Card.Root>
  );
}

const WhyChoose = memo(function WhyChoose() {
  return (
    <Stack as="section" aria-labelledby="por-que-viraliza" gap="6">
      <Heading as="h2" size="2xl" id="por-que-viraliza" textAlign="center">
        Por que escolher o Viraliza?
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {WHY_CHOOSE.map((item, i) => (
          <Card.Root key={item.figure} variant="subtle" borderRadius="xl">
            <Card.Body gap="2" alignItems="center" textAlign="center">
              <Icon as={WHY_ICONS[i]} boxSize="6" color="brand.fg" aria-hidden="true" />
              <Text fontSize="3xl" fontWeight="extrabold" color="brand.fg">
                {item.figure}
              </Text>
              <Text fontWeight="semibold">{item.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {item.text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
});

const CompetitorComparison = memo(function CompetitorComparison() {
  return (
    <Stack as="section" aria-labelledby="compare" gap="4" maxW="3xl" mx="auto" w="full">
      <Heading as="h2" size="2xl" id="compare" textAlign="center">
        Compare e economize
      </Heading>
      <Text color="fg.muted" textAlign="center">
        {COMPETITOR_SAVING_CLAIM}
      </Text>
      <Box as="dl" borderWidth="1px" borderRadius="xl" overflow="hidden">
        {COMPETITOR_PRICES.map((row) => (
          <Flex key={row.name} justify="space-between" gap="2" px="4" py="3" borderBottomWidth="1px" flexWrap="wrap">
            <Text as="dt" minW="0">
              {row.name}
            </Text>
            <Text as="dd" fontWeight="medium" textDecoration="line-through" color="fg.muted">
              {row.price}
            </Text>
          </Flex>
        ))}
        <Flex justify="space-between" gap="2" px="4" py="3" flexWrap="wrap" bg="brand.subtle">
          <Text as="dt" fontWeight="bold">
            Viraliza {PLANS.pro.displayName}
          </Text>
          <Text as="dd" fontWeight="bold" color="brand.fg">
            {formatBRL(PLANS.pro.priceMonthly)}
            {priceSuffix('monthly')}
          </Text>
        </Flex>
      </Box>
    </Stack>
  );
});

const PlansIntro = memo(function PlansIntro() {
  return (
    <>
      <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight" fontWeight="extrabold">
        Escolha Seu Plano
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
        Comece grátis e faça upgrade quando quiser criar mais. Cancele quando quiser: o plano vale até o fim do período
        pago.
      </Text>
    </>
  );
});

const PlansContact = memo(function PlansContact() {
  return (
    <Text textAlign="center" color="fg.muted">
      <Icon as={LuMail} aria-hidden="true" verticalAlign="middle" me="1" />
      Dúvidas sobre os planos? Escreva para{' '}
      <Link href={`mailto:${CONTACT_EMAIL}`} color="brand.fg" fontWeight="medium" textDecoration="underline">
        {CONTACT_EMAIL}
      </Link>
    </Text>
  );
});

/**
 * /planos (docs/PRODUCT.md §screens.planos, §flows.checkout, §flows.billing-toggle): public; a
 * signed-in user sees which plan is theirs. Choosing a paid plan shows 'Processando – Abrindo
 * checkout...', asks the server for a checkout and opens it in a new tab ('Checkout aberto'); this
 * tab then updates live when the payment lands.
 */
export default function PlansPage() {
  useDocumentTitle('Escolha Seu Plano');
  const { api } = useServices();
  const navigate = useNavigate();
  const viewer = usePlanViewer();
  const queryClient = useQueryClient();
  // A payment made in another tab shows here without a reload: the subscription.updated push, and
  // coming back to this tab, reload the plan (docs/PRODUCT.md §flows.subscription-sync).
  useSubscriptionSync();
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const [busy, setBusy] = useState<PaidPlanId | null>(null);

  // Back from the checkout with the browser's back button (the page restored from its cache).
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setBusy(null);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function choose(card: PlanCardData, action: PlanCardAction) {
    if (card.id === 'free' || action.disabled || busy) return;
    if (action.kind === 'signIn') {
      navigate(SIGN_IN_PATH, { state: { returnTo: '/planos' } });
      return;
    }
    const change = action.kind === 'change';
    const tab = openBlankTab(); // inside the click, or the browser blocks it
    setBusy(card.id);
    const toastId = toaster.create({ type: 'loading', title: change ? PORTAL_PROCESSING : CHECKOUT_PROCESSING });
    try {
      const url = change ? await openPortal(api) : await startCheckout(api, card.id, interval);
      if (tab.go(url) === 'tab') {
        toaster.dismiss(toastId);
        const opened = change ? PORTAL_OPENED : CHECKOUT_OPENED;
        notify.success(opened.title, opened.description);
        setBusy(null);
      }
    } catch (err) {
      console.error('planos: checkout falhou', err);
      tab.cancel();
      toaster.dismiss(toastId);
      // Already subscribed (a plan bought elsewhere since this page read it): reload the plan, so
      // its card says 'Plano Atual' and 'Gerenciar Assinatura' shows at the top of the page.
      if (isApiError(err) && err.code === 'conflict')
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      notify.error(BILLING_ERROR_TITLE, change ? portalErrorMessage(err) : checkoutErrorMessage(err));
      setBusy(null);
    }
  }

  return (
    <Box as="main" minH="100dvh" pb="16" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg">
      <Container maxW="6xl" pt="4">
        <Stack gap={{ base: '10', md: '14' }}>
          <Stack gap="6" align="center" textAlign="center">
            <Flex w="full" justify="space-between" align="center" gap="2" flexWrap="wrap">
              <BackButton />
              {showsManageSubscription(viewer) ? (
                <Button asChild variant="outline" size="sm">
                  <RouterLink to="/gerenciar-assinatura">
                    <LuSettings aria-hidden="true" /> Gerenciar Assinatura
                  </RouterLink>
                </Button>
              ) : null}
            </Flex>
            <PlansIntro />
            <IntervalToggle value={interval} onChange={setBillingInterval} />
          </Stack>

          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
            {PLAN_CARDS.map((card) => {
              const action = planCardAction(card, viewer);
              return (
                <PlanCardView
                  key={card.id}
                  card={card}
                  interval={interval}
                  action={action}
                  busy={busy === card.id}
                  onChoose={() => void choose(card, action)}
                />
              );
            })}
          </SimpleGrid>

          <WhyChoose />
          <CompetitorComparison />

          <PlansContact />
        </Stack>
      </Container>
    </Box>
  );
}
