import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, Center, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuLock } from 'react-icons/lu';
import { benefitsFor } from '@shared/access/feature-benefits';
import { PLANS } from '@shared/plans/plans';
import { useDocumentTitle } from '../../lib/use-document-title';
import { backTarget, LOCKED_FEATURE_NOTICE, proBullets, proPriceLabel } from './pro-offer';

/** docs/PRODUCT.md §access.locked: title, three benefits, the Pro offer, 'Ver Planos' and 'Voltar'. */
export function LockedFeatureScreen({ feature }: { feature: string }) {
  const { title, benefits } = benefitsFor(feature);
  useDocumentTitle(title);
  return (
    <Center py={{ base: '4', md: '10' }}>
      <Card.Root maxW="2xl" w="full" variant="elevated" borderRadius="2xl" overflow="hidden">
        <Box h="2" bgGradient="to-r" gradientFrom="brand.500" gradientTo="pink.500" />
        <Card.Body>
          <Stack gap="6">
            <HStack gap="3" minW="0">
              <Center boxSize="10" flexShrink={0} borderRadius="full" bg="brand.subtle" color="brand.fg">
                <Icon as={LuLock} boxSize="5" aria-hidden="true" />
              </Center>
              {/* Wraps at 390 px instead of clipping ('…Pro e E', issue 10 defect 4). */}
              <Badge colorPalette="brand" variant="subtle" size="lg" whiteSpace="normal" h="auto" py="1" minW="0">
                {LOCKED_FEATURE_NOTICE}
              </Badge>
            </HStack>
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              <Text color="fg.muted">
                Este recurso está disponível apenas para assinantes dos planos Pro e Enterprise.
              </Text>
            </Stack>
            <List.Root gap="2" variant="plain">
              {benefits.map((benefit) => (
                <List.Item key={benefit} alignItems="flex-start">
                  <List.Indicator asChild color="green.fg">
                    <LuCheck aria-hidden="true" />
                  </List.Indicator>
                  {benefit}
                </List.Item>
              ))}
            </List.Root>
            <Box borderWidth="1px" borderColor="brand.emphasized" bg="brand.subtle" borderRadius="xl" p="5">
              <HStack justify="space-between" align="baseline" flexWrap="wrap">
                <Heading as="h2" size="md">
                  Plano {PLANS.pro.displayName}
                </Heading>
                <Text fontSize="2xl" fontWeight="bold">
                  {proPriceLabel()}
                </Text>
              </HStack>
              <List.Root gap="1" mt="3" fontSize="sm" variant="plain">
                {proBullets().map((bullet) => (
                  <List.Item key={bullet}>
                    <List.Indicator asChild color="brand.fg">
                      <LuCheck aria-hidden="true" />
                    </List.Indicator>
                    {bullet}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild size="lg">
                <RouterLink to="/planos">Ver Planos</RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <RouterLink to={backTarget(feature)}>Voltar</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
