import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { fixedClock } from '../../core/clock';
import { mockedDocumentClient } from './test-support';
import { DynamoJobStore } from './job-store.dynamo';

const { ddb, db } = mockedDocumentClient();
beforeEach(() => ddb.reset());

const store = new DynamoJobStore(db, 'tabela', fixedClock('2026-03-15T09:30:00.000Z'));

describe('DynamoJobStore', () => {
  it('writes the waiting job under JOB#<id> with its TTL, never reopening a finished job (J1)', async () => {
    ddb.on(PutCommand).resolves({});
    await store.saveWaiting({ jobId: 'j1', userId: 'ana', taskToken: 'tok' }, 3600);
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.Item).toEqual({
      pk: 'JOB#j1',
      sk: 'JOB',
      type: 'job',
      jobId: 'j1',
      userId: 'ana',
      taskToken: 'tok',
      status: 'waiting',
      createdAt: '2026-03-15T09:30:00.000Z',
      ttl: Date.parse('2026-03-15T09:30:00.000Z') / 1000 + 3600,
    });
    expect(input.ConditionExpression).toBe('attribute_not_exists(pk) OR (#status = :waiting AND userId = :userId)');
    expect(input.ExpressionAttributeValues).toEqual({ ':waiting': 'waiting', ':userId': 'ana' });
  });

  it('says so when the job is no longer waiting', async () => {
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    await expect(store.saveWaiting({ jobId: 'j1', userId: 'ana', taskToken: 'tok' }, 60)).rejects.toThrow(
      'Job j1 is no longer waiting',
    );
  });

  it('reads a job consistently by its key (J2), or null', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'JOB#j1', sk: 'JOB' } })
      .resolves({ Item: { pk: 'JOB#j1', sk: 'JOB', jobId: 'j1', userId: 'ana', taskToken: 'tok', status: 'waiting' } });
    ddb.on(GetCommand, { Key: { pk: 'JOB#zz', sk: 'JOB' } }).resolves({});
    expect(await store.get('j1')).toEqual({ jobId: 'j1', userId: 'ana', taskToken: 'tok', status: 'waiting' });
    expect(await store.get('zz')).toBeNull();
    expect(ddb.commandCalls(GetCommand).every((c) => c.args[0].input.ConsistentRead === true)).toBe(true);
  });
});
