/**
 * The image generator's formats (docs/PRODUCT.md §limits.images, §data.images): the delivered PNG
 * has exactly this pixel size, whatever size the model can draw (the server resizes).
 */
export const IMAGE_FORMATS = [
  { id: 'square', label: 'Quadrada', width: 1024, height: 1024, ratio: '1:1' },
  { id: 'instagram', label: 'Instagram Post', width: 1080, height: 1350, ratio: '4:5' },
  { id: 'story', label: 'Story/Reels', width: 1080, height: 1920, ratio: '9:16' },
  { id: 'horizontal', label: 'Horizontal', width: 1920, height: 1080, ratio: '16:9' },
] as const;

export type ImageFormatInfo = (typeof IMAGE_FORMATS)[number];
export type ImageFormat = ImageFormatInfo['id'];
export const IMAGE_FORMAT_IDS = IMAGE_FORMATS.map((f) => f.id) as [ImageFormat, ...ImageFormat[]];
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'square';

export function imageFormat(id: ImageFormat): ImageFormatInfo {
  return IMAGE_FORMATS.find((f) => f.id === id)!;
}

/** '1080 × 1350 px' — the picker shows each format's size. */
export function formatSizeLabel(f: Pick<ImageFormatInfo, 'width' | 'height'>): string {
  return `${f.width} × ${f.height} px`;
}
