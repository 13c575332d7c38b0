import { IMAGE_FORMAT_IDS, type ImageFormat } from '@shared/images/image-formats';
import { IMAGE_STYLE_IDS, type ImageStyle } from '@shared/images/image-styles';
import { IMAGE_RENDERERS, type ImageRenderer } from '@shared/images/image.schema';
import type { StoredImage } from '../../images/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/** A generated image's row (docs/DATA-MODEL.md, `image`): metadata and the PNG's object key, never the pixels. */
export const IMAGE_TYPE = 'image';
export const IMAGES_META_TYPE = 'images-meta';
export const IMAGE_RESERVATION_TYPE = 'image-reservation';

export function imageItem(userId: string, image: StoredImage): Item {
  return {
    ...keys.image(userId, image.id),
    type: IMAGE_TYPE,
    id: image.id,
    prompt: image.prompt,
    format: image.format,
    style: image.style,
    width: image.width,
    height: image.height,
    seed: image.seed,
    renderer: image.renderer,
    objectKey: image.objectKey,
    operationId: image.operationId,
    createdAt: image.createdAt,
  };
}

const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

export function toStoredImage(item: Item): StoredImage {
  return {
    id: String(item.id),
    prompt: String(item.prompt ?? ''),
    format: oneOf<ImageFormat>(IMAGE_FORMAT_IDS, item.format, 'square'),
    style: IMAGE_STYLE_IDS.includes(item.style as ImageStyle) ? (item.style as ImageStyle) : null,
    width: Number(item.width),
    height: Number(item.height),
    seed: Number(item.seed ?? 0),
    renderer: oneOf<ImageRenderer>(IMAGE_RENDERERS, item.renderer, 'bedrock'),
    objectKey: String(item.objectKey),
    operationId: String(item.operationId ?? ''),
    createdAt: String(item.createdAt),
  };
}
