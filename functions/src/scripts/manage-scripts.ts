import {
  NO_VERSION_MESSAGE,
  SCRIPT_PAGE,
  type ListScriptsQuery,
  type ListScriptsResponse,
  type Script,
  type UpdateScriptBody,
} from '@shared/scripts/script.schema';
import { matchesScriptFilter, type ScriptFilter } from '@shared/scripts/script-filter';
import { ConflictError, NotFoundError } from '../core/errors';
import type { AccountStore, Clock } from '../core/ports';
import type { ScriptStore, StoredScript } from './ports';
import { SCRIPT_NOT_FOUND, hasPaidScriptRules, paidExpiry } from '../generation/script-rules';
import { isScriptId, seriesIdRange } from '../generation/script-id';
import { toApiScript } from './ports';
import { decodeCursor, encodeCursor } from './list-scripts-cursor';

type Ctx = { store: ScriptStore; accounts: AccountStore; clock: Clock };

/**
 * A page's JSON stays under this many bytes, whatever its scripts hold (a script's text is
 * at most SCRIPT_LIMITS.text characters, but JSON escapes can make a character 6 bytes):
 * far under Lambda's 6 MB answer. A page cut short continues after its last script.
 */
export const LIST_PAGE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * One page of the caller's saved scripts, newest first ('Meus Roteiros'), and the cursor of
 * the next (null on the last page), docs/DATA-MODEL.md S3. With filters (search, favorites,
 * kind, platform) a page may hold fewer scripts, even none, and still have a next cursor:
 * the store reads a bounded number of items per call.
 *
 * A series comes as one entry: where its newest (matching) part is, all its (matching) parts
 * follow in order, read with S8 even when they lie beyond this page; its other parts are left
 * out wherever they come, on this page or a later one (docs/DATA-MODEL.md §scripts.list-series).
 *
 * @example await listScripts(ctx, 'user-sub', { limit: 20 }) // { items, nextCursor }
 */
export async function listScripts(
  ctx: Ctx,
  userId: string,
  query: ListScriptsQuery = { limit: SCRIPT_PAGE.defaultLimit },
): Promise<ListScriptsResponse> {
  const filter: ScriptFilter = {
    q: query.q,
    favorites: query.favorites === 'true',
    kind: query.kind,
    platform: query.platform,
    origin: query.origin,
  };
  const after = query.cursor === undefined ? undefined : decodeCursor(userId, query.cursor, filter);
  const now = ctx.clock.now();
  const page = await ctx.store.listPage(userId, now, { limit: query.limit, after, filter });
  const series = await seriesOfPage(ctx, userId, page.items, filter, now);
  const items: Script[] = [];
  let bytes = 0;
  // the last script of the store's page this answer covers: the next page continues after it
  let covered: string | undefined;
  let cut = false;
  for (const stored of page.items) {
    const parts = entryOf(stored, series);
    const entry = parts.map(toApiScript);
    const size = entry.reduce((sum, script) => sum + Buffer.byteLength(JSON.stringify(script)), 0);
    if (items.length > 0 && bytes + size > LIST_PAGE_MAX_BYTES) {
      cut = true;
      break;
    }
    items.push(...entry);
    bytes += size;
    covered = stored.id;
  }
  // cut short: after the last script covered; the store's read budget spent: where it stopped
  const next = cut ? covered : (page.resumeAfter ?? (page.more ? page.items.at(-1)?.id : undefined));
  return { items, nextCursor: next ? encodeCursor(userId, next, filter) : null };
}

/**
 * Every series of a page with its live parts that pass the filter, oldest first (S8, one Query per
 * series, none for a page without one). A series id that is no script id (never written by us) is
 * left out: its parts then list one by one, as before.
 */
async function seriesOfPage(
  ctx: Ctx,
  userId: string,
  items: StoredScript[],
  filter: ScriptFilter,
  now: Date,
): Promise<Map<string, StoredScript[]>> {
  const ids = [...new Set(items.map((s) => s.seriesId).filter((id): id is string => isScriptId(id ?? undefined)))];
  const found = await Promise.all(
    ids.map(async (id) => {
      const parts = await ctx.store.listSeries(userId, id, seriesIdRange(id), now);
      return [id, parts.filter((p) => matchesScriptFilter(p, filter))] as const;
    }),
  );
  return new Map(found);
}

