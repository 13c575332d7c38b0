import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';

export interface SourceItem {
  title: string;
  source: string;
  /** Already formatted in pt-BR. */
  date: string;
  link: string;
}

/**
 * 'Fontes' (docs/PRODUCT.md §flows.news): the headlines a script was written from, each a link
 * that opens the article in a new tab (rel noopener noreferrer), with its outlet and date.
 */
export function NewsSources({ sources, headingLevel = 'h4' }: { sources: SourceItem[]; headingLevel?: 'h3' | 'h4' }) {
  if (!sources.length) return null;
  return (
    <Box as="section" aria-label="Fontes" borderTopWidth="1px" pt="3">
      <Heading as={headingLevel} size="xs" mb="2" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        Fontes
      </Heading>
      <List.Root as="ul" gap="2" variant="plain">
        {sources.map((s) => (
          <List.Item key={s.link} display="block" minW="0">
            <Link
              href={s.link}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontWeight="medium"
              textDecoration="underline"
              overflowWrap="anywhere"
            >
              {s.title}
              <LuExternalLink aria-hidden="true" />
              <Text as="span" srOnly>
                (abre em nova aba)
              </Text>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {[s.source, s.date].filter(Boolean).join(' · ')}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
