import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { AppLink } from '../../lib/app-link';

const FOOTER_LINKS = [
  { to: '/politica-privacidade', label: 'Política de Privacidade' },
  { to: '/termos-uso', label: 'Termos de Uso' },
  { to: '/contato', label: 'Contato' },
] as const;

/** The public pages' footer (docs/PRODUCT.md §screens.landing): the copyright and the legal links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" py="8">
      <Container maxW="6xl">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align="center"
          fontSize="sm"
          color="fg.muted"
          textAlign="center"
        >
          <Text>© {year} Viraliza. Todos os direitos reservados.</Text>
          <HStack as="nav" aria-label="Links legais" gap={{ base: '4', md: '6' }} flexWrap="wrap" justify="center">
            {FOOTER_LINKS.map(({ to, label }) => (
              <Link key={to} asChild color="fg.muted" minH="11" display="inline-flex" alignItems="center">
                <AppLink to={to}>{label}</AppLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
