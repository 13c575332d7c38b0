import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Image as ChakraImage,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { LuBookImage, LuDownload, LuShuffle } from 'react-icons/lu';
import { imageFormat, type ImageFormat } from '@shared/images/image-formats';
import { IMAGE_MESSAGES, type Image } from '@shared/images/image.schema';
import { withCost } from '@shared/ideas/idea-tools';
import { CREDIT_COSTS } from '@shared/plans/plans';
import { imageAlt, imageMeta } from './image-labels';
import { SectionCard } from '../../ui/section-card';

/** While the model draws: a placeholder with the format's proportions, so nothing jumps when the image comes. */
export function GeneratingImage({ format }: { format: ImageFormat }) {
  const f = imageFormat(format);
  return (
    <Stack gap="3" role="status" aria-live="polite" align="center">
      <Box w="full" maxW={f.width > f.height ? '2xl' : f.width === f.height ? 'md' : 'sm'} position="relative">
        <AspectRatio ratio={f.width / f.height}>
          <Skeleton borderRadius="lg" />
        </AspectRatio>
        <Stack position="absolute" inset="0" align="center" justify="center" gap="2">
          <Spinner size="lg" color="brand.solid" aria-hidden="true" />
          <Text fontWeight="semibold">{IMAGE_MESSAGES.generating}</Text>
        </Stack>
      </Box>
    </Stack>
  );
}

/** The image just made (or kept from before a reload), with what can be done with it. */
export function ImageResult({
  image,
  onDownload,
  onVariation,
  onCover,
  variationBlocked,
  downloading,
}: {
  image: Image;
  onDownload: () => void;
  onVariation: () => void;
  onCover: () => void;
  /** Why a variation cannot be made now (the free plan's limit, no credits), or null. */
  variationBlocked: string | null;
  downloading: boolean;
}) {
  // a square or portrait image at full width would fill several screens
  const maxW = image.width > image.height ? '2xl' : image.width === image.height ? 'md' : 'sm';
  return (
    <SectionCard
      id="resultado-imagem"
      title="Sua imagem"
      aside={
        image.renderer === 'offline' ? (
          <Badge colorPalette="orange" variant="subtle" whiteSpace="normal">
            {IMAGE_MESSAGES.localRenderer}
          </Badge>
        ) : null
      }
    >
      <Box w="full" maxW={maxW} mx="auto">
        <AspectRatio ratio={image.width / image.height}>
          <ChakraImage src={image.url} alt={imageAlt(image)} borderRadius="lg" bg="bg.muted" />
        </AspectRatio>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {imageMeta(image)}
      </Text>
      <Wrap gap="2">
        <Button onClick={onDownload} loading={downloading} loadingText="Baixando…">
          <LuDownload aria-hidden="true" /> Baixar
        </Button>
        <Button
          variant="outline"
          onClick={onVariation}
          disabled={!!variationBlocked}
          aria-describedby={variationBlocked ? 'variacao-motivo' : undefined}
        >
          <LuShuffle aria-hidden="true" /> {withCost('Gerar variação', CREDIT_COSTS.image)}
        </Button>
        <Button variant="outline" onClick={onCover}>
          <LuBookImage aria-hidden="true" /> Usar como capa
        </Button>
      </Wrap>
      {variationBlocked ? (
        <Text id="variacao-motivo" fontSize="sm" color="fg.muted">
          {variationBlocked}
        </Text>
      ) : null}
    </SectionCard>
  );
}
