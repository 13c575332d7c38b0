import { Center, Spinner, type CenterProps } from '@chakra-ui/react';

/** The one loading indicator: a status region named "Carregando" (easy to find in tests). */
export function PageSpinner(props: CenterProps) {
  return (
    <Center role="status" aria-label="Carregando" aria-live="polite" minH="40vh" w="full" {...props}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}
