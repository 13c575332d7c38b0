import * as z from 'zod/mini';
import { epochSeconds, type Item } from './table-io';

/** The diagnostic item (docs/DATA-MODEL.md, `diagnostic`, D1): a marker written, read back and deleted at once. */
export const DIAGNOSTIC_TYPE = 'diagnostic';

/** Deleted at once; the ttl only sweeps one left behind by a process that died. */
const DIAGNOSTIC_TTL_S = 3600;

export function diagnosticItem(key: { pk: string; sk: string }, marker: string, now: Date): Item {
  return { ...key, type: DIAGNOSTIC_TYPE, marker, ttl: epochSeconds(now) + DIAGNOSTIC_TTL_S };
}

const diagnosticSchema = z.object({ marker: z.string() });

/** The marker the item holds; a malformed item throws. */
export function markerOf(item: Item): string {
  return diagnosticSchema.parse(item).marker;
}
