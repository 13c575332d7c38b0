import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../../core/ports';
import { isConditionalCheckFailed } from './client';
import { jobKey, toStoredJob, waitingJobItem } from './job.entity';
import type { JobStore, StoredJob, WaitingJob } from '../../jobs/ports';

/** Job rows: `JOB#<jobId>` / `JOB` (docs/DATA-MODEL.md, J1–J3). */
export class DynamoJobStore implements JobStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly clock: Clock,
  ) {}

  async saveWaiting(job: WaitingJob, ttlSeconds: number): Promise<void> {
    const now = this.clock.now();
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: waitingJobItem(job, now, ttlSeconds),
          // A retried task brings a new token; a finished job is never reopened.
          ConditionExpression: 'attribute_not_exists(pk) OR (#status = :waiting AND userId = :userId)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':waiting': 'waiting', ':userId': job.userId },
        }),
      );
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw new Error(`Job ${job.jobId} is no longer waiting`, { cause: err });
      throw err;
    }
  }

  async get(jobId: string): Promise<StoredJob | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: jobKey(jobId), ConsistentRead: true }),
    );
    return res.Item ? toStoredJob(res.Item) : null;
  }
}
