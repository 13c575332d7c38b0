import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { isEmptyFilter, matchesScriptFilter, searchWords, type ScriptFilter } from '@shared/scripts/script-filter';
import type { ScriptStore, StoredScript } from '../../scripts/ports';
import { isConditionalCheckFailed } from './client';
import { diagnosticRoundTrip } from './diagnostic.dynamo';
import { keys } from './keys';
import { DynamoScriptPaidSaves } from './script-paid-saves.dynamo';
import { FILTER_ATTRIBUTES, toScript, unchangedSince, versionsAfter, versionsOf } from './script.entity';
import { epochSeconds, getConsistent, isLive, queryAll, type Item } from './table-io';

/** A text write asserts the `updatedAt` it read (its versions are built from that read); a loser re-reads. */
const EDIT_ATTEMPTS = 5;

/**
 * docs/DATA-MODEL.md S3: one list call reads at most this many script items, so a search over
 * 10 000 scripts answers in a few Query calls and continues with a cursor.
 */
export const LIST_READ_BUDGET = 500;
/** A filtered Query reads this many items per call (most are filtered out). */
const FILTERED_QUERY_LIMIT = 100;

/**
 * The FilterExpression of a filtered list: DynamoDB drops what the attributes written at save
 * time rule out; an item without them (saved before them, or edited since) passes and is
 * matched in code with the same shared functions.
 */
function filterExpression(filter: ScriptFilter) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  if (filter.favorites) {
    parts.push('favorite = :fav');
    values[':fav'] = true;
  }
  if (filter.kind || filter.platform) names['#kind'] = FILTER_ATTRIBUTES.kind;
  if (filter.kind) {
    parts.push('(#kind = :kind OR attribute_not_exists(#kind))');
    values[':kind'] = filter.kind;
  }
  if (filter.platform) {
    names['#platform'] = FILTER_ATTRIBUTES.platform;
    parts.push('(#platform = :platform OR attribute_not_exists(#kind))');
    values[':platform'] = filter.platform;
  }
  if (filter.origin) {
    // written at save time by the idea tools and never changed, so no older item lacks it
    names['#origin'] = 'origin';
    parts.push('#origin = :origin');
    values[':origin'] = filter.origin;
  }
  const words = searchWords(filter.q);
  if (words.length > 0) {
    names['#search'] = FILTER_ATTRIBUTES.search;
    const each = words.map((w, i) => {
      values[`:w${i}`] = w;
      return `contains(#search, :w${i})`;
    });
    parts.push(`(attribute_not_exists(#search) OR (${each.join(' AND ')}))`);
  }
  return { expression: parts.join(' AND '), values, names: Object.keys(names).length ? names : undefined };
}

/**
 * Saved scripts in the single table (docs/DATA-MODEL.md, patterns S1–S9, D1). Every key
 * starts from the caller's user id, so an id taken from a path can only ever address the
 * caller's own items. This module is the CRUD (S3–S5, S7–S9); the writes that finish a paid
 * operation (S1, S2, S6) are DynamoScriptPaidSaves, the round trip (D1) diagnostic.dynamo.ts.
 */
