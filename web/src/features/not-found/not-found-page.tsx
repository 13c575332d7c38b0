import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** docs/PRODUCT.md §screens.not-found: any other path shows this page and logs the attempted path. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Página não encontrada');
  useEffect(() => {
    console.error('404: rota inexistente acessada:', pathname);
  }, [pathname]);

  return (
    <Center as="main" minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="7xl" fontWeight="black" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl" lang="en">
          Oops! Page not found
        </Heading>
        <Text color="fg.muted">Página não encontrada</Text>
        <Button asChild>
          <RouterLink to="/">Voltar para o início</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
