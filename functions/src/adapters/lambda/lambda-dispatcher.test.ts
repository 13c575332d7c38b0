import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { LambdaDispatcher, type AsyncInvoke } from './lambda-dispatcher';

describe('LambdaDispatcher', () => {
  it('invokes the worker asynchronously (Event) with the user and the generation id only', async () => {
    const calls: Array<Parameters<AsyncInvoke>[0]> = [];
    const dispatcher = new LambdaDispatcher(async (input) => (calls.push(input), { StatusCode: 202 }), 'worker-fn');
    await dispatcher.dispatch({ userId: 'ana', generationId: 'g-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ FunctionName: 'worker-fn', InvocationType: 'Event' });
    expect(JSON.parse(new TextDecoder().decode(calls[0]!.Payload))).toEqual({ userId: 'ana', generationId: 'g-1' });
  });

  it('fails when Lambda did not queue the event, so the route refunds at once', async () => {
    const dispatcher = new LambdaDispatcher(async () => ({ StatusCode: 200 }), 'worker-fn');
    await expect(dispatcher.dispatch({ userId: 'ana', generationId: 'g-1' })).rejects.toThrow('answered 200');
    const throwing = new LambdaDispatcher(async () => Promise.reject(new Error('TooManyRequestsException')), 'w');
    await expect(throwing.dispatch({ userId: 'ana', generationId: 'g-1' })).rejects.toThrow('TooManyRequests');
  });
});

describe('LambdaDispatcher over the SDK client', () => {
  const lambda = mockClient(LambdaClient);
  afterEach(() => lambda.reset());
  afterAll(() => lambda.restore());

  it('sends one InvokeCommand, InvocationType Event, to the worker function', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    await LambdaDispatcher.forFunction('viraliza-dev-worker', 'us-west-2').dispatch({
      userId: 'ana',
      generationId: 'g-2',
    });
    const calls = lambda.commandCalls(InvokeCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input).toMatchObject({ FunctionName: 'viraliza-dev-worker', InvocationType: 'Event' });
    expect(JSON.parse(new TextDecoder().decode(input.Payload as Uint8Array))).toEqual({
      userId: 'ana',
      generationId: 'g-2',
    });
  });

  it('fails when Lambda throttles the invoke, so the route refunds at once', async () => {
    lambda.on(InvokeCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    await expect(
      LambdaDispatcher.forFunction('w', 'us-west-2').dispatch({ userId: 'ana', generationId: 'g-3' }),
    ).rejects.toThrow('Rate exceeded');
  });
});
