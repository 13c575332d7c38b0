import * as z from 'zod/mini';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The images meta item (docs/DATA-MODEL.md, `images meta`: IM1, IM3, IM4): the user's count of
 * images generated, in-flight generations included. Only IM1's and IM3's UpdateItems write it;
 * a delete never lowers it.
 */
export const IMAGES_META_TYPE = 'images-meta';
export const imagesMetaKey = keys.imagesMeta;

/** IM1's count of one more generation; with a `limit` (the free plan's), only while under it. */
export function countGenerationUpdate(userId: string, limit: number | null) {
  const limited = limit !== null;
  return {
    Key: imagesMetaKey(userId),
    UpdateExpression: 'SET #type = :type, generated = if_not_exists(generated, :zero) + :one',
    ...(limited ? { ConditionExpression: 'attribute_not_exists(generated) OR generated < :limit' } : {}),
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':type': IMAGES_META_TYPE,
      ':zero': 0,
      ':one': 1,
      ...(limited ? { ':limit': limit } : {}),
    },
  };
}

/** IM3's giving back of a failed generation's count, never below zero. */
export function releaseGenerationUpdate(userId: string) {
  return {
    Key: imagesMetaKey(userId),
    UpdateExpression: 'SET generated = generated - :one',
    ConditionExpression: 'generated >= :one',
    ExpressionAttributeValues: { ':one': 1 },
  };
}

const imagesMetaSchema = z.object({ generated: z.number().check(z.nonnegative()) });

/** The images generated so far (IM4), 0 when there is no item yet; a malformed item throws. */
export function generatedOf(item: Item | undefined): number {
  return item ? imagesMetaSchema.parse(item).generated : 0;
}
