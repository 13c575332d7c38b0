import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UNDER_CONSTRUCTION } from '../placeholder/placeholder-page';
import { DeleteAccountCard } from './delete-account-card';

/** /perfil — 'Minha Conta'. Only the account deletion is built; the rest of the page is still to come. */
export default function ProfilePage() {
  useDocumentTitle('Minha Conta');
  return (
    <Stack gap="8" maxW="2xl">
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Minha Conta
        </Heading>
        <Badge colorPalette="orange" variant="subtle" size="lg">
          {UNDER_CONSTRUCTION}
        </Badge>
        <Text color="fg.muted">Em breve você poderá editar seu perfil aqui.</Text>
      </Stack>
      <DeleteAccountCard />
    </Stack>
  );
}
