import { useState } from 'react';
import { Box, Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { useHydratedValue } from '../../lib/use-hydrated';

/**
 * Where the app lands after 'Excluir minha conta' (docs/ARCHITECTURE.md §account-deletion): the landing
 * page with a query that makes it say the account is gone. A toast alone went unseen while the
 * landing page loaded; the query also survives a reload.
 */
export const ACCOUNT_DELETED_PATH = '/?conta=excluida';

export const ACCOUNT_DELETED_NOTICE = {
  title: 'Conta excluída',
  description: 'Seus dados foram apagados e você saiu de todos os dispositivos.',
} as const;

/** True when the landing page was opened by a finished account deletion. */
export function isAccountDeletedSearch(search: string): boolean {
  return new URLSearchParams(search).get('conta') === 'excluida';
}

/**
 * The landing page's notice after an account deletion. The pre-rendered page has none, so it
 * shows once hydration is over (docs/ARCHITECTURE.md §prerender).
 */
export function AccountDeletedNotice() {
  const deleted = useHydratedValue(() => isAccountDeletedSearch(window.location.search), false);
  const [dismissed, setDismissed] = useState(false);
  if (!deleted || dismissed) return null;
  return (
    <Container maxW="6xl" pt={{ base: '20', md: '24' }}>
      {/* Box and Button only: the content pages' Chakra system has no Alert recipe (docs/PERFORMANCE.md §content-pages). */}
      <Box role="status" borderWidth="1px" borderColor="green.muted" bg="green.subtle" rounded="lg" p="4">
        <HStack align="flex-start" gap="3">
          <Box color="green.fg" mt="0.5" aria-hidden="true">
            <LuCircleCheck />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="semibold">{ACCOUNT_DELETED_NOTICE.title}</Text>
            <Text fontSize="sm">{ACCOUNT_DELETED_NOTICE.description}</Text>
          </Stack>
          <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
            Fechar
          </Button>
        </HStack>
      </Box>
    </Container>
  );
}
