import { Box, Card, HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useStream } from './stream-store';

const Caret = chakra('span', {
  base: {
    display: 'inline-block',
    w: '2px',
    h: '1.1em',
    ml: '0.5',
    verticalAlign: 'text-bottom',
    bg: 'brand.solid',
    // Chakra's built-in 'pulse' keyframes: a soft blink without a keyframes definition of our own.
    animation: 'pulse 1s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  },
});

/**
 * The text as the server writes it (docs/ARCHITECTURE.md §generation: streamed over the WebSocket). A polite live
 * region, a blinking caret and a 'Escrevendo…' spinner; a series shows its three parts.
 */
export function GenerationStream({
  generationId,
  count,
  title = 'Gerando seu roteiro',
}: {
  generationId: string | null;
  count: number;
  title?: string;
}) {
  const stream = useStream(generationId);
  const parts = stream?.parts ?? Array.from({ length: count }, () => '');
  const active = parts.reduce((last, text, i) => (text ? i : last), 0);
  return (
    <Card.Root variant="outline" borderRadius="xl" borderColor="brand.emphasized" bg="brand.subtle/40">
      <Card.Body>
        <Stack gap="4">
          <HStack gap="3" role="status">
            <Spinner size="sm" color="brand.solid" />
            <Text fontWeight="semibold">{title}</Text>
            <Text color="fg.muted" fontSize="sm">
              Escrevendo…
            </Text>
          </HStack>
          <Stack gap="4" aria-live="polite" aria-label="Texto sendo escrito">
            {parts.map((text, index) => (
              <Box key={index}>
                {parts.length > 1 ? (
                  <Text fontSize="sm" fontWeight="semibold" color="brand.fg" mb="1">
                    Parte {index + 1}
                  </Text>
                ) : null}
                <Text
                  whiteSpace="pre-wrap"
                  lineHeight="tall"
                  color={text ? 'fg' : 'fg.muted'}
                  minH="6"
                  data-testid="texto-em-geracao"
                >
                  {text || (index === active ? '' : 'Aguardando…')}
                  {index === active ? <Caret aria-hidden="true" /> : null}
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
