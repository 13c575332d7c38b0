import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';

/** The centred card every public auth screen sits in. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center as="main" minH="100dvh" px="4" py="10" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg">
      <Stack gap="6" w="full" maxW="md">
        <Link asChild alignSelf="center" fontSize="2xl" fontWeight="extrabold" color="brand.fg" textDecoration="none">
          <RouterLink to="/">Viraliza</RouterLink>
        </Link>
        <Card.Root variant="elevated" borderRadius="xl">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle ? (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            ) : null}
          </Card.Header>
          <Card.Body>
            <Box>{children}</Box>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}
