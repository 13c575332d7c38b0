import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ViralItem } from '@shared/finder/finder.schema';
import type { FinderJobRecord, FinderStore, StoredDelivery } from '../../finder/ports';
import { JOB_TTL_SECONDS } from '../../jobs/ports';
import { isConditionalCheckFailed } from './client';
import {
  jobItem,
  jobKey,
  jobRefItem,
  OPEN_STATUSES,
  reelItem,
  reelUrlKey,
  toJobRecord,
  toReel,
  ttlFrom,
} from './job.entity';
import { keys } from './keys';
import { cancellationCodes, type Item, type TransactItem } from './table-io';

const OPEN = { ':running': OPEN_STATUSES[0], ':partial': OPEN_STATUSES[1] };
const IS_OPEN = '#status IN (:running, :partial)';
/** A delivery that lost a race with another one of the same job reads again, this many times. */
const DELIVERY_ATTEMPTS = 3;

/** The deep search's rows (docs/DATA-MODEL.md J2, J4–J8) on the single table. */
export class DynamoFinderStore implements FinderStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** J4: each job's row and its index row under the user, one transaction. */
  async startJobs(jobs: readonly FinderJobRecord[], now: Date): Promise<void> {
    const ttl = ttlFrom(now, JOB_TTL_SECONDS);
    const put = (Item: Item): TransactItem => ({
      Put: { TableName: this.tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
    });
    await this.db.send(
      new TransactWriteCommand({ TransactItems: jobs.flatMap((j) => [put(jobItem(j, ttl)), put(jobRefItem(j, ttl))]) }),
    );
  }

  /** J2. */
  async get(jobId: string): Promise<FinderJobRecord | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: jobKey(jobId), ConsistentRead: true }),
    );
    return res.Item ? toJobRecord(res.Item) : null;
  }

  /** J5: a Query of the user's index, newest first, then one BatchGet of those jobs. */
  async recentJobs(userId: string, limit: number): Promise<FinderJobRecord[]> {
    const refs = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.finderJobRefPrefix },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    const ids = (refs.Items ?? []).map((i) => String(i.jobId));
    if (!ids.length) return [];
    const got = await this.batchGet(ids.map(jobKey));
    const byId = new Map(got.map((i) => [String(i.jobId), i]));
    return ids.flatMap((id) => {
      const item = byId.get(id);
      // the row's owner is checked again: the index is the user's, the job row is not under it
      return item && item.userId === userId ? [toJobRecord(item)] : [];
    });
  }

  /** J7: one Query of the user's reels, newest job first, then by arrival. */
  async recentReels(userId: string, limit: number): Promise<ViralItem[]> {
    const res = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.finderReelPrefix },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (res.Items ?? [])
      .map(toReel)
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
      .map((r) => r.item);
  }

  /**
   * J6: the reels the job does not have yet (read by key first), each a Put with
   * `attribute_not_exists`, and the job's `received`, status and end in one transaction
   * conditional on the job still running. A concurrent delivery that stored one of the urls
   * first cancels it; it reads again and retries. The job ended meanwhile: null, nothing written.
   */
  async storeDelivery(
    job: FinderJobRecord,
    items: readonly ViralItem[],
    final: boolean,
    now: Date,
  ): Promise<StoredDelivery | null> {
    const unique = [...new Map(items.map((i) => [reelUrlKey(i.url), i])).entries()];
    for (let attempt = 1; ; attempt++) {
      const have = new Set(
        (await this.batchGet(unique.map(([k]) => keys.finderReel(job.userId, job.jobId, k)))).map((i) =>
          String(i.sk).slice(String(i.sk).lastIndexOf('#') + 1),
        ),
      );
      const fresh = unique.filter(([k]) => !have.has(k)).map(([, i]) => i);
      const status = final ? 'done' : fresh.length > 0 || job.status === 'partial' ? 'partial' : 'running';
      const ttl = ttlFrom(now, JOB_TTL_SECONDS);
      const actions: TransactItem[] = [
        {
          Update: {
            TableName: this.tableName,
            Key: jobKey(job.jobId),
            UpdateExpression: `SET #status = :status, received = if_not_exists(received, :zero) + :n${final ? ', finishedAt = :at' : ''}`,
            ConditionExpression: `attribute_exists(pk) AND ${IS_OPEN}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...OPEN,
              ':status': status,
              ':zero': 0,
              ':n': fresh.length,
              ...(final ? { ':at': now.toISOString() } : {}),
            },
          },
        },
        ...fresh.map((item): TransactItem => ({
          Put: {
            TableName: this.tableName,
            Item: reelItem(job.userId, job.jobId, item, now, ttl),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      ];
      try {
        await this.db.send(new TransactWriteCommand({ TransactItems: actions, ReturnConsumedCapacity: 'NONE' }));
      } catch (err) {
        const codes = cancellationCodes(err);
        if (codes[0] === 'ConditionalCheckFailed') return null; // the job ended
        if (codes.length && attempt < DELIVERY_ATTEMPTS) continue; // a reel stored meanwhile, or a conflict
        throw err;
      }
      const after = await this.get(job.jobId);
      return { stored: fresh, job: after ?? { ...job, status, received: job.received + fresh.length } };
    }
  }

  /** J8. */
  async finish(
    jobId: string,
    status: 'failed' | 'timed_out',
    message: string,
    now: Date,
  ): Promise<FinderJobRecord | null> {
    try {
      const res = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: jobKey(jobId),
          UpdateExpression: 'SET #status = :status, finishedAt = :at, message = :message',
          ConditionExpression: `attribute_exists(pk) AND ${IS_OPEN}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ...OPEN, ':status': status, ':at': now.toISOString(), ':message': message },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return res.Attributes ? toJobRecord(res.Attributes) : null;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return null;
      throw err;
    }
  }

  /** Items by key, consistently, every unprocessed key read again; at most 100 keys. */
  private async batchGet(keysToRead: ReadonlyArray<{ pk: string; sk: string }>): Promise<Item[]> {
    const out: Item[] = [];
    let pending: Array<Record<string, unknown>> = [...keysToRead];
    while (pending.length) {
      const res = await this.db.send(
        new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: pending, ConsistentRead: true } } }),
      );
      out.push(...((res.Responses?.[this.tableName] ?? []) as Item[]));
      pending = res.UnprocessedKeys?.[this.tableName]?.Keys ?? [];
    }
    return out;
  }
}
