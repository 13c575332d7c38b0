import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StoreBusyError } from '../../core/errors';

/**
 * Sockets to DynamoDB Local: one local process serves every user's requests at once, where a
 * Lambda serves one (docs/LOCAL-MODE.md §dynamodb-local.sockets).
 */
export const LOCAL_MAX_SOCKETS = 256;

/**
 * Attempts per call, the first included: the SDK's standard retry mode backs off exponentially
 * with jitter on throttling, then the call fails as a StoreBusyError (docs/QUALITY.md §faults.throttling).
 */
export const DYNAMO_MAX_ATTEMPTS = 4;

/** The error names DynamoDB throttles with (the SDK's own throttling list, for DynamoDB). */
const THROTTLING_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'Throttling',
]);

/**
 * A call refused because the table (or the account) is over its throughput: also a transaction
 * cancelled for throttling alone (a failed condition in it stays a condition failure).
 */
export function isThrottled(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  if (!e?.name) return false;
  if (THROTTLING_NAMES.has(e.name)) return true;
  const codes = e.name === 'TransactionCanceledException' ? (e.CancellationReasons ?? []).map((r) => r.Code) : [];
  return codes.includes('ThrottlingError') && !codes.includes('ConditionalCheckFailed');
}

/** One document client per process; local mode points it at DynamoDB Local. */
export function makeDocumentClient(opts: {
  region: string;
  endpoint?: string;
  /** Tests only: a fake transport (a table that throttles). */
  requestHandler?: DynamoDBClient['config']['requestHandler'];
}): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: opts.region,
    maxAttempts: DYNAMO_MAX_ATTEMPTS,
    retryMode: 'standard',
    ...(opts.endpoint
      ? {
          endpoint: opts.endpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          requestHandler: { httpAgent: { maxSockets: LOCAL_MAX_SOCKETS } },
        }
      : {}),
    ...(opts.requestHandler ? { requestHandler: opts.requestHandler } : {}),
  });
  // Outside the retry step: only the throttling that outlived every retry becomes the pt-BR 503.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (err) {
        if (isThrottled(err)) throw new StoreBusyError({ cause: err });
        throw err;
      }
    },
    { step: 'initialize', name: 'throttledToStoreBusy' },
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export function isConditionalCheckFailed(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException';
}

/** A transaction cancelled because one of its conditions failed. */
export function isTransactionConditionFailed(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  return (
    e?.name === 'TransactionCanceledException' &&
    !!e.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')
  );
}
