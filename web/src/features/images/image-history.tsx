import { useState } from 'react';
import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Image as ChakraImage,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuDownload, LuImage, LuTrash2 } from 'react-icons/lu';
import { imageFormat } from '@shared/images/image-formats';
import type { Image } from '@shared/images/image.schema';
import { imageCountText } from '@shared/images/image-usage';
import { DialogDismissButton, DialogShell } from '../../ui/dialog-shell';
import { imageAlt, imageDate } from './image-labels';

/** docs/PRODUCT.md §limits.images: 2 to 5 columns by screen width. */
export const HISTORY_COLUMNS = { base: 2, md: 3, lg: 4, xl: 5 } as const;

function Tile({
  image,
  onDownload,
  onDelete,
}: {
  image: Image;
  onDownload: (image: Image) => void;
  onDelete: (image: Image) => void;
}) {
  return (
    <Card.Root as="li" variant="outline" overflow="hidden" size="sm">
      <AspectRatio ratio={1}>
        {/* the whole picture, letterboxed: AspectRatio would crop it to the square tile */}
        <ChakraImage
          src={image.url}
          alt={imageAlt(image)}
          bg="bg.muted"
          loading="lazy"
          style={{ objectFit: 'contain' }}
        />
      </AspectRatio>
      <Card.Body p="2">
        <HStack justify="space-between" gap="1">
          <Box minW="0">
            <Text fontSize="xs" fontWeight="semibold" truncate>
              {imageFormat(image.format).label}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {imageDate(image)}
            </Text>
          </Box>
          <HStack gap="0">
            <IconButton size="xs" variant="ghost" aria-label="Baixar imagem" onClick={() => onDownload(image)}>
              <LuDownload />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label="Excluir imagem"
              onClick={() => onDelete(image)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The history (docs/PRODUCT.md §screens.gerador-imagens): loading, empty or populated; newest first. */
export function ImageHistory({
  images,
  total,
  isLoading,
  failed,
  hasMore,
  loadingMore,
  onMore,
  onRetry,
  onDownload,
  onDelete,
  deleting,
}: {
  images: Image[] | undefined;
  total: number | undefined;
  isLoading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  onDownload: (image: Image) => void;
  onDelete: (image: Image) => Promise<void>;
  deleting: boolean;
}) {
  const [confirm, setConfirm] = useState<Image | null>(null);
  return (
    <Stack as="section" aria-labelledby="historico-imagens" gap="4">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id="historico-imagens">
          Histórico
        </Heading>
        {total !== undefined ? (
          <Badge colorPalette="brand" variant="subtle" data-testid="contador-imagens">
            {imageCountText(total)}
          </Badge>
        ) : null}
      </HStack>
      {isLoading ? (
        <SimpleGrid columns={HISTORY_COLUMNS} gap="3" role="status" aria-busy="true" aria-label="Carregando histórico">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} aspectRatio={1} borderRadius="md" />
          ))}
        </SimpleGrid>
      ) : failed && !images ? (
        <HStack gap="3" flexWrap="wrap">
          <Text color="fg.muted">Não foi possível carregar o histórico agora.</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Tentar de novo
          </Button>
        </HStack>
      ) : !images?.length ? (
        <Stack align="center" gap="2" py="8" color="fg.muted" textAlign="center">
          <LuImage size={32} aria-hidden="true" />
          <Text fontWeight="semibold">Nenhuma imagem gerada ainda</Text>
          <Text fontSize="sm">As imagens que você gerar aparecem aqui para baixar quando quiser.</Text>
        </Stack>
      ) : (
        <>
          <SimpleGrid as="ul" listStyleType="none" columns={HISTORY_COLUMNS} gap="3" data-testid="historico-grade">
            {images.map((image) => (
              <Tile key={image.id} image={image} onDownload={onDownload} onDelete={setConfirm} />
            ))}
          </SimpleGrid>
          {hasMore ? (
            <Button variant="outline" alignSelf="center" onClick={onMore} loading={loadingMore}>
              Carregar mais
            </Button>
          ) : null}
        </>
      )}
      <DialogShell
        role="alertdialog"
        open={!!confirm}
        onOpenChange={(e) => !e.open && setConfirm(null)}
        placement="center"
        title="Excluir esta imagem?"
        contentProps={{ mx: '4' }}
        footer={
          <>
            <DialogDismissButton>Cancelar</DialogDismissButton>
            <Button
              colorPalette="red"
              loading={deleting}
              onClick={async () => {
                if (!confirm) return;
                await onDelete(confirm);
                setConfirm(null);
              }}
            >
              Excluir
            </Button>
          </>
        }
      >
        <Text>Ela sai do histórico e o arquivo é apagado. Isso não devolve créditos nem imagens do plano.</Text>
      </DialogShell>
    </Stack>
  );
}