/**
 * What a listed script stands for: itself; or, for the newest matching part of a series, every
 * matching part by `seriesIndex`; or nothing for its other parts (listed with the newest).
 */
function entryOf(stored: StoredScript, series: Map<string, StoredScript[]>): StoredScript[] {
  const parts = stored.seriesId ? series.get(stored.seriesId) : undefined;
  if (!parts?.some((p) => p.id === stored.id)) return [stored];
  const newest = parts.reduce((a, b) => (b.id > a.id ? b : a));
  if (newest.id !== stored.id) return [];
  return [...parts].sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0) || a.id.localeCompare(b.id));
}

/**
 * One saved script by id (a reload of /criar/roteiro/:id), with every part of its series when it has one
 * (docs/DATA-MODEL.md S4, S8). Another user's id is simply not found.
 *
 * @example await getScript(ctx, 'user-sub', id) // { script, series: [part1, part2, part3] }
 */
export async function getScript(
  ctx: Ctx,
  userId: string,
  scriptId: string | undefined,
): Promise<{ script: Script; series?: Script[] }> {
  if (!isScriptId(scriptId)) throw new NotFoundError(SCRIPT_NOT_FOUND);
  const now = ctx.clock.now();
  const stored = await ctx.store.get(userId, scriptId, now);
  if (!stored) throw new NotFoundError(SCRIPT_NOT_FOUND);
  const script = toApiScript(stored);
  if (!script.seriesId || !isScriptId(script.seriesId)) return { script };
  const parts = await ctx.store.listSeries(userId, script.seriesId, seriesIdRange(script.seriesId), now);
  const series = parts.map(toApiScript).sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
  return { script, series: series.some((s) => s.id === script.id) ? series : [script] };
}

/**
 * A manual edit and/or a favorite toggle. On paid plans a favorite is kept forever (its
 * ttl is removed) and an unfavorited script expires PAID_HISTORY_DAYS after its creation.
 *
 * @example await updateScript(ctx, 'user-sub', id, { favorite: true })
 */
export async function updateScript(
  ctx: Ctx,
  userId: string,
  scriptId: string | undefined,
  body: UpdateScriptBody,
): Promise<{ script: Script }> {
  if (!isScriptId(scriptId)) throw new NotFoundError(SCRIPT_NOT_FOUND);
  const now = ctx.clock.now();
  const current = await ctx.store.get(userId, scriptId, now);
  if (!current) throw new NotFoundError(SCRIPT_NOT_FOUND);
  let ttl: number | null | undefined;
  if (body.favorite !== undefined && hasPaidScriptRules((await ctx.accounts.getSubscription(userId))?.plan)) {
    ttl = body.favorite ? null : paidExpiry(current.createdAt);
  }
  const updated = await ctx.store.update(userId, scriptId, {
    text: body.text,
    favorite: body.favorite,
    ttl,
    updatedAt: now.toISOString(),
  });
  if (!updated) throw new NotFoundError(SCRIPT_NOT_FOUND);
  return { script: toApiScript(updated) };
}

/**
 * 'Desfazer': the latest kept version becomes the script's text again; free, no credits.
 * 409 when no version is kept (docs/PRODUCT.md §flows.versions).
 *
 * @example await undoScript(ctx, 'user-sub', id) // { script } with the previous text
 */
export async function undoScript(
  ctx: Pick<Ctx, 'store' | 'clock'>,
  userId: string,
  scriptId: string | undefined,
): Promise<{ script: Script }> {
  if (!isScriptId(scriptId)) throw new NotFoundError(SCRIPT_NOT_FOUND);
  const restored = await ctx.store.undo(userId, scriptId, ctx.clock.now());
  if (restored === null) throw new NotFoundError(SCRIPT_NOT_FOUND);
  if (restored === 'no-version') throw new ConflictError(NO_VERSION_MESSAGE);
  return { script: toApiScript(restored) };
}

export async function deleteScript(ctx: Ctx, userId: string, scriptId: string | undefined): Promise<{ deleted: true }> {
  if (!isScriptId(scriptId) || !(await ctx.store.delete(userId, scriptId))) throw new NotFoundError(SCRIPT_NOT_FOUND);
  return { deleted: true };
}
