import { useId } from 'react';
import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Icon,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuEye, LuHeart, LuMessageCircle, LuPlay, LuTrendingUp } from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { FINDER_PLATFORMS } from '@shared/finder/finder-options';
import type { ViralItem } from '@shared/finder/finder.schema';
import { abbreviateCount, ageLabel, engagementPercent } from '@shared/finder/finder-format';
import { outlierLabel } from '@shared/finder/outlier';

export const SAMPLE_LABEL = 'Dados de exemplo (modo local)';

export const platformLabel = (id: ViralItem['platform']) => FINDER_PLATFORMS.find((p) => p.id === id)?.label ?? id;

function Stat({ icon, value, label }: { icon: IconType; value: number; label: string }) {
  return (
    <HStack gap="1" color="fg.muted" fontSize="sm">
      <Icon as={icon} boxSize="4" aria-hidden="true" />
      <Text as="span">
        {abbreviateCount(value)}{' '}
        <Box as="span" srOnly>
          {label}
        </Box>
      </Text>
    </HStack>
  );
}

/** The thumbnail, or a plain tile with the platform's name when there is none. */
export function Thumbnail({ item }: { item: ViralItem }) {
  return (
    <AspectRatio ratio={16 / 9} w="full" bg="bg.muted" borderRadius="md" overflow="hidden">
      {item.thumbnail ? (
        <Image src={item.thumbnail} alt="" loading="lazy" objectFit="cover" />
      ) : (
        <Box display="flex" alignItems="center" justifyContent="center" color="fg.muted">
          <Icon as={LuPlay} boxSize="8" aria-hidden="true" />
        </Box>
      )}
    </AspectRatio>
  );
}

/**
 * One video of the grid (docs/PRODUCT.md §screens.viral-finder): thumbnail, title, author and platform,
 * views, likes and comments in K/M, the age ('Hoje', 'Ontem', 'há N dias'), the engagement and the
 * outlier badge ('4,2× acima do normal'); 'Ver prévia' opens the dialog.
 */
export function ViralCard({
  item,
  now,
  onPreview,
}: {
  item: ViralItem;
  now: Date;
  onPreview: (item: ViralItem) => void;
}) {
  const titleId = useId();
  return (
    <Card.Root as="article" variant="outline" borderRadius="xl" overflow="hidden" aria-labelledby={titleId} minW="0">
      <Box cursor="pointer" onClick={() => onPreview(item)}>
        <Thumbnail item={item} />
      </Box>
      <Card.Body gap="2" p="4">
        <HStack gap="2" flexWrap="wrap">
          <Badge variant="subtle">{platformLabel(item.platform)}</Badge>
          {item.outlierScore !== null ? (
            <Badge colorPalette={item.outlierScore >= 1 ? 'green' : 'gray'} variant="subtle">
              <LuTrendingUp aria-hidden="true" /> {outlierLabel(item.outlierScore)}
            </Badge>
          ) : null}
        </HStack>
        <Text id={titleId} as="h3" fontWeight="semibold" lineClamp={2} wordBreak="break-word">
          {item.title || 'Sem título'}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {item.author} · {ageLabel(item.publishedAt, now)}
        </Text>
        <HStack gap="4" flexWrap="wrap">
          <Stat icon={LuEye} value={item.views} label="visualizações" />
          <Stat icon={LuHeart} value={item.likes} label="curtidas" />
          <Stat icon={LuMessageCircle} value={item.comments} label="comentários" />
        </HStack>
        <Text fontSize="sm">
          Engajamento: <strong>{engagementPercent(item.engagementRate)}</strong>
        </Text>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Button size="sm" variant="outline" onClick={() => onPreview(item)} aria-describedby={titleId}>
          <LuPlay aria-hidden="true" /> Ver prévia
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export function ViralGrid({
  items,
  now,
  onPreview,
  label,
}: {
  items: readonly ViralItem[];
  now: Date;
  onPreview: (item: ViralItem) => void;
  label: string;
}) {
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={item.url} minW="0" data-url={item.url}>
          <ViralCard item={item} now={now} onPreview={onPreview} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The grid's shape while a search runs. */
export function ViralGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="status" aria-label="Buscando conteúdos">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="3">
          <Skeleton h="40" borderRadius="md" />
          <Skeleton h="4" w="80%" />
          <Skeleton h="4" w="50%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function SampleLabel() {
  return (
    <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
      {SAMPLE_LABEL}
    </Badge>
  );
}
