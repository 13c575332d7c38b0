import { formatDateShort } from '@shared/format/format';
import { imageFormat } from '@shared/images/image-formats';
import { imageStyle } from '@shared/images/image-styles';
import type { Image } from '@shared/images/image.schema';

/** 'Instagram Post · 1080 × 1350 px · Fotográfico' under an image. */
export function imageMeta(image: Pick<Image, 'format' | 'width' | 'height' | 'style'>): string {
  const parts = [imageFormat(image.format).label, `${image.width} × ${image.height} px`];
  if (image.style) parts.push(imageStyle(image.style).label);
  return parts.join(' · ');
}

/** The image's alternative text: what it was asked to show. */
export function imageAlt(image: Pick<Image, 'prompt'>): string {
  return `Imagem gerada: ${image.prompt}`;
}

export function imageDate(image: Pick<Image, 'createdAt'>): string {
  return formatDateShort(image.createdAt);
}
