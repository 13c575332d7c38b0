import { AspectRatio, Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuWandSparkles } from 'react-icons/lu';
import type { ViralItem } from '@shared/finder/finder.schema';
import { DialogShell } from '../../ui/dialog-shell';
import { platformLabel, Thumbnail } from './finder-results';

export const REMIX_LABEL = 'Remixar no meu roteiro';

/**
 * The video's preview (docs/PRODUCT.md §screens.viral-finder): the platform's own player where it
 * allows embedding (`videoUrl`), else the thumbnail; always the link to the video on its platform,
 * and 'Remixar no meu roteiro'.
 */
export function FinderPreview({
  item,
  onClose,
  onRemix,
}: {
  item: ViralItem | null;
  onClose: () => void;
  onRemix: (item: ViralItem) => void;
}) {
  return (
    <DialogShell
      open={item !== null}
      onOpenChange={(e) => !e.open && onClose()}
      title={item?.title || 'Prévia do vídeo'}
      size="lg"
      footer={
        item ? (
          <Button onClick={() => onRemix(item)}>
            <LuWandSparkles aria-hidden="true" /> {REMIX_LABEL}
          </Button>
        ) : null
      }
    >
      {item ? (
        <Stack gap="3">
          {item.videoUrl ? (
            <AspectRatio ratio={16 / 9} w="full" borderRadius="md" overflow="hidden" bg="black">
              <iframe
                src={item.videoUrl}
                title={`Vídeo: ${item.title}`}
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </AspectRatio>
          ) : (
            <Thumbnail item={item} />
          )}
          <Text fontSize="sm" color="fg.muted">
            {item.author} · {platformLabel(item.platform)}
          </Text>
          {item.hook ? <Text fontStyle="italic">“{item.hook}”</Text> : null}
          <Box>
            <Link href={item.url} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
              Abrir no {platformLabel(item.platform)} <LuExternalLink aria-hidden="true" />
            </Link>
          </Box>
        </Stack>
      ) : null}
    </DialogShell>
  );
}
