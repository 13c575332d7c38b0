import { useEffect, useRef } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** The live camera, muted (no echo of the mic), cropped to fill its box (a 9:16 box crops the sides). */
export function CameraPreview({ stream, ...box }: { stream: MediaStream } & HTMLChakraProps<'video'>) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return (
    <chakra.video
      ref={ref}
      muted
      playsInline
      autoPlay
      aria-label="Prévia da câmera"
      objectFit="cover"
      transform="scaleX(-1)" // a selfie preview reads as a mirror; the take itself is not mirrored
      bg="black"
      {...box}
    />
  );
}
