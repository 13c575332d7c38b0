/**
 * Keys of job rows in the single table (docs/DATA-MODEL.md). The state machine's own
 * DynamoDB steps build the same key from JOB_PK_PREFIX, so infra imports it from here.
 */
export const JOB_PK_PREFIX = 'JOB#';
export const JOB_SK = 'JOB';

export const jobKey = (jobId: string) => ({ pk: `${JOB_PK_PREFIX}${jobId}`, sk: JOB_SK });

/** A finished or abandoned job row disappears after a week. */
export const JOB_TTL_SECONDS = 7 * 24 * 60 * 60;
