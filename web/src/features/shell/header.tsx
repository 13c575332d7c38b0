import { Link as RouterLink } from 'react-router-dom';
import { Flex, HStack, IconButton, Link, Spacer } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { HOME_AFTER_SIGN_IN } from '@shared/navigation/app-routes';
import { CreditsPopover } from './credits-popover';
import { useShell } from './shell-store';
import { UserMenu } from './user-menu';

export function Header() {
  const drawerOpen = useShell((s) => s.drawerOpen);
  const setDrawerOpen = useShell((s) => s.setDrawerOpen);
  return (
    <Flex
      as="header"
      h="16"
      px={{ base: '3', md: '6' }}
      align="center"
      gap="3"
      borderBottomWidth="1px"
      bg="bg/90"
      backdropFilter="blur(8px)"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(!drawerOpen)}
      >
        <LuMenu />
      </IconButton>
      <Link asChild fontSize="xl" fontWeight="extrabold" color="brand.fg" textDecoration="none" letterSpacing="tight">
        <RouterLink to={HOME_AFTER_SIGN_IN}>Viraliza</RouterLink>
      </Link>
      <Spacer />
      <HStack gap="3">
        <CreditsPopover />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
