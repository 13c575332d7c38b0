import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useDocumentTitle } from '../../lib/use-document-title';

export const UNDER_CONSTRUCTION = 'Em construção';

function PlaceholderBody({ title }: { title: string }) {
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Badge colorPalette="orange" variant="subtle" size="lg">
        {UNDER_CONSTRUCTION}
      </Badge>
      <Text color="fg.muted">Estamos preparando esta página. Volte em breve!</Text>
    </Stack>
  );
}

/** A protected page not built yet: its title as h1 and 'Em construção'. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PlaceholderBody title={title} />;
}
