import * as z from 'zod/mini';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The scripts meta item (docs/DATA-MODEL.md, `scripts meta`: S2): one per user, whose revision
 * makes free-plan saves (keep the latest 2) take turns. Only S2's UpdateItem writes it.
 */
export const SCRIPTS_META_TYPE = 'scripts-meta';
export const scriptsMetaKey = keys.scriptsMeta;

/** S2's revision step: from the revision read (0: no item yet) to the next, failing if another save moved it. */
export function nextRevisionUpdate(userId: string, rev: number) {
  return {
    Key: scriptsMetaKey(userId),
    UpdateExpression: 'SET rev = :next, #type = :type',
    ConditionExpression: rev === 0 ? 'attribute_not_exists(rev)' : 'rev = :rev',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':next': rev + 1, ':type': SCRIPTS_META_TYPE, ...(rev === 0 ? {} : { ':rev': rev }) },
  };
}

const scriptsMetaSchema = z.object({ rev: z.number().check(z.nonnegative()) });

/** The revision the item holds, 0 when there is none yet; a malformed item throws. */
export function revisionOf(item: Item | undefined): number {
  return item ? scriptsMetaSchema.parse(item).rev : 0;
}
