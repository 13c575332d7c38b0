import { Fragment } from 'react';
import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../lib/app-link';
import { PublicLayout } from '../landing/public-layout';
import { lastUpdatedText, linkParts, type LegalDocument } from './legal-document';

/** A paragraph's text with its e-mail addresses and app paths as links. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        !part.href ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : part.href.startsWith('mailto:') ? (
          <Link key={i} href={part.href} color="brand.fg" textDecoration="underline">
            {part.text}
          </Link>
        ) : (
          <Link key={i} asChild color="brand.fg" textDecoration="underline">
            <AppLink to={part.href}>{part.text}</AppLink>
          </Link>
        ),
      )}
    </>
  );
}

/**
 * A legal document laid out for reading (docs/PRODUCT.md §screens.legal): its title, the
 * last-updated date in pt-BR, a table of contents linking each section's heading by its id,
 * then the sections, at a comfortable line length.
 */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <PublicLayout>
      <Container maxW="3xl">
        <Stack gap="8">
          <Stack gap="3">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {doc.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <time dateTime={doc.updatedAt}>{lastUpdatedText(doc.updatedAt)}</time>
            </Text>
            <Text fontSize="lg">
              <Linked text={doc.summary} />
            </Text>
          </Stack>

          <Box as="nav" aria-labelledby="sumario" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
            <Heading as="h2" id="sumario" size="md" mb="3">
              Nesta página
            </Heading>
            <List.Root as="ol" gap="1" listStyleType="none" ps="0">
              {doc.sections.map((s) => (
                <List.Item key={s.id}>
                  <Link href={`#${s.id}`} color="brand.fg" minH="8" display="inline-flex" alignItems="center">
                    {s.title}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>

          {doc.sections.map((section) => (
            <Stack as="section" key={section.id} gap="3">
              <Heading as="h2" id={section.id} size="xl" scrollMarginTop="6">
                {section.title}
              </Heading>
              {section.blocks.map((block, i) =>
                typeof block === 'string' ? (
                  <Text key={i} lineHeight="tall">
                    <Linked text={block} />
                  </Text>
                ) : (
                  <List.Root key={i} gap="2" ps="5" lineHeight="tall">
                    {block.list.map((item) => (
                      <List.Item key={item}>
                        <Linked text={item} />
                      </List.Item>
                    ))}
                  </List.Root>
                ),
              )}
            </Stack>
          ))}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
