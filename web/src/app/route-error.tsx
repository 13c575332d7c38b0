import { useRouteError } from 'react-router-dom';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useInteractiveMark } from './interactive-mark';

/** Shown when a page throws or its code chunk fails to load (e.g. right after a deploy). */
export function RouteError() {
  const error = useRouteError();
  // In place of the route's boundary (./router.tsx): this screen is what answers now.
  useInteractiveMark();
  console.error('rota: erro inesperado', error);
  return (
    <Center as="main" minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          Algo deu errado
        </Heading>
        <Text color="fg.muted">Não foi possível abrir esta página. Recarregue para tentar de novo.</Text>
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
      </Stack>
    </Center>
  );
}
