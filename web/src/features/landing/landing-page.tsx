import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  SkipNavContent,
  SkipNavLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuLock, LuMonitorPlay, LuSparkles, LuTarget, LuTrendingUp, LuZap } from 'react-icons/lu';
import {
  BENEFITS,
  BENEFITS_SUBTITLE,
  BENEFITS_TITLE,
  LANDING_HEADLINE,
  SECURITY_CLAIM,
  SOCIAL_PROOF,
  STEPS,
  type BenefitIcon,
} from '@shared/landing/landing';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { AppLink } from '../../lib/app-link';
import { AccountDeletedNotice } from './account-deleted-notice';
import { FeaturesCarousel } from './features-carousel';
import { HeroVisual } from './hero-visual';
import { PlatformStrip } from './platform-strip';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

const BENEFIT_ICONS: Record<BenefitIcon, IconType> = {
  instant: LuZap,
  viral: LuTrendingUp,
  teleprompter: LuMonitorPlay,
  missions: LuTarget,
};

function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="titulo-principal"
      pt={{ base: '24', md: '32' }}
      pb={{ base: '8', md: '12' }}
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Stack gap="6" align={{ base: 'center', lg: 'flex-start' }} textAlign={{ base: 'center', lg: 'start' }}>
            <Badge colorPalette="brand" variant="surface" size="lg" rounded="full" px="3">
              <LuSparkles aria-hidden="true" /> Roteiros virais com IA
            </Badge>
            <Heading
              as="h1"
              id="titulo-principal"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              {LANDING_HEADLINE}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              Roteiros prontos para Reels, TikTok e Shorts em segundos, com o estilo dos maiores criadores e um
              teleprompter para gravar na hora.
            </Text>
            <Button asChild size="xl" rounded="full" px="8">
              <AppLink to={SIGN_IN_PATH}>Comece agora</AppLink>
            </Button>
            <HStack
              as="ul"
              listStyleType="none"
              p="0"
              m="0"
              gap={{ base: '5', md: '8' }}
              flexWrap="wrap"
              justify="center"
            >
              {SOCIAL_PROOF.map((s) => (
                <Stack as="li" key={s.label} gap="0" align={{ base: 'center', lg: 'flex-start' }}>
                  <Text fontSize="2xl" fontWeight="extrabold" color="brand.fg" lineHeight="1.1">
                    {s.value}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {s.label}
                  </Text>
                </Stack>
              ))}
            </HStack>
          </Stack>
          <HeroVisual />
        </SimpleGrid>
      </Container>
      <Container maxW="6xl" mt={{ base: '6', md: '10' }} px="0">
        <PlatformStrip />
      </Container>
    </Box>
  );
}

function HowItWorks() {
  return (
    <Box as="section" id="como-funciona" py={{ base: '16', md: '24' }} scrollMarginTop="16">
      <Container maxW="6xl">
        <Stack gap="10">
          <Heading as="h2" size="3xl" textAlign="center">
            Três passos simples para criar conteúdo viral
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 3 }} gap="6">
            {STEPS.map((step) => (
              <Card.Root as="li" key={step.n} variant="outline" borderRadius="xl">
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
  );
}

function Features() {
  return (
    <Box
      as="section"
      id="por-que-usar"
      aria-labelledby="titulo-recursos"
      py={{ base: '16', md: '24' }}
      bg="bg.subtle"
      scrollMarginTop="16"
    >
      <Container maxW="6xl">
        <Stack gap="8">
          <Stack gap="3" textAlign="center">
            <Heading as="h2" id="titulo-recursos" size="3xl">
              Recursos para viralizar com constância
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              Tudo o que você precisa, da ideia à gravação.
            </Text>
          </Stack>
          <FeaturesCarousel />
        </Stack>
      </Container>
    </Box>
  );
}

function Benefits() {
  return (
    <Box as="section" aria-labelledby="titulo-beneficios" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="10">
          <Stack gap="3" textAlign="center">
            <Heading as="h2" id="titulo-beneficios" size="3xl">
              {BENEFITS_TITLE}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {BENEFITS_SUBTITLE}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {BENEFITS.map(({ icon, title, text }) => {
              const Icon = BENEFIT_ICONS[icon];
              return (
                <Card.Root key={title} borderRadius="xl" variant="outline">
                  <Card.Body gap="3">
                    <Box color="brand.fg" fontSize="2xl" aria-hidden="true">
                      <Icon />
                    </Box>
                    <Heading as="h3" size="md">
                      {title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {text}
                    </Text>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
          <Stack gap="3" align="center" textAlign="center">
            <Button asChild size="lg" rounded="full">
              <AppLink to={SIGN_IN_PATH}>Experimentar grátis</AppLink>
            </Button>
            <HStack gap="2" color="fg.muted" fontSize="sm">
              <LuLock aria-hidden="true" />
              <Text>{SECURITY_CLAIM}</Text>
            </HStack>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The public landing page (docs/PRODUCT.md §screens.landing): the fixed top bar, the hero with its
 * lazily loaded 3D scene and the platform strip, Como funciona, the features carousel, the
 * benefits and the footer. Light by design: no shell, no call to the API or to Amplify; the
 * scene's three.js is a chunk of its own that the first paint does not wait for.
 */
export default function LandingPage() {
  return (
    <Box minH="100dvh">
      <SkipNavLink id="conteudo">Pular para o conteúdo</SkipNavLink>
      <TopBar />
      <SkipNavContent id="conteudo" />
      <Box as="main">
        <AccountDeletedNotice />
        <Hero />
        <HowItWorks />
        <Features />
        <Benefits />
      </Box>
      <SiteFooter />
    </Box>
  );
}
