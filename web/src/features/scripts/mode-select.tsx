import { Box, Card, Center, Heading, Icon, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { LuLayers, LuPencilLine } from 'react-icons/lu';

const MODES = [
  {
    id: 'simple',
    title: 'Escreva a sua ideia',
    text: 'Conte a ideia em poucas palavras e receba um roteiro pronto para gravar.',
    icon: LuPencilLine,
  },
  {
    id: 'advanced',
    title: 'Roteiro avançado',
    text: 'Seis passos guiados: persona, ângulo, objetivo, formato e tom para um roteiro sob medida.',
    icon: LuLayers,
  },
] as const;

/** docs/PRODUCT.md §screens.criar: the two mode cards. Each card is one button, named by its title. */
export function ModeSelect({ onSelect }: { onSelect: (mode: 'simple' | 'advanced') => void }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Como você quer começar?
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {MODES.map((mode) => (
          <Card.Root
            key={mode.id}
            asChild
            variant="outline"
            borderRadius="xl"
            textAlign="start"
            cursor="pointer"
            transition="all 0.15s"
            _hover={{ borderColor: 'brand.solid', shadow: 'md', transform: 'translateY(-2px)' }}
            focusVisibleRing="outside"
          >
            <chakra.button type="button" onClick={() => onSelect(mode.id)} aria-describedby={`modo-${mode.id}`}>
              <Card.Body gap="3">
                <Center boxSize="12" borderRadius="lg" bg="brand.subtle" color="brand.fg">
                  <Icon as={mode.icon} boxSize="6" aria-hidden="true" />
                </Center>
                <Box>
                  <Text fontWeight="semibold" fontSize="lg">
                    {mode.title}
                  </Text>
                  <Text id={`modo-${mode.id}`} color="fg.muted" fontSize="sm" mt="1">
                    {mode.text}
                  </Text>
                </Box>
              </Card.Body>
            </chakra.button>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
