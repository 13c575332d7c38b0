import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountTab } from './account-tab';
import { DeleteAccountCard } from './delete-account-card';
import { PlanCreditsTab } from './plan-credits-tab';
import { SecurityTab } from './security-tab';

/** The tabs and their `?aba=` values, so a link (or a reload) opens the right one. */
const TABS = [
  { value: 'plano', label: 'Plano & Créditos' },
  { value: 'conta', label: 'Conta' },
  { value: 'seguranca', label: 'Segurança' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /perfil — 'Minha Conta' (docs/PRODUCT.md §screens.perfil); 'Excluir minha conta' stays below every tab. */
export default function ProfilePage() {
  useDocumentTitle('Minha Conta');
  const [params, setParams] = useSearchParams();
  const asked = params.get('aba');
  const tab: TabValue = TABS.some((t) => t.value === asked) ? (asked as TabValue) : 'plano';

  return (
    <Stack gap="8" maxW="2xl" w="full" minW="0">
      <Heading as="h1" size="2xl">
        Minha Conta
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams(e.value === 'plano' ? {} : { aba: e.value }, { replace: true })}
        lazyMount
        variant="line"
        fitted
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} px={{ base: '2', sm: '4' }} fontSize={{ base: 'sm', sm: 'md' }}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="plano" pt="6">
          <PlanCreditsTab />
        </Tabs.Content>
        <Tabs.Content value="conta" pt="6">
          <AccountTab />
        </Tabs.Content>
        <Tabs.Content value="seguranca" pt="6">
          <SecurityTab />
        </Tabs.Content>
      </Tabs.Root>
      <DeleteAccountCard />
    </Stack>
  );
}
