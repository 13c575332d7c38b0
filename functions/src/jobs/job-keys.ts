// Not a use case: a re-export for infra only, so the layer rule on adapters does not apply.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { keys } from '../adapters/dynamo/keys';

/**
 * Job keys are built in adapters/dynamo/keys.ts. This file is left only because
 * infra/lib/constructs/jobs.ts imports the prefix from here for the state machine's own
 * DynamoDB steps; remove it once that import points at `keys.jobPkPrefix` / `keys.jobSk`.
 */
export const JOB_PK_PREFIX = keys.jobPkPrefix;
export const JOB_SK = keys.jobSk;
