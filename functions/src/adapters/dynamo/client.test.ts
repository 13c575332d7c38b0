import { Readable } from 'node:stream';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { StoreBusyError } from '../../core/errors';
import { DYNAMO_MAX_ATTEMPTS, isThrottled, makeDocumentClient } from './client';

/**
 * A table that throttles its first `throttles` calls (docs/QUALITY.md §faults.throttling): a fake
 * transport under the real client, so the SDK's own retry strategy and our error mapping run.
 */
function throttlingTable(throttles: number, type = 'ProvisionedThroughputExceededException') {
  const calls: number[] = [];
  const handler = {
    handle: async () => {
      calls.push(Date.now());
      const throttled = calls.length <= throttles;
      const body = throttled
        ? {
            __type: `com.amazonaws.dynamodb.v20120810#${type}`,
            message: 'Rate of requests exceeds the allowed throughput.',
          }
        : { Item: { pk: { S: 'USER#ana' }, sk: { S: 'PROFILE' }, name: { S: 'Ana' } } };
      return {
        response: {
          statusCode: throttled ? 400 : 200,
          headers: { 'content-type': 'application/x-amz-json-1.0' },
          body: Readable.from([Buffer.from(JSON.stringify(body))]),
        },
      };
    },
  };
  const db = makeDocumentClient({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9', // local mode's credentials; the fake transport answers
    requestHandler: handler as never,
  });
  return { db, calls };
}

const get = new GetCommand({ TableName: 'tabela', Key: { pk: 'USER#ana', sk: 'PROFILE' } });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-15T09:30:00Z') }));
afterEach(() => jest.useRealTimers());

/** Runs the call while the fake clock moves on, so the SDK's backoff waits no wall-clock time. */
async function settle<T>(call: Promise<T>): Promise<T | unknown> {
  const outcome = call.then(
    (value) => value,
    (err: unknown) => err,
  );
  for (let i = 0; i < 50; i++) await jest.advanceTimersByTimeAsync(1_000);
  return outcome;
}

describe('a store that throttles', () => {
  it('is retried with backoff and the call succeeds when the table recovers', async () => {
    const { db, calls } = throttlingTable(DYNAMO_MAX_ATTEMPTS - 1);
    const out = (await settle(db.send(get))) as { Item?: unknown };
    expect(out.Item).toEqual({ pk: 'USER#ana', sk: 'PROFILE', name: 'Ana' });
    expect(calls).toHaveLength(DYNAMO_MAX_ATTEMPTS);
    const gaps = calls.slice(1).map((t, i) => t - calls[i]!);
    // backoff: every retry waits
    expect(gaps.every((g) => g > 0)).toBe(true);
  });

  it('fails as a StoreBusyError (pt-BR, 503) once the retries run out, never as the raw SDK error', async () => {
    const { db, calls } = throttlingTable(100, 'ThrottlingException');
    const err = await settle(db.send(get));
    expect(err).toBeInstanceOf(StoreBusyError);
    expect((err as StoreBusyError).code).toBe('unavailable');
    expect((err as StoreBusyError).message).toBe(
      'Estamos com muito movimento agora. Tente novamente em alguns segundos.',
    );
    expect(calls).toHaveLength(DYNAMO_MAX_ATTEMPTS);
  });

  it('leaves any other failure as it was', async () => {
    const { db } = throttlingTable(100, 'ResourceNotFoundException');
    const err = await settle(db.send(get));
    expect(err).not.toBeInstanceOf(StoreBusyError);
    expect((err as Error).name).toBe('ResourceNotFoundException');
  });

  it('maps a transaction cancelled for throttling alone, not one whose condition failed', async () => {
    expect(
      isThrottled({ name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ThrottlingError' }] }),
    ).toBe(true);
    expect(
      isThrottled({
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ThrottlingError' }, { Code: 'ConditionalCheckFailed' }],
      }),
    ).toBe(false);
    expect(isThrottled({ name: 'ConditionalCheckFailedException' })).toBe(false);
    expect(isThrottled(null)).toBe(false);
  });
});
