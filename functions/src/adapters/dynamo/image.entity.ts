import * as z from 'zod/mini';
import { IMAGE_FORMAT_IDS } from '@shared/images/image-formats';
import { IMAGE_STYLE_IDS } from '@shared/images/image-styles';
import { IMAGE_RENDERERS } from '@shared/images/image.schema';
import type { StoredImage } from '../../images/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/** A generated image's row (docs/DATA-MODEL.md, `image`): metadata and the PNG's object key, never the pixels. */
export const IMAGE_TYPE = 'image';

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

/** What an item holds that this code does not know (written by a newer one) reads as the default. */
const storedImageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  prompt: z._default(z.optional(z.string()), ''),
  format: z.catch(z.enum(IMAGE_FORMAT_IDS), 'square'),
  style: z.catch(z.nullable(z.enum(IMAGE_STYLE_IDS)), null),
  width: z.number(),
  height: z.number(),
  seed: z._default(z.optional(z.number()), 0),
  renderer: z.catch(z.enum(IMAGE_RENDERERS), 'bedrock'),
  objectKey: z.string().check(z.minLength(1)),
  operationId: z._default(z.optional(z.string()), ''),
  createdAt: z.string(),
});

/** An image as IM5 / IM8 read it; a malformed item (no id, size or object key) throws. */
export function toStoredImage(item: Item): StoredImage {
  const { id, prompt, format, style, width, height, seed, renderer, objectKey, operationId, createdAt } =
    storedImageSchema.parse(item);
  return { id, prompt, format, style, width, height, seed, renderer, objectKey, operationId, createdAt };
}
