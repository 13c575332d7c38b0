import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuMenu, LuMonitorPlay, LuSparkles, LuTarget, LuTrendingUp, LuX, LuZap } from 'react-icons/lu';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The top bar turns translucent once the page scrolled past this (docs/PRODUCT.md §limits.landing). */
export const TOP_BAR_SCROLL_THRESHOLD_PX = 20;

const PLATFORMS = ['Instagram', 'YouTube', 'TikTok', 'LinkedIn', 'X'];

const STEPS = [
  { n: 1, title: 'Escolha seu nicho', text: 'Conte para a IA sobre você, seu público e o que quer comunicar.' },
  {
    n: 2,
    title: 'A IA cria o roteiro',
    text: 'Um roteiro com gancho, desenvolvimento e chamada para ação em segundos.',
  },
  { n: 3, title: 'Você grava e viraliza', text: 'Grave com o teleprompter integrado e publique nas suas redes.' },
];

const BENEFITS = [
  { icon: LuZap, title: 'Criação instantânea', text: 'Do zero ao roteiro pronto em segundos, sem bloqueio criativo.' },
  {
    icon: LuTrendingUp,
    title: 'Baseado no que viraliza',
    text: 'Estruturas inspiradas em milhares de vídeos virais analisados.',
  },
  { icon: LuMonitorPlay, title: 'Teleprompter integrado', text: 'Grave logo depois de gerar o roteiro, no seu ritmo.' },
  { icon: LuTarget, title: 'Missões de crescimento', text: 'Metas e missões diárias para você postar com constância.' },
];

function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/** The landing's section links, in the top bar and in the mobile menu. */
const SECTION_LINKS = [
  { href: '#como-funciona', label: 'Como funciona' },
  { href: '#por-que-usar', label: 'Recursos' },
] as const;

