process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient, TaskTimedOut } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { SfnTaskCallbacks } from './sfn-task-callbacks';

const sfn = mockClient(SFNClient);
beforeEach(() => sfn.reset());

describe('SfnTaskCallbacks', () => {
  const callbacks = new SfnTaskCallbacks(new SFNClient({ region: 'us-east-1' }));

  it('sends the output as JSON with SendTaskSuccess', async () => {
    sfn.on(SendTaskSuccessCommand).resolves({});
    expect(await callbacks.succeed('tok', { jobId: 'j1' })).toBe(true);
    expect(sfn.commandCalls(SendTaskSuccessCommand)[0]?.args[0].input).toEqual({
      taskToken: 'tok',
      output: '{"jobId":"j1"}',
    });
  });

  it('truncates the error to the Step Functions limit with SendTaskFailure', async () => {
    sfn.on(SendTaskFailureCommand).resolves({});
    expect(await callbacks.fail('tok', 'E'.repeat(300), 'cause')).toBe(true);
    expect(sfn.commandCalls(SendTaskFailureCommand)[0]?.args[0].input.error).toHaveLength(256);
  });

  it('answers false for a token that timed out', async () => {
    sfn.on(SendTaskSuccessCommand).rejects(new TaskTimedOut({ message: 'timed out', $metadata: {} }));
    expect(await callbacks.succeed('tok', {})).toBe(false);
  });

  it('rethrows any other error, so the provider retries', async () => {
    sfn.on(SendTaskSuccessCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    await expect(callbacks.succeed('tok', {})).rejects.toThrow('throttled');
  });
});
