import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { LuCalendarClock, LuCoins, LuSparkles, LuUndo2 } from 'react-icons/lu';
import { formatInteger } from '@shared/format/format';
import { PLANS } from '@shared/plans/plans';
import { PageSpinner } from '../../lib/page-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { creditsOverview, CREDIT_USES, NO_RENEWAL, planComparison, type CreditsOverview } from './credits-explainer';
import { useSubscription } from './use-subscription';
import { CreditsBar } from '../../ui/credits-bar';
import { SectionCard } from '../../ui/section-card';

function UpgradeButton({ label = 'Ver Planos' }: { label?: string }) {
  return (
    <Button asChild alignSelf="flex-start">
      <RouterLink to="/planos">
        <LuSparkles aria-hidden="true" /> {label}
      </RouterLink>
    </Button>
  );
}

function Balance({ overview }: { overview: CreditsOverview }) {
  return (
    <SectionCard
      id="saldo"
      title="Seu saldo"
      aside={
        <Badge colorPalette="brand" size="lg">
          Plano {overview.planName}
        </Badge>
      }
      gap="5"
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root>
          <Stat.Label>Créditos disponíveis</Stat.Label>
          <Stat.ValueText data-testid="saldo-creditos">{overview.remaining}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Total do mês</Stat.Label>
          <Stat.ValueText>{overview.total}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Disponível</Stat.Label>
          <Stat.ValueText>{overview.percentAvailable}%</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <CreditsBar percent={overview.percentAvailable} low={overview.lowWarning} />
      {overview.nextRenewal === null ? (
        <Text>
          <LuCalendarClock aria-hidden="true" style={{ display: 'inline', verticalAlign: 'middle' }} /> {NO_RENEWAL}
        </Text>
      ) : (
        <Text>
          <LuCalendarClock aria-hidden="true" style={{ display: 'inline', verticalAlign: 'middle' }} /> Próxima
          renovação:{' '}
          <Text as="span" fontWeight="semibold">
            {overview.nextRenewal}
          </Text>
        </Text>
      )}
      {overview.inUse ? (
        <Text fontSize="sm" color="fg.muted">
          {overview.inUse} · devolvidos se a geração falhar
        </Text>
      ) : null}
    </SectionCard>
  );
}

function HowCreditsWork() {
  return (
    <SectionCard id="como-funcionam" title="Como os créditos funcionam">
      <Text color="fg.muted">
        Cada ação de IA usa créditos do seu saldo. O botão de cada ação mostra o preço antes do clique.
      </Text>
      <Box as="dl" borderWidth="1px" borderRadius="lg" overflow="hidden">
        {CREDIT_USES.map((use) => (
          <HStack key={use.action} justify="space-between" gap="3" px="4" py="2.5" borderBottomWidth="1px">
            <Text as="dt" minW="0">
              {use.action}
            </Text>
            <Text as="dd" fontWeight="semibold" whiteSpace="nowrap">
              {formatInteger(use.cost)} créditos
            </Text>
          </HStack>
        ))}
      </Box>
      <List.Root gap="2" variant="plain">
        <List.Item alignItems="flex-start">
          <List.Indicator asChild color="brand.fg" mt="1">
            <LuCalendarClock aria-hidden="true" />
          </List.Indicator>
          Todo mês, na data de renovação, seu saldo volta ao total do plano. Créditos não usados não acumulam.
        </List.Item>
        <List.Item alignItems="flex-start">
          <List.Indicator asChild color="brand.fg" mt="1">
            <LuUndo2 aria-hidden="true" />
          </List.Indicator>
          Se uma geração falhar, os créditos voltam para o seu saldo.
        </List.Item>
        <List.Item alignItems="flex-start">
          <List.Indicator asChild color="brand.fg" mt="1">
            <LuCoins aria-hidden="true" />
          </List.Indicator>
          Quando os créditos acabam, seus roteiros salvos e o teleprompter continuam disponíveis.
        </List.Item>
      </List.Root>
    </SectionCard>
  );
}

function PlanComparison() {
  return (
    <SectionCard id="comparar-planos" title="Compare os planos">
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label="Tabela de planos">
        <Table.Root size="sm">
          <Table.Caption srOnly>Créditos mensais e o que eles rendem em cada plano</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Plano</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Créditos/mês</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Roteiros</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Imagens</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Preço</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {planComparison().map((row) => (
              <Table.Row key={row.plan}>
                <Table.Cell fontWeight="semibold">{row.plan}</Table.Cell>
                <Table.Cell textAlign="end">{row.credits}</Table.Cell>
                <Table.Cell textAlign="end">{row.scripts}</Table.Cell>
                <Table.Cell textAlign="end">{row.images}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.price}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <UpgradeButton />
    </SectionCard>
  );
}

/**
 * /entenda-creditos (docs/PRODUCT.md §screens.entenda-creditos, §credits): the balance, the
 * monthly total, the share available, the renewal date, how credits work, the plans compared;
 * the free plan's upgrade call, or for paid plans the warning under 500 credits. It reads the
 * one subscription query, which every `subscription.updated` push reloads, so an upgrade made
 * in another tab shows here without a reload.
 */
export default function CreditsPage() {
  useDocumentTitle('Entenda seus Créditos');
  const { subscription, isLoading } = useSubscription();
  const overview = creditsOverview(subscription);
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Entenda seus Créditos
        </Heading>
        <Text color="fg.muted">Quanto você tem, quanto cada ação custa e quando seu saldo renova.</Text>
      </Stack>
      {isLoading ? (
        <PageSpinner minH="40" />
      ) : (
        <>
          {!subscription ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Não encontramos sua assinatura</Alert.Title>
                <Alert.Description>Tente de novo em instantes.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {overview.lowWarning ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content gap="2">
                <Alert.Title>Seus créditos estão acabando</Alert.Title>
                <Alert.Description>
                  Restam {overview.remaining} créditos
                  {overview.nextRenewal === null ? '' : ` até ${overview.nextRenewal}`}. Faça upgrade para continuar
                  criando sem pausa.
                </Alert.Description>
                <UpgradeButton label="Fazer upgrade" />
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Balance overview={overview} />
          {subscription && overview.isFree ? (
            <SectionCard id="upgrade" title="Crie sem limites com o Pro" gap="3" variant="subtle" bg="brand.subtle">
              <Text>
                O plano Gratuito tem {formatInteger(PLANS.free.monthlyCredits)} créditos por mês. O Pro tem{' '}
                {formatInteger(PLANS.pro.monthlyCredits)}: {PLANS.pro.monthlyCredits / PLANS.free.monthlyCredits}x mais,
                com todas as ferramentas liberadas.
              </Text>
              <UpgradeButton label="Fazer upgrade" />
            </SectionCard>
          ) : null}
          <HowCreditsWork />
          <PlanComparison />
        </>
      )}
    </Stack>
  );
}