export class DynamoScriptStore implements ScriptStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    /** The most script items one listPage reads, matching or not (docs/DATA-MODEL.md S3). */
    private readonly listReadBudget = LIST_READ_BUDGET,
  ) {
    this.paid = new DynamoScriptPaidSaves(db, tableName);
  }

  private readonly paid: DynamoScriptPaidSaves;

  async listPage(
    userId: string,
    now: Date,
    page: { limit: number; after?: string; filter?: ScriptFilter },
  ): Promise<{ items: StoredScript[]; more: boolean; resumeAfter?: string }> {
    const nowS = epochSeconds(now);
    const filter = page.filter ?? {};
    const filtered = !isEmptyFilter(filter);
    const pre = filtered ? filterExpression(filter) : undefined;
    const found: StoredScript[] = [];
    // The previous page's last script, rebuilt under the caller's own pk: a cursor can only
    // ever position the Query inside the caller's partition.
    let start: Record<string, unknown> | undefined = page.after ? keys.script(userId, page.after) : undefined;
    let read = 0;
    // One item beyond the page tells whether there is more; expired and non-matching items are
    // dropped and refilled, up to the read budget (docs/DATA-MODEL.md S3).
    do {
      const want = page.limit + 1 - found.length;
      const res = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ...(pre ? { FilterExpression: pre.expression } : {}),
          ...(pre?.names ? { ExpressionAttributeNames: pre.names } : {}),
          ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.scriptPrefix, ...pre?.values },
          ScanIndexForward: false,
          Limit: Math.min(this.listReadBudget - read, filtered ? Math.max(want, FILTERED_QUERY_LIMIT) : want),
          ExclusiveStartKey: start,
        }),
      );
      read += res.ScannedCount ?? res.Items?.length ?? 0;
      for (const item of res.Items ?? []) {
        if (!isLive(item, nowS)) continue;
        const script = toScript(item);
        // exact for every item, those saved without the filter attributes included
        if (!filtered || matchesScriptFilter(script, filter)) found.push(script);
      }
      start = res.LastEvaluatedKey;
    } while (start && found.length <= page.limit && read < this.listReadBudget);
    if (found.length > page.limit) return { items: found.slice(0, page.limit), more: true };
    if (start && typeof start.sk === 'string') {
      // the budget ran out: everything up to `start` was read, so the next call continues there
      return { items: found, more: true, resumeAfter: start.sk.slice(keys.scriptPrefix.length) };
    }
    return { items: found, more: false };
  }

  async get(userId: string, scriptId: string, now: Date): Promise<StoredScript | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.script(userId, scriptId), ConsistentRead: true }),
    );
    if (!res.Item || !isLive(res.Item, epochSeconds(now))) return null;
    return toScript(res.Item);
  }

  async listSeries(
    userId: string,
    seriesId: string,
    range: { from: string; to: string },
    now: Date,
  ): Promise<StoredScript[]> {
    const nowS = epochSeconds(now);
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      FilterExpression: 'seriesId = :series',
      ExpressionAttributeValues: {
        ':pk': keys.userPk(userId),
        ':from': keys.script(userId, range.from).sk,
        ':to': keys.script(userId, range.to).sk,
        ':series': seriesId,
      },
      ConsistentRead: true,
    });
    return items.filter((i) => isLive(i, nowS)).map(toScript);
  }

  async update(
    userId: string,
    scriptId: string,
    patch: { text?: string; favorite?: boolean; ttl?: number | null; updatedAt: string },
  ): Promise<StoredScript | null> {
    for (let attempt = 1; ; attempt++) {
      // a new text keeps the one it replaces (S5): build the versions from a fresh read and
      // assert that read in the write; a favorite alone needs no read
      const current = patch.text === undefined ? undefined : await this.readItem(userId, scriptId);
      if (current === null) return null;
      const set = ['updatedAt = :now'];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':now': patch.updatedAt };
      const remove: string[] = [];
      let condition = 'attribute_exists(pk)';
      if (patch.text !== undefined && current) {
        set.push('#text = :text', 'versions = :versions');
        names['#text'] = 'text';
        values[':text'] = patch.text;
        values[':versions'] = versionsAfter(current, patch.text);
        // the saved search text goes stale: the list then matches this script on read (S3)
        names['#search'] = FILTER_ATTRIBUTES.search;
        remove.push('#search');
        const guard = unchangedSince(current);
        condition = guard.condition;
        Object.assign(values, guard.values);
      }
      if (patch.favorite !== undefined) {
        set.push('favorite = :fav');
        values[':fav'] = patch.favorite;
      }
      if (patch.ttl !== undefined) {
        names['#ttl'] = 'ttl';
        if (patch.ttl === null) remove.push('#ttl');
        else {
          set.push('#ttl = :ttl');
          values[':ttl'] = patch.ttl;
        }
      }
      try {
        const res = await this.db.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: keys.script(userId, scriptId),
            UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
            ConditionExpression: condition,
            ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return res.Attributes ? toScript(res.Attributes) : null;
      } catch (err) {
        if (!isConditionalCheckFailed(err)) throw err;
        if (current && attempt < EDIT_ATTEMPTS) continue; // changed meanwhile: read again
        if (current) throw err;
        return null;
      }
    }
  }

  async undo(userId: string, scriptId: string, now: Date): Promise<StoredScript | 'no-version' | null> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.readItem(userId, scriptId);
      if (!current || !isLive(current, epochSeconds(now))) return null;
      const [latest, ...older] = versionsOf(current);
      if (!latest) return 'no-version';
      const guard = unchangedSince(current);
      try {
        const res = await this.db.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: keys.script(userId, scriptId),
            // only the text, its writer and the versions: the rest of the script (extras included) stays
            // the restored text makes the saved search text stale: the list then matches it on read (S3)
            UpdateExpression:
              'SET #text = :text, writer = :writer, versions = :versions, updatedAt = :now REMOVE #search',
            ConditionExpression: guard.condition,
            ExpressionAttributeNames: { '#text': 'text', '#search': FILTER_ATTRIBUTES.search },
            ExpressionAttributeValues: {
              ':text': latest.text,
              ':writer': latest.writer,
              ':versions': older,
              ':now': now.toISOString(),
              ...guard.values,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return res.Attributes ? toScript(res.Attributes) : null;
      } catch (err) {
        if (isConditionalCheckFailed(err) && attempt < EDIT_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  async delete(userId: string, scriptId: string): Promise<boolean> {
    try {
      await this.db.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: keys.script(userId, scriptId),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return false;
      throw err;
    }
  }

  saveGenerated(...args: Parameters<ScriptStore['saveGenerated']>): ReturnType<ScriptStore['saveGenerated']> {
    return this.paid.saveGenerated(...args);
  }

  saveEdit(...args: Parameters<ScriptStore['saveEdit']>): ReturnType<ScriptStore['saveEdit']> {
    return this.paid.saveEdit(...args);
  }

  roundTrip(userId: string, now: Date): Promise<{ ok: boolean }> {
    return diagnosticRoundTrip(this.db, this.tableName, userId, now);
  }

  /** The raw script item (consistent), for a write that builds on what it holds. */
  private readItem(userId: string, scriptId: string): Promise<Item | null> {
    return getConsistent(this.db, this.tableName, keys.script(userId, scriptId));
  }
}
