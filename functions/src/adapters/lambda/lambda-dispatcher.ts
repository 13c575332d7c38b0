import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { GenerationDispatcher, GenerationEvent } from '../../generation/ports';

/**
 * What the dispatcher sends: Lambda's Invoke with InvocationType Event (queued by Lambda, answered
 * 202 at once). Shaped like the SDK's InvokeCommand input, so the SDK client's `send` fits it.
 */
export interface AsyncInvoke {
  (input: { FunctionName: string; InvocationType: 'Event'; Payload: Uint8Array }): Promise<{ StatusCode?: number }>;
}

/**
 * AWS's dispatcher (docs/ARCHITECTURE.md §generation-jobs): invokes the worker Lambda
 * asynchronously with `{ userId, generationId }`. Lambda keeps the event up to its maximum age and
 * never retries it (infra: retryAttempts 0); a failed one goes to the failure destination, and the
 * stale sweep refunds its charge (docs/DATA-MODEL.md L6).
 */
export class LambdaDispatcher implements GenerationDispatcher {
  constructor(
    private readonly invoke: AsyncInvoke,
    private readonly functionName: string,
  ) {}

  /** The dispatcher over the SDK's Lambda client in `region`. */
  static forFunction(functionName: string, region: string): LambdaDispatcher {
    const client = new LambdaClient({ region });
    return new LambdaDispatcher((input) => client.send(new InvokeCommand(input)), functionName);
  }

  async dispatch(event: GenerationEvent): Promise<void> {
    const payload = { userId: event.userId, generationId: event.generationId };
    const res = await this.invoke({
      FunctionName: this.functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    });
    if (res.StatusCode !== 202) throw new Error(`worker invoke answered ${res.StatusCode ?? 'nothing'}`);
  }
}
