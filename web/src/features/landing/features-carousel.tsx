import { useEffect, useLayoutEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { Box, Button, Card, Flex, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuChevronLeft,
  LuChevronRight,
  LuMessageCircleQuestion,
  LuMonitorPlay,
  LuPause,
  LuPlay,
  LuScrollText,
  LuTarget,
} from 'react-icons/lu';
import { FEATURE_CARDS, LANDING_LIMITS, type FeatureCard, type FeatureIcon } from '@shared/landing/landing';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { AppLink } from '../../lib/app-link';
import { useOnScreen, useReducedMotion } from '../../lib/use-media';
import { carouselReducer, initialCarousel, isHeld, keyMove, rotationDelay, visibleCards } from './carousel';
import { TeleprompterDemo } from './teleprompter-demo';

const ICONS: Record<FeatureIcon, IconType> = {
  script: LuScrollText,
  questions: LuMessageCircleQuestion,
  teleprompter: LuMonitorPlay,
  missions: LuTarget,
};

const COUNT = FEATURE_CARDS.length;
const PER_VIEW = LANDING_LIMITS.carouselPerView;
const reducer = carouselReducer(COUNT);

function FeatureSlide({ card, index, shown }: { card: FeatureCard; index: number; shown: boolean }) {
  const Icon = ICONS[card.icon];
  return (
    <Card.Root
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} de ${COUNT}: ${card.title}`}
      borderRadius="xl"
      variant="elevated"
      // Every card of a slot sits in the same grid cell, the hidden ones invisible (out of the
      // focus order and the accessibility tree too): the slot is as tall as the tallest card, so
      // a turn never moves what lies below.
      gridArea="1 / 1"
      visibility={shown ? 'visible' : 'hidden'}
      aria-hidden={shown ? undefined : true}
    >
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="4">
          <Box color="brand.fg" fontSize="3xl" aria-hidden="true">
            <Icon />
          </Box>
          <Stack gap="0" textAlign="end">
            <Text fontSize="2xl" fontWeight="extrabold" color="brand.fg" lineHeight="1.1">
              {card.metric.value}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {card.metric.label}
            </Text>
          </Stack>
        </HStack>
        <Heading as="h3" size="lg">
          {card.title}
        </Heading>
        <Text color="fg.muted">{card.text}</Text>
        {card.demo === 'teleprompter' ? shown ? <TeleprompterDemo /> : <Box h="24" /> : null}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" rounded="full">
          <AppLink to={SIGN_IN_PATH}>Experimentar Agora</AppLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * The features carousel (docs/PRODUCT.md §screens.landing, docs/PRODUCT.md §limits.landing), after the
 * WAI-ARIA carousel pattern: it loops, turns by itself every 5 s, and stands still while a
 * pointer is over it, focus is in it, it is off screen, the visitor paused it, or asked for less
 * motion. Previous / next buttons and the left / right arrow keys move it; the state is the pure
 * reducer of ./carousel.ts.
 */
export function FeaturesCarousel() {
  const [state, dispatch] = useReducer(reducer, initialCarousel);
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref);
  const delay = rotationDelay(state, { reducedMotion });
  const rotating = delay !== null;

  useEffect(() => dispatch({ type: onScreen ? 'release' : 'hold', hold: 'offscreen' }), [onScreen]);
  // A new timer at each move: a card shown by a click gets its full 5 s.
  useEffect(() => {
    if (delay === null) return;
    const id = window.setTimeout(() => dispatch({ type: 'tick' }), delay);
    return () => window.clearTimeout(id);
  }, [delay, state.start]);

  // An arrow key pressed on a card's link hides that card: the focus follows to the card that takes its slot.
  const grid = useRef<HTMLDivElement>(null);
  const refocusSlot = useRef<number | null>(null);
  useLayoutEffect(() => {
    const slot = refocusSlot.current;
    refocusSlot.current = null;
    if (slot === null) return;
    grid.current?.children[slot]?.querySelector<HTMLElement>('[role="group"]:not([aria-hidden]) a')?.focus();
  }, [state.start]);

  const onKeyDown = (e: KeyboardEvent) => {
    const move = keyMove(e.key);
    if (!move) return;
    e.preventDefault();
    const slot = Array.from(grid.current?.children ?? []).findIndex((c) => c.contains(e.target as Node));
    refocusSlot.current = slot >= 0 ? slot : null;
    dispatch({ type: move });
  };

  const userPaused = isHeld(state, 'user');
  return (
    <Box
      ref={ref}
      role="region"
      aria-roledescription="carrossel"
      aria-label="Recursos do Viraliza"
      onKeyDown={onKeyDown}
      onMouseEnter={() => dispatch({ type: 'hold', hold: 'hover' })}
      onMouseLeave={() => dispatch({ type: 'release', hold: 'hover' })}
      onFocus={() => dispatch({ type: 'hold', hold: 'focus' })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch({ type: 'release', hold: 'focus' });
      }}
    >
      <Stack gap="6">
        <Flex justify="flex-end" gap="2" wrap="wrap">
          {reducedMotion ? null : (
            <IconButton
              variant="ghost"
              rounded="full"
              aria-label={userPaused ? 'Retomar rotação automática' : 'Pausar rotação automática'}
              onClick={() => dispatch({ type: 'toggle' })}
            >
              {userPaused ? <LuPlay /> : <LuPause />}
            </IconButton>
          )}
          <IconButton
            variant="outline"
            rounded="full"
            aria-label="Recurso anterior"
            aria-controls="carrossel-recursos"
            onClick={() => dispatch({ type: 'prev' })}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            variant="outline"
            rounded="full"
            aria-label="Próximo recurso"
            aria-controls="carrossel-recursos"
            onClick={() => dispatch({ type: 'next' })}
          >
            <LuChevronRight />
          </IconButton>
        </Flex>
        <SimpleGrid
          ref={grid}
          id="carrossel-recursos"
          columns={{ base: PER_VIEW.base, md: PER_VIEW.md }}
          gap="6"
          // Read out when the visitor moves it, not at each turn of its own.
          aria-live={rotating ? 'off' : 'polite'}
          data-start={state.start}
        >
          {visibleCards(state.start, PER_VIEW.md, COUNT).map((shownIndex, slot) => (
            // Two slots side by side from md up; on a phone only the first (docs/PRODUCT.md §limits.landing).
            <Box key={slot} display={slot >= PER_VIEW.base ? { base: 'none', md: 'grid' } : 'grid'}>
              {FEATURE_CARDS.map((card, i) => (
                <FeatureSlide key={card.id} card={card} index={i} shown={i === shownIndex} />
              ))}
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
