import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Sockets to DynamoDB Local: one local process serves every user's requests at once, where a
 * Lambda serves one (docs/LOCAL-MODE.md §dynamodb-local.sockets).
 */
export const LOCAL_MAX_SOCKETS = 256;

/** One document client per process; local mode points it at DynamoDB Local. */
export function makeDocumentClient(opts: { region: string; endpoint?: string }): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: opts.region,
    ...(opts.endpoint
      ? {
          endpoint: opts.endpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          requestHandler: { httpAgent: { maxSockets: LOCAL_MAX_SOCKETS } },
        }
      : {}),
  });
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