function TopBar() {
  const scrolled = useScrolled(TOP_BAR_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  // In the mobile menu each link is a block of its own, one per line, with a finger-sized
  // target ('Como funcionaRecursos' ran together at 390 px, issue 10 defect 4).
  const anchors = (mobile: boolean) =>
    SECTION_LINKS.map(({ href, label }) => (
      <Link
        key={href}
        href={href}
        color="fg.muted"
        fontWeight="medium"
        onClick={() => setMenuOpen(false)}
        {...(mobile ? { display: 'flex', minH: '11', alignItems: 'center', w: 'full' } : {})}
      >
        {label}
      </Link>
    ));
  const actions = (
    <>
      <Button asChild variant="ghost" size="sm">
        <RouterLink to={SIGN_IN_PATH}>Entrar</RouterLink>
      </Button>
      <Button asChild size="sm">
        <RouterLink to={SIGN_IN_PATH} state={{ tab: 'cadastrar' }}>
          Registrar
        </RouterLink>
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
      bg={scrolled || menuOpen ? 'bg/80' : 'transparent'}
      backdropFilter={scrolled || menuOpen ? 'blur(12px)' : undefined}
      borderBottomWidth="1px"
      borderColor={scrolled || menuOpen ? 'border' : 'transparent'}
      data-scrolled={scrolled ? '' : undefined}
    >
      <Container maxW="6xl">
        <Flex h="16" align="center" gap="6">
          <Link asChild fontSize="xl" fontWeight="extrabold" color="brand.fg" textDecoration="none">
            <RouterLink to="/">Viraliza</RouterLink>
          </Link>
          <HStack as="nav" aria-label="Seções" gap="6" display={{ base: 'none', md: 'flex' }}>
            {anchors(false)}
          </HStack>
          <HStack ms="auto" gap="2" display={{ base: 'none', md: 'flex' }}>
            {actions}
          </HStack>
          <IconButton
            ms="auto"
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuOpen}
            aria-controls="menu-celular"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <LuX /> : <LuMenu />}
          </IconButton>
        </Flex>
        {menuOpen ? (
          <Stack
            as="nav"
            id="menu-celular"
            aria-label="Menu"
            pb="4"
            gap="0"
            flexDirection="column"
            alignItems="stretch"
            display={{ base: 'flex', md: 'none' }}
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

/**
 * Public landing page (docs/PRODUCT.md §screens.landing), light version: hero, steps, benefits and footer.
 * The 3D scene and the features carousel arrive in a later issue.
 */
export default function LandingPage() {
  useDocumentTitle();
  const year = new Date().getFullYear();
  return (
    <Box minH="100dvh">
      <TopBar />
      <Box as="main">
        <Box
          as="section"
          pt={{ base: '32', md: '40' }}
          pb={{ base: '16', md: '24' }}
          bgGradient="to-b"
          gradientFrom="brand.subtle"
          gradientTo="bg"
        >
          <Container maxW="4xl" textAlign="center">
            <Stack gap="6" align="center">
              <Badge colorPalette="brand" variant="surface" size="lg" rounded="full" px="3">
                <LuSparkles aria-hidden="true" /> Roteiros virais com IA
              </Badge>
              <Heading
                as="h1"
                fontSize={{ base: '4xl', md: '6xl' }}
                lineHeight="1.1"
                letterSpacing="tight"
                fontWeight="extrabold"
              >
                Crie vídeos virais com inteligência artificial
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
                Roteiros prontos para Reels, TikTok e Shorts em segundos, com o estilo dos maiores criadores e um
                teleprompter para gravar na hora.
              </Text>
              <Button asChild size="xl" rounded="full" px="8">
                <RouterLink to={SIGN_IN_PATH}>Comece agora</RouterLink>
              </Button>
              <HStack
                as="ul"
                listStyleType="none"
                p="0"
                gap={{ base: '4', md: '8' }}
                flexWrap="wrap"
                justify="center"
                color="fg.muted"
                fontWeight="semibold"
                aria-label="Plataformas"
              >
                {PLATFORMS.map((p) => (
                  <Box as="li" key={p}>
                    {p}
                  </Box>
                ))}
              </HStack>
            </Stack>
          </Container>
        </Box>

        <Box as="section" id="como-funciona" py={{ base: '16', md: '24' }} scrollMarginTop="16">
          <Container maxW="6xl">
            <Stack gap="10">
              <Heading as="h2" size="3xl" textAlign="center">
                Três passos simples para criar conteúdo viral
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
                {STEPS.map((step) => (
                  <Card.Root key={step.n} variant="outline" borderRadius="xl">
                    <Card.Body gap="3">
                      <Flex
                        boxSize="10"
                        align="center"
                        justify="center"
                        rounded="full"
                        bg="brand.solid"
                        color="brand.contrast"
                        fontWeight="bold"
                        aria-hidden="true"
                      >
                        {step.n}
                      </Flex>
                      <Heading as="h3" size="lg">
                        {step.n}. {step.title}
                      </Heading>
                      <Text color="fg.muted">{step.text}</Text>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
            </Stack>
          </Container>
        </Box>

        <Box as="section" id="por-que-usar" py={{ base: '16', md: '24' }} bg="bg.subtle" scrollMarginTop="16">
          <Container maxW="6xl">
            <Stack gap="10">
              <Stack gap="3" textAlign="center">
                <Heading as="h2" size="3xl">
                  Projetado para criadores que querem crescer rápido
                </Heading>
                <Text color="fg.muted" fontSize="lg">
                  A plataforma completa para transformar suas ideias em conteúdo viral
                </Text>
              </Stack>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
                {BENEFITS.map(({ icon: BenefitIcon, title, text }) => (
                  <Card.Root key={title} borderRadius="xl">
                    <Card.Body gap="3">
                      <Box color="brand.fg" fontSize="2xl" aria-hidden="true">
                        <BenefitIcon />
                      </Box>
                      <Heading as="h3" size="md">
                        {title}
                      </Heading>
                      <Text color="fg.muted" fontSize="sm">
                        {text}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
              <Button asChild size="lg" alignSelf="center" rounded="full">
                <RouterLink to={SIGN_IN_PATH}>Experimentar grátis</RouterLink>
              </Button>
            </Stack>
          </Container>
        </Box>
      </Box>

      <Box as="footer" borderTopWidth="1px" py="8">
        <Container maxW="6xl">
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="4"
            justify="space-between"
            align="center"
            fontSize="sm"
            color="fg.muted"
          >
            <Text>© {year} Viraliza. Todos os direitos reservados.</Text>
            <HStack as="nav" aria-label="Links legais" gap="6">
              <Link asChild color="fg.muted">
                <RouterLink to="/politica-privacidade">Política de Privacidade</RouterLink>
              </Link>
              <Link asChild color="fg.muted">
                <RouterLink to="/termos-uso">Termos de Uso</RouterLink>
              </Link>
              <Link asChild color="fg.muted">
                <RouterLink to="/contato">Contato</RouterLink>
              </Link>
            </HStack>
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
