import { Link, Text } from '@chakra-ui/react';
import { useServices } from '../../lib/services';

/** Locally, codes land in the dev mailbox served by the local server; say where. */
export function LocalMailboxHint() {
  const { auth } = useServices();
  if (!auth.localMode) return null;
  return (
    <Text fontSize="sm" color="fg.muted" bg="bg.muted" px="3" py="2" borderRadius="md">
      Modo local: veja o código em{' '}
      <Link href="/dev/emails" target="_blank" rel="noopener" color="brand.fg" fontWeight="medium">
        /dev/emails
      </Link>
    </Text>
  );
}
