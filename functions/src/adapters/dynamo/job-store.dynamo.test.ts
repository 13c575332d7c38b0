import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockedDocumentClient } from './test-support';
import { DynamoJobStore } from './job-store.dynamo';

const { ddb, db } = mockedDocumentClient();
beforeEach(() => ddb.reset());

const store = new DynamoJobStore(db, 'tabela');

describe('DynamoJobStore', () => {
  it("sets the task token on the user's job while it runs, never reopening a finished job (J1)", async () => {
    ddb.on(UpdateCommand).resolves({});
    await store.saveWaiting({ jobId: 'j1', userId: 'ana', taskToken: 'tok' });
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'JOB#j1', sk: 'JOB' });
    expect(input.UpdateExpression).toBe('SET taskToken = :token');
    expect(input.ConditionExpression).toBe(
      'attribute_exists(pk) AND userId = :userId AND #status IN (:running, :partial)',
    );
    expect(input.ExpressionAttributeValues).toEqual({
      ':token': 'tok',
      ':userId': 'ana',
      ':running': 'running',
      ':partial': 'partial',
    });
  });

  it('says so when the job is no longer waiting', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    await expect(store.saveWaiting({ jobId: 'j1', userId: 'ana', taskToken: 'tok' })).rejects.toThrow(
      'Job j1 is no longer waiting',
    );
  });
});
