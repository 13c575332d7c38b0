import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Box, CloseButton, Drawer, Flex, IconButton, Portal, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { PageSpinner } from '../../lib/page-spinner';
import { useAuthStatus, useAuthUser } from '../auth/auth-store';
import { useKeptTheme } from '../hub/hub-theme';
import { useSubscriptionSync } from '../subscription/use-subscription-sync';
import { Header } from './header';
import { useShell } from './shell-store';
import { SidebarNav } from './sidebar';

function DesktopSidebar() {
  const collapsed = useShell((s) => s.collapsed);
  const toggle = useShell((s) => s.toggleCollapsed);
  return (
    <Box
      as="aside"
      display={{ base: 'none', md: 'flex' }}
      flexDirection="column"
      w={collapsed ? '16' : '60'}
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.subtle"
      position="sticky"
      top="0"
      h="100dvh"
      px="2"
      py="4"
      gap="4"
      transition="width 0.2s"
    >
      <Box flex="1" overflowY="auto">
        <SidebarNav collapsed={collapsed} />
      </Box>
      <IconButton
        variant="ghost"
        size="sm"
        alignSelf={collapsed ? 'center' : 'flex-end'}
        aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
        aria-expanded={!collapsed}
        onClick={toggle}
      >
        {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
      </IconButton>
    </Box>
  );
}

function MobileDrawer() {
  const open = useShell((s) => s.drawerOpen);
  const setOpen = useShell((s) => s.setDrawerOpen);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header>
              <Drawer.Title color="brand.fg">Viraliza</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <SidebarNav onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function Shell() {
  useSubscriptionSync();
  // the shop's active theme, on every page of the app (docs/ARCHITECTURE.md §hub-themes)
  useKeptTheme(useAuthUser()?.sub ?? null);
  return (
    <Flex minH="100dvh">
      <SkipNavLink id="conteudo">Pular para o conteúdo</SkipNavLink>
      <DesktopSidebar />
      <MobileDrawer />
      <Flex direction="column" flex="1" minW="0">
        <Header />
        <SkipNavContent id="conteudo" />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}

/**
 * The protected area's layout (docs/PRODUCT.md §screens.routes, §flows.session): a spinner while the session loads, /auth when
 * there is none (also when it disappears later), otherwise header + sidebar + page.
 */
export default function ProtectedLayout() {
  const status = useAuthStatus();
  if (status === 'loading') return <PageSpinner minH="100dvh" />;
  if (status === 'signedOut') return <Navigate to={SIGN_IN_PATH} replace />;
  return <Shell />;
}
