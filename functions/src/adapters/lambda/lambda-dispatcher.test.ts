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
