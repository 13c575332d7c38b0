import { useEffect, useState } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { LANDING_LIMITS, TELEPROMPTER_DEMO_LINES } from '@shared/landing/landing';
import { useReducedMotion } from '../../lib/use-media';
import { demoProgress, nextDemoStep } from './carousel';

const { tickMs, steps } = LANDING_LIMITS.teleprompterDemo;
/** How far the text travels over one pass, in % of its own height (the last lines end near the top). */
const TRAVEL_PERCENT = 60;

/**
 * The teleprompter card's demo (docs/PRODUCT.md §limits.landing): the text scrolls one step every
 * 50 ms over 100 steps, then starts over. It only runs while its card is on screen (the
 * carousel mounts it then) and stands still for a visitor who asked for less motion. Decoration:
 * the card's own text says what it shows.
 */
export function TeleprompterDemo() {
  const reducedMotion = useReducedMotion();
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (reducedMotion) return;
    const id = window.setInterval(() => setStep((s) => nextDemoStep(s)), tickMs);
    return () => window.clearInterval(id);
  }, [reducedMotion]);
  const offset = reducedMotion ? 0 : demoProgress(step, steps) * TRAVEL_PERCENT;
  return (
    <Box
      aria-hidden="true"
      bg="gray.950"
      color="white"
      borderRadius="lg"
      h="24"
      overflow="hidden"
      position="relative"
      px="4"
      data-demo-step={step}
    >
      <Box position="absolute" insetX="0" top="50%" h="0.5" bg="brand.400" opacity="0.5" />
      <Stack gap="1" pt="12" transform={`translateY(-${offset}%)`} textAlign="center">
        {TELEPROMPTER_DEMO_LINES.map((line) => (
          <Text key={line} fontSize="md" fontWeight="semibold" lineHeight="short">
            {line}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
