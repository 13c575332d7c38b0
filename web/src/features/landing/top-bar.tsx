import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { LuMenu, LuX } from 'react-icons/lu';
import { LANDING_LIMITS, LANDING_SECTIONS } from '@shared/landing/landing';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '@shared/navigation/app-routes';
import { AppLink } from '../../lib/app-link';

/** True once the page scrolled past `threshold` px (docs/PRODUCT.md §limits.landing). */
function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    // The first reading waits for the next frame: read right after hydration, the scroll position
    // forces a layout of the whole page in the middle of the page's start (docs/PERFORMANCE.md §content-pages).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}

const MENU_ID = 'menu-celular';

/**
 * The landing page's fixed top bar (docs/PRODUCT.md §screens.landing): transparent at the top,
 * translucent with a blur and a border past 20 px. On small screens the links move into a menu;
 * opening it puts the focus on its first link, Escape closes it and gives the focus back to the
 * toggle.
 */
export function TopBar() {
  const scrolled = useScrolled(LANDING_LIMITS.topBarScrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const solid = scrolled || menuOpen;

  useEffect(() => {
    if (menuOpen) menuRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [menuOpen]);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') closeMenu(true);
  };

  // In the mobile menu each link is a block of its own, one per line, with a finger-sized
  // target ('Como funcionaRecursos' ran together at 390 px, issue 10 defect 4).
  const anchors = (mobile: boolean) =>
    LANDING_SECTIONS.map(({ id, label }) => (
      <Link
        key={id}
        href={`#${id}`}
        color="fg.muted"
        fontWeight="medium"
        onClick={() => closeMenu(false)}
        {...(mobile ? { display: 'flex', minH: '11', alignItems: 'center', w: 'full' } : {})}
      >
        {label}
      </Link>
    ));
  const actions = (
    <>
      <Button asChild variant="ghost" size="sm">
        <AppLink to={SIGN_IN_PATH}>Entrar</AppLink>
      </Button>
      <Button asChild size="sm">
        <AppLink to={SIGN_UP_PATH}>Registrar</AppLink>
      </Button>
    </>
  );
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      transition="background 0.2s, border-color 0.2s"
      bg={solid ? 'bg/80' : 'transparent'}
      backdropFilter={solid ? 'blur(12px)' : undefined}
      borderBottomWidth="1px"
      borderColor={solid ? 'border' : 'transparent'}
      data-scrolled={scrolled ? '' : undefined}
    >
      <Container maxW="6xl">
        <Flex h="16" align="center" gap="6">
          <Link asChild fontSize="xl" fontWeight="extrabold" color="brand.fg" textDecoration="none">
            <AppLink to="/">Viraliza</AppLink>
          </Link>
          <HStack as="nav" aria-label="Seções" gap="6" display={{ base: 'none', md: 'flex' }}>
            {anchors(false)}
          </HStack>
          <HStack ms="auto" gap="2" display={{ base: 'none', md: 'flex' }}>
            {actions}
          </HStack>
          <IconButton
            ref={toggleRef}
            ms="auto"
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <LuX /> : <LuMenu />}
          </IconButton>
        </Flex>
        {menuOpen ? (
          <Stack
            ref={menuRef}
            as="nav"
            id={MENU_ID}
            aria-label="Menu"
            pb="4"
            gap="0"
            flexDirection="column"
            alignItems="stretch"
            display={{ base: 'flex', md: 'none' }}
            onKeyDown={onMenuKey}
          >
            {anchors(true)}
            <HStack pt="2" gap="2" flexWrap="wrap">
              {actions}
            </HStack>
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
