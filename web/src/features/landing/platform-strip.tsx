import { Box, HStack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaInstagram, FaLinkedin, FaTiktok, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { PLATFORMS, type Platform } from '@shared/landing/landing';

const ICONS: Record<Platform, IconType> = {
  Instagram: FaInstagram,
  YouTube: FaYoutube,
  TikTok: FaTiktok,
  LinkedIn: FaLinkedin,
  X: FaXTwitter,
};

/** One row of the platforms; the copy that closes the loop is hidden from assistive tech and, without motion, from everyone. */
function Row({ copy }: { copy?: boolean }) {
  return (
    <HStack
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      gap={{ base: '10', md: '16' }}
      pe={{ base: '10', md: '16' }}
      flexShrink="0"
      aria-hidden={copy || undefined}
      aria-label={copy ? undefined : 'Plataformas'}
      _motionReduce={
        copy
          ? { display: 'none' }
          : { flexWrap: 'wrap', flexShrink: '1', justifyContent: 'center', rowGap: '3', columnGap: '8', pe: '0' }
      }
    >
      {PLATFORMS.map((p) => {
        const Icon = ICONS[p];
        return (
          <HStack as="li" key={p} gap="2" color="fg.muted" fontWeight="semibold" fontSize="lg" whiteSpace="nowrap">
            <Icon aria-hidden="true" />
            <Text as="span">{p}</Text>
          </HStack>
        );
      })}
    </HStack>
  );
}

/**
 * The scrolling strip of platforms under the hero (docs/PRODUCT.md §screens.landing). The list is
 * drawn twice and the pair slides by one copy's width, so the loop has no seam. It stands still
 * on hover; for a visitor who asked for less motion it does not move at all and wraps instead.
 * Its box clips it, so the page never scrolls sideways.
 */
export function PlatformStrip() {
  return (
    <Box
      w="full"
      overflow="hidden"
      py="4"
      css={{ maskImage: 'linear-gradient(to right, transparent, black 10%, black 90%, transparent)' }}
      _motionReduce={{ maskImage: 'none' }}
    >
      <HStack
        gap="0"
        w="max-content"
        animation="marquee 28s linear infinite"
        _hover={{ animationPlayState: 'paused' }}
        _motionReduce={{ animation: 'none', w: 'full', justifyContent: 'center' }}
      >
        <Row />
        <Row copy />
      </HStack>
    </Box>
  );
}
