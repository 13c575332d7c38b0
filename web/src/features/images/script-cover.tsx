import { Box, Image as ChakraImage, Skeleton, Stack, Text } from '@chakra-ui/react';
import { imageAlt } from './image-labels';
import { useImage } from './use-images';

/** A script's cover ('Usar como capa' on /gerador-imagens), under its title; nothing when the image was deleted. */
export function ScriptCover({ imageId }: { imageId: string }) {
  const { data: image, isLoading } = useImage(imageId);
  if (isLoading) return <Skeleton w="32" h="32" borderRadius="md" role="status" aria-label="Carregando capa" />;
  if (!image) return null;
  return (
    <Stack gap="1" align="flex-start">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        Capa
      </Text>
      <Box w="32" borderRadius="md" overflow="hidden" borderWidth="1px">
        <ChakraImage src={image.url} alt={imageAlt(image)} w="full" h="auto" />
      </Box>
    </Stack>
  );
}
