import { Box, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FOLLOWER_PHASES, phaseOf } from '@shared/hub/phases';
import { formatInteger } from '@shared/format/format';

/**
 * The journey banner (docs/PRODUCT.md §limits.hub): the five follower phases, the user's own marked as
 * the current step.
 */
export function JourneyBanner({ followersCount }: { followersCount: number }) {
  const current = phaseOf(followersCount);
  return (
    <Card.Root as="section" aria-labelledby="jornada-titulo" bg="brand.subtle" borderColor="brand.muted">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md" id="jornada-titulo">
              Sua jornada até 10K
            </Heading>
            <Text fontSize="sm" data-testid="fase-atual">
              Fase {current.phase}: {current.name} · {formatInteger(followersCount)} seguidores
            </Text>
          </Stack>
          <List.Root
            as="ol"
            variant="plain"
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: 'repeat(5, 1fr)' }}
            gap="2"
          >
            {FOLLOWER_PHASES.map((phase) => {
              const isCurrent = phase.phase === current.phase;
              const passed = phase.phase < current.phase;
              return (
                <List.Item
                  key={phase.phase}
                  aria-current={isCurrent ? 'step' : undefined}
                  display="block"
                  borderWidth="2px"
                  borderRadius="md"
                  px="3"
                  py="2"
                  borderColor={isCurrent ? 'brand.solid' : 'border'}
                  bg={isCurrent ? 'brand.solid' : passed ? 'brand.muted' : 'bg'}
                  color={isCurrent ? 'brand.contrast' : 'fg'}
                >
                  <Box fontWeight="semibold" fontSize="sm">
                    {phase.short}
                  </Box>
                  <Box fontSize="xs">{phase.range}</Box>
                </List.Item>
              );
            })}
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
