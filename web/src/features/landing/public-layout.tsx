import type { ReactNode } from 'react';
import { Box, Button, Container, Flex, HStack, Link, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { AppLink } from '../../lib/app-link';
import { SiteFooter } from './site-footer';

/**
 * The frame of the public pages other than the landing page (/contato, the legal pages): a light
 * header with the way home and to sign in, the page, the footer. No shell, no Amplify call.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id="conteudo">Pular para o conteúdo</SkipNavLink>
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="6xl">
          <Flex h="16" align="center" gap="4">
            <Link asChild fontSize="xl" fontWeight="extrabold" color="brand.fg" textDecoration="none">
              <AppLink to="/">Viraliza</AppLink>
            </Link>
            <HStack as="nav" aria-label="Navegação" ms="auto" gap="2">
              <Button asChild variant="ghost" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
                <AppLink to="/planos">Planos</AppLink>
              </Button>
              <Button asChild size="sm">
                <AppLink to={SIGN_IN_PATH}>Entrar</AppLink>
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <SkipNavContent id="conteudo" />
      <Box as="main" flex="1" py={{ base: '8', md: '12' }}>
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
