import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './client';
import { jobKey, OPEN_STATUSES } from './job.entity';
import type { JobStore, WaitingJob } from '../../jobs/ports';

/** The task token of a job row: `JOB#<jobId>` / `JOB` (docs/DATA-MODEL.md J1). */
export class DynamoJobStore implements JobStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async saveWaiting(job: WaitingJob): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: jobKey(job.jobId),
          UpdateExpression: 'SET taskToken = :token',
          // The start route wrote the row; a retried task brings a new token; a finished job is never reopened.
          ConditionExpression: 'attribute_exists(pk) AND userId = :userId AND #status IN (:running, :partial)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':token': job.taskToken,
            ':userId': job.userId,
            ':running': OPEN_STATUSES[0],
            ':partial': OPEN_STATUSES[1],
          },
        }),
      );
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw new Error(`Job ${job.jobId} is no longer waiting`, { cause: err });
      throw err;
    }
  }
}
