import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { scriptBlocks } from './script-reading';
import { ScriptTextWithSlots } from './script-extras';

const SECTION_PALETTE: Record<string, string> = { Gancho: 'brand', Desenvolvimento: 'blue', CTA: 'green' };

/**
 * A script as the result view shows it (docs/PRODUCT.md §flows.script-view): its sections as
 * labels (headings one level below the script's title: `sectionLevel`), its directions dimmed
 * in italics, its speech as paragraphs with the `[PREENCHA: …]` slots marked. Each block ends in
 * a newline, so the element's text still reads line by line.
 */
export function ScriptBody({ text, sectionLevel = 'h3' }: { text: string; sectionLevel?: 'h3' | 'h4' }) {
  return (
    <Stack gap="2" data-testid="texto-do-roteiro" lineHeight="tall" fontSize="md" overflowWrap="anywhere">
      {scriptBlocks(text).map((block, i) =>
        block.kind === 'section' ? (
          <Box key={i} pt={i > 0 ? '2' : '0'}>
            <Badge as={sectionLevel} colorPalette={SECTION_PALETTE[block.label] ?? 'gray'} variant="subtle" size="md">
              {block.label}
            </Badge>
            {'\n'}
          </Box>
        ) : block.kind === 'direction' ? (
          <Text key={i} fontStyle="italic" fontSize="sm" color="fg.muted" data-kind="direcao">
            {block.text}
            {'\n'}
          </Text>
        ) : (
          <Text key={i} data-kind="fala">
            <ScriptTextWithSlots text={block.text} />
            {'\n'}
          </Text>
        ),
      )}
    </Stack>
  );
}
